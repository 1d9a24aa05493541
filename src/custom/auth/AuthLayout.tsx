import type { ReactNode } from "react";
import { Box, Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { LanguageSwitcher } from "../../i18n/LanguageSwitcher";

interface AuthLayoutProps {
  /** Translation key of the page title. */
  title: string;
  /** Translation key of the line under the title, with its interpolation values. */
  subtitle?: string;
  subtitleArgs?: Record<string, unknown>;
  children: ReactNode;
}

/** Frame of the pages shown without the dashboard layout: a centred card and the language switcher. */
export const AuthLayout = ({ title, subtitle, subtitleArgs, children }: AuthLayoutProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        bgcolor: "grey.100",
        position: "relative",
        p: 2,
      }}
    >
      <Box sx={{ position: "absolute", top: 16, right: 16 }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Card sx={{ width: "100%", maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="primary">
            {translate("app.name")}
          </Typography>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate(title)}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(subtitle, subtitleArgs)}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
