import { Box, Grid, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { BranchLink, reservationPath } from "./BranchLink";
import { formatters, type Formatters } from "./format";
import { stayTime } from "./labels";
import { BarChartLazy, usePreloadCharts } from "./LazyCharts";
import { Stat } from "./StatCard";
import { useWidget } from "./useWidget";
import { WidgetCard } from "./WidgetCard";

interface StayFigures {
  booked_nights: number;
  available_nights: number;
  occupancy: number;
  revenue: number;
  adr: number;
  revpar: number;
}
interface Stay {
  id: number;
  branch_id: number;
  locales: LocalizedText[];
  unit: number;
  customer_name: string;
  from: string;
  to: string;
  balance: number;
}
interface MovementDay {
  count: number;
  rows: Stay[];
}
type Props = { businessId: number; query: string };

function OccupancyWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<{ current: StayFigures; previous: StayFigures }>(
    businessId,
    "occupancy",
    query,
  );
  const f = formatters(locale, answer?.currency ?? "KWD");
  const c = answer?.figures.current;
  const p = answer?.figures.previous;
  return (
    <WidgetCard
      title="app.overview.occupancyTitle"
      isPending={isPending}
      error={error}
      testId="overview-occupancy"
    >
      {c && p && (
        <Box
          sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", mt: 1 }}
        >
          <Stat
            label="app.overview.occupancy"
            value={f.percent(c.occupancy)}
            compare={[c.occupancy, p.occupancy]}
            testId="stat-occupancy"
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {translate("app.overview.nightsOf", {
                smart_count: c.available_nights,
                booked: f.count(c.booked_nights),
                available: f.count(c.available_nights),
              })}
            </Typography>
          </Stat>
          <Stat label="app.overview.adr" value={f.money(c.adr)} compare={[c.adr, p.adr]} testId="stat-adr" />
          <Stat
            label="app.overview.revpar"
            value={f.money(c.revpar)}
            compare={[c.revpar, p.revpar]}
            testId="stat-revpar"
          />
          <Stat
            label="app.overview.stayRevenue"
            value={f.money(c.revenue)}
            compare={[c.revenue, p.revenue]}
            testId="stat-stay-revenue"
          />
        </Box>
      )}
    </WidgetCard>
  );
}

function StayLine({
  stay,
  f,
  timeZone,
  edge,
}: {
  stay: Stay;
  f: Formatters;
  timeZone: string;
  edge?: "from" | "to";
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const listing = localizedName(stay.locales, locale, "");
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <BranchLink branchId={stay.branch_id} to={reservationPath(stay.id)}>
            <bdi>#{stay.id}</bdi> {stay.customer_name}
          </BranchLink>
        }
        secondary={[
          translate("app.overview.listingUnit", { listing, unit: stay.unit }),
          edge && stayTime(stay[edge], locale, timeZone),
          stay.balance > 0 && translate("app.overview.owes", { amount: f.money(stay.balance) }),
        ]
          .filter(Boolean)
          .join(" · ")}
      />
    </ListItem>
  );
}

function MovementsWidget({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  type Days = { today: MovementDay; tomorrow: MovementDay };
  const { answer, error, isPending } = useWidget<{ arrivals: Days; departures: Days }>(
    businessId,
    "movements",
    "",
  );
  const f = formatters(locale, answer?.currency ?? "KWD");
  const groups = [
    ["arrivals", "today"],
    ["arrivals", "tomorrow"],
    ["departures", "today"],
    ["departures", "tomorrow"],
  ] as const;
  return (
    <WidgetCard
      title="app.overview.movements"
      isPending={isPending}
      error={error}
      testId="overview-movements"
    >
      {answer && (
        <Grid container spacing={2}>
          {groups.map(([kind, day]) => {
            const group = answer.figures[kind][day];
            return (
              <Grid key={`${kind}-${day}`} size={{ xs: 12, sm: 6 }} data-testid={`${kind}-${day}`}>
                <Typography variant="subtitle2">
                  {translate(`app.overview.${kind}.${day}`)} <bdi>({f.count(group.count)})</bdi>
                </Typography>
                {group.count === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {translate("app.overview.none")}
                  </Typography>
                )}
                <List dense disablePadding>
                  {group.rows.map((stay) => (
                    <StayLine
                      key={stay.id}
                      stay={stay}
                      f={f}
                      timeZone={answer.period.time_zone}
                      edge={kind === "arrivals" ? "from" : "to"}
                    />
                  ))}
                </List>
              </Grid>
            );
          })}
        </Grid>
      )}
    </WidgetCard>
  );
}

function BalancesWidget({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<{ count: number; amount: number; largest: Stay[] }>(
    businessId,
    "balances",
    "",
  );
  const f = formatters(locale, answer?.currency ?? "KWD");
  return (
    <WidgetCard title="app.overview.balances" isPending={isPending} error={error} testId="overview-balances">
      {answer && (
        <>
          <Stat
            label="app.overview.outstanding"
            value={f.money(answer.figures.amount)}
            testId="stat-outstanding"
          >
            <Typography variant="caption" color="text.secondary">
              {translate("app.overview.reservationsOwing", { count: f.count(answer.figures.count) })}
            </Typography>
          </Stat>
          <List dense disablePadding>
            {answer.figures.largest.map((stay) => (
              <StayLine key={stay.id} stay={stay} f={f} timeZone={answer.period.time_zone} />
            ))}
          </List>
        </>
      )}
    </WidgetCard>
  );
}

function ListingsWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<
    (StayFigures & { item_id: number; locales: LocalizedText[] })[]
  >(businessId, "listings", query);
  const f = formatters(locale, answer?.currency ?? "KWD");
  const rows = answer?.figures ?? [];
  return (
    <WidgetCard
      title="app.overview.listingRevenue"
      isPending={isPending}
      error={error}
      testId="overview-listings"
    >
      {answer && (
        <BarChartLazy
          horizontal
          height={Math.max(160, rows.length * 36 + 60)}
          title={translate("app.overview.listingRevenue")}
          categories={rows.map((r) => localizedName(r.locales, locale, `#${r.item_id}`))}
          series={[{ label: translate("app.overview.stayRevenue"), data: rows.map((r) => r.revenue) }]}
          format={f.money}
          axisFormat={f.moneyShort}
        />
      )}
    </WidgetCard>
  );
}

/** Chalet and hotel: occupancy and rates, today's and tomorrow's arrivals and departures, balances, listings. */
export function ChaletOverview(props: Props) {
  usePreloadCharts();
  const half = { xs: 12, lg: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <OccupancyWidget {...props} />
      </Grid>
      <Grid size={12}>
        <MovementsWidget businessId={props.businessId} />
      </Grid>
      <Grid size={half}>
        <ListingsWidget {...props} />
      </Grid>
      <Grid size={half}>
        <BalancesWidget businessId={props.businessId} />
      </Grid>
    </Grid>
  );
}
