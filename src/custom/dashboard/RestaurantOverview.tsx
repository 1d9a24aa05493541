import { Box, Grid, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { BranchLink, pendingOrdersPath } from "./BranchLink";
import { formatters } from "./format";
import { dayLabel, hourLabels, weekdayLabels } from "./labels";
import { BarChartLazy, LineChartLazy, usePreloadCharts } from "./LazyCharts";
import { Stat } from "./StatCard";
import { useWidget } from "./useWidget";
import { WidgetCard } from "./WidgetCard";

interface Sales {
  orders: number;
  sales: number;
}
interface OrderFigures extends Sales {
  average_ticket: number;
}
interface Summary {
  current: OrderFigures;
  previous: OrderFigures;
  pending: { count: number; by_branch: { branch_id: number; locales: LocalizedText[]; count: number }[] };
}
type Props = { businessId: number; query: string };

const half = { xs: 12, lg: 6 };

function SummaryWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<Summary>(businessId, "summary", query);
  const f = formatters(locale, answer?.currency ?? "KWD");
  const s = answer?.figures;
  return (
    <WidgetCard title="app.overview.summary" isPending={isPending} error={error} testId="overview-summary">
      {s && (
        <Box
          sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", mt: 1 }}
        >
          <Stat
            label="app.overview.orders"
            value={f.count(s.current.orders)}
            testId="stat-orders"
            compare={[s.current.orders, s.previous.orders]}
          />
          <Stat
            label="app.overview.sales"
            value={f.money(s.current.sales)}
            testId="stat-sales"
            compare={[s.current.sales, s.previous.sales]}
          />
          <Stat
            label="app.overview.averageTicket"
            value={f.money(s.current.average_ticket)}
            testId="stat-ticket"
            compare={[s.current.average_ticket, s.previous.average_ticket]}
          />
          <Stat label="app.overview.pending" value={f.count(s.pending.count)} testId="stat-pending">
            {s.pending.by_branch.map((branch) => (
              <Typography key={branch.branch_id} variant="body2">
                <BranchLink branchId={branch.branch_id} to={pendingOrdersPath()}>
                  {translate("app.overview.pendingIn", {
                    branch: localizedName(branch.locales, locale, `#${branch.branch_id}`),
                  })}{" "}
                  <bdi>{f.count(branch.count)}</bdi>
                </BranchLink>
              </Typography>
            ))}
          </Stat>
        </Box>
      )}
    </WidgetCard>
  );
}

function SalesWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<{
    current: (Sales & { date: string })[];
    previous: Sales[];
  }>(businessId, "sales", query);
  const f = formatters(locale, answer?.currency ?? "KWD");
  const days = answer?.figures.current ?? [];
  const Chart = days.length > 14 ? LineChartLazy : BarChartLazy;
  return (
    <WidgetCard title="app.overview.salesByDay" isPending={isPending} error={error} testId="overview-sales">
      {answer && (
        <Chart
          title={translate("app.overview.salesByDay")}
          categories={days.map((d) => dayLabel(d.date, locale))}
          series={[
            { label: translate("app.overview.thisPeriod"), data: days.map((d) => d.sales) },
            {
              label: translate("app.overview.previousPeriod"),
              data: answer.figures.previous.map((d) => d.sales),
            },
          ]}
          format={f.money}
          axisFormat={f.moneyShort}
        />
      )}
    </WidgetCard>
  );
}

function OrderTypesWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<(Sales & { type: string })[]>(
    businessId,
    "order-types",
    query,
  );
  const f = formatters(locale, answer?.currency ?? "KWD");
  const rows = answer?.figures ?? [];
  return (
    <WidgetCard title="app.overview.orderTypes" isPending={isPending} error={error} testId="overview-types">
      {answer && (
        <BarChartLazy
          horizontal
          height={200}
          title={translate("app.overview.orderTypes")}
          categories={rows.map((r) => translate(`resources.orders.types.${r.type}`))}
          series={[{ label: translate("app.overview.orders"), data: rows.map((r) => r.orders) }]}
          format={f.count}
          counts
        />
      )}
    </WidgetCard>
  );
}

function TopItemsWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<
    { item_id: number; locales: LocalizedText[]; quantity: number; sales: number }[]
  >(businessId, "top-items", query);
  const f = formatters(locale, answer?.currency ?? "KWD");
  return (
    <WidgetCard title="app.overview.topItems" isPending={isPending} error={error} testId="overview-top-items">
      {answer?.figures.length === 0 && (
        <Typography color="text.secondary">{translate("app.overview.noOrders")}</Typography>
      )}
      <List dense disablePadding>
        {answer?.figures.map((item, index) => (
          <ListItem key={item.item_id} disableGutters divider>
            <ListItemText
              primary={`${index + 1}. ${localizedName(item.locales, locale, `#${item.item_id}`)}`}
              secondary={translate("app.overview.soldFor", {
                smart_count: item.quantity,
                quantity: f.count(item.quantity),
                sales: f.money(item.sales),
              })}
            />
          </ListItem>
        ))}
      </List>
    </WidgetCard>
  );
}

function RhythmWidget({ businessId, query }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { answer, error, isPending } = useWidget<{ by_hour: Sales[]; by_weekday: Sales[] }>(
    businessId,
    "rhythm",
    query,
  );
  const f = formatters(locale, answer?.currency ?? "KWD");
  return (
    <WidgetCard title="app.overview.rhythm" isPending={isPending} error={error} testId="overview-rhythm">
      {answer && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="body2" color="text.secondary">
              {translate("app.overview.byHour")}
            </Typography>
            <BarChartLazy
              title={translate("app.overview.byHour")}
              categories={hourLabels()}
              height={200}
              series={[
                {
                  label: translate("app.overview.orders"),
                  data: answer.figures.by_hour.map((h) => h.orders),
                },
              ]}
              format={f.count}
              counts
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="body2" color="text.secondary">
              {translate("app.overview.byWeekday")}
            </Typography>
            <BarChartLazy
              title={translate("app.overview.byWeekday")}
              horizontal
              categories={weekdayLabels(locale)}
              height={200}
              series={[
                {
                  label: translate("app.overview.orders"),
                  data: answer.figures.by_weekday.map((d) => d.orders),
                },
              ]}
              format={f.count}
              counts
            />
          </Grid>
        </Grid>
      )}
    </WidgetCard>
  );
}

/** Restaurant and salon: sales, orders waiting for action, order mix, best sellers and busy hours. */
export function RestaurantOverview(props: Props) {
  usePreloadCharts();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <SummaryWidget {...props} />
      </Grid>
      <Grid size={half}>
        <SalesWidget {...props} />
      </Grid>
      <Grid size={half}>
        <OrderTypesWidget {...props} />
      </Grid>
      <Grid size={half}>
        <TopItemsWidget {...props} />
      </Grid>
      <Grid size={half}>
        <RhythmWidget {...props} />
      </Grid>
    </Grid>
  );
}
