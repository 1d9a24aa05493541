import { Alert, Box, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { can } from "../../domain/permissions";
import { localizedName } from "../../domain/localizedText";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { usePrefetchBranchList } from "../../resources/shared/usePrefetchList";
import { PATHS } from "../paths";
import { ChaletOverview } from "./ChaletOverview";
import { keepsStays, listLedTo } from "./overviewList";
import { PeriodPicker } from "./PeriodPicker";
import { RestaurantOverview } from "./RestaurantOverview";
import { periodQuery, useOverviewPeriod } from "./usePeriod";
import { usePreloadNextList } from "./usePreloadNextList";

/**
 * The landing page after sign-in: the figures of the business chosen in the header for a period, compared with
 * the period before. Restaurants and salons see their orders, chalets and hotels their stays, of the branches
 * the user may read them in (the server decides; the page only hides what would answer 403).
 */
export const OverviewPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { user, business } = useCurrentScope();
  const [period, setPeriod] = useOverviewPeriod();
  const stays = keepsStays(business?.type);
  const area = stays ? "reservations" : "orders";
  const allowed = business && can(user, { businessId: business.id, area, action: "read" });
  const query = periodQuery(period);
  // The list these figures come from is the page opened next most often: its first page is asked for now (or
  // found asked for at the start, preloadSignedIn), so that it opens with its rows (only where the user may read
  // it in the current branch).
  usePrefetchBranchList(listLedTo(business?.type), business !== undefined);
  usePreloadNextList(business ? stays : undefined);

  return (
    <Box sx={{ py: 3, minWidth: 0, maxWidth: "100%" }}>
      <PageTitle title="app.overview.title" />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate("app.overview.greeting", { name: user?.name ?? "" })}
      </Typography>
      {!business ? (
        <Typography color="text.secondary">{translate("app.overview.noBusinesses")}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="overview-business">
            {translate("app.overview.figuresOf", {
              business: localizedName(business.locales, locale, business.name),
              type: translate(`app.businessTypes.${business.type}`),
            })}
          </Typography>
          {!allowed ? (
            <Alert severity="info">
              {translate(stays ? "app.overview.noStaysAccess" : "app.overview.noOrdersAccess")}
            </Alert>
          ) : (
            <>
              <PeriodPicker value={period} onChange={setPeriod} />
              {stays ? (
                <ChaletOverview businessId={business.id} query={query} />
              ) : (
                <RestaurantOverview businessId={business.id} query={query} />
              )}
            </>
          )}
        </>
      )}
    </Box>
  );
};

OverviewPage.path = PATHS.overview;
