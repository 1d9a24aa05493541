import type { ReactNode } from "react";
import { Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

interface TitledCardProps {
  /** Translation key of the title. */
  title: string;
  /** The narrowest the card gets before it wraps to a line of its own (cards share a wrapping row). */
  minWidth: number;
  children: ReactNode;
}

/** An outlined card with a title, one of several side by side (a report's panels, an order's sections). */
export function TitledCard({ title, minWidth, children }: TitledCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: `1 1 ${minWidth}px` }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
