import type { ReactNode } from "react";
import { Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";

/** The frame of a template demo page (SPEC §1: no product behaviour), titled in the current language. */
export const DemoPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
