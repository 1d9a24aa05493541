import { useMemo } from "react";
import { Box, Grid, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { getStoredUser } from "../../authProvider/session";
import { PATHS } from "../paths";
import { BusinessCard } from "./BusinessCard";

/** The landing page after sign-in: a greeting and the user's businesses and branches. */
export const OverviewPage = () => {
  const translate = useTranslate();
  // The stored user was refreshed from the server when the session was checked.
  const user = useMemo(getStoredUser, []);
  const businesses = user?.business ?? [];

  return (
    <Box sx={{ py: 3 }}>
      <Title title="app.overview.title" />
      <Typography component="h1" variant="h4" gutterBottom>
        {translate("app.overview.greeting", { name: user?.name ?? "" })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(businesses.length ? "app.overview.subtitle" : "app.overview.noBusinesses")}
      </Typography>
      {businesses.length > 0 && (
        <Typography component="h2" variant="h6" gutterBottom>
          {translate("app.overview.businesses")}
        </Typography>
      )}
      <Grid container spacing={2}>
        {businesses.map((business) => (
          <Grid key={business.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <BusinessCard business={business} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};

OverviewPage.path = PATHS.overview;
