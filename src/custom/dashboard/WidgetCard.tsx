import type { ReactNode } from "react";
import { Alert, Card, CardContent, Skeleton, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { errorMessagesOf } from "../../dataProvider/errorMessages";

interface WidgetCardProps {
  title: string;
  subtitle?: ReactNode;
  isPending: boolean;
  error?: unknown;
  children?: ReactNode;
  testId?: string;
}

/** A titled card around one widget: a placeholder while its figures load, the server's message if they fail. */
export function WidgetCard({ title, subtitle, isPending, error, children, testId }: WidgetCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: "100%", minWidth: 0 }} data-testid={testId}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {subtitle}
          </Typography>
        )}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessagesOf(error)
              .map((message) => translate(message, { _: message }))
              .join(" ")}
          </Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
