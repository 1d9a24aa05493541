import { Box, Typography } from "@mui/material";
import { useLocale, useLocales, useTranslate } from "react-admin";
import { LogoMark } from "./Logo";

/** The footer closing the layout: the product, the year and the language in use. */
export const Footer = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const language = useLocales().find((choice) => choice.locale === locale)?.name ?? locale;

  return (
    <Box
      component="footer"
      sx={{
        mt: "auto",
        pt: 4,
        pb: 2,
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 1,
        color: "text.secondary",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <LogoMark size={20} />
        <Typography variant="body2">
          © {new Date().getFullYear()} {translate("app.name")}. {translate("app.shell.footer.rights")}
        </Typography>
      </Box>
      <Typography variant="body2" lang={locale}>
        {translate("app.language.label")}: {language}
      </Typography>
    </Box>
  );
};
