import { Box, Button, Typography } from "@mui/material";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import { useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../paths";

/** The catch-all screen: unknown addresses land here, with a way back to the main page. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }}>
      <PageTitle title="app.notFound.title" />
      <SearchOffIcon color="disabled" sx={{ fontSize: 96 }} />
      <Typography component="h1" variant="h4" gutterBottom>
        {translate("app.notFound.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate("app.notFound.text")}
      </Typography>
      <Button component={RouterLink} to={PATHS.home} variant="contained">
        {translate("app.notFound.home")}
      </Button>
    </Box>
  );
};
