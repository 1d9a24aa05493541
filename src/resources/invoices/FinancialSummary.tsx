import type { ReactNode } from "react";
import { Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { useListContext, useLocaleState, useTranslate } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { addDays, daysBetween } from "../../domain/zoned-time";
import { showMoney } from "../operations/money";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { formatDisplayDate } from "../shared/dates";
import { TitledCard } from "../shared/TitledCard";
import { useCurrentScope } from "../shared/useCurrentScope";
import { DayBarChart, type DayTotal } from "./DayBarChart";

/** The summary's figures in the order a person reads them; overpaid only shows when a stay holds more than its price. */
const FIGURES = [
  "sales",
  "received",
  "refunded",
  "net_received",
  "outstanding",
  "overpaid",
  "deposits_held",
] as const;

interface Report {
  currency: string;
  summary?: Record<(typeof FIGURES)[number], { total: number; count: number }>;
  from: string;
  to: string;
  total: number;
  count: number;
  by_day: DayTotal[];
  by_branch: { branch_id: number; locales: LocalizedText[]; total: number; count: number }[];
  by_payment_state: { payment_state: string; total: number; count: number }[];
}

/** Every day of the period with its total (days without invoices at zero). */
function everyDay(report: Report): DayTotal[] {
  const count = Math.max(daysBetween(report.from, report.to) + 1, 0);
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(report.from, index);
    return report.by_day.find((day) => day.date === date) ?? { date, total: 0, count: 0 };
  });
}

/** A titled panel of the report (several side by side). */
const Panel = (props: { title: string; children: ReactNode }) => <TitledCard minWidth={280} {...props} />;

/** A breakdown of the report: one row per group with its name, number of invoices and total. */
interface BreakdownRow {
  key: string | number;
  name: string;
  count: number;
  total: number;
}

const BreakdownTable = ({ rows, format }: { rows: BreakdownRow[]; format: (amount: number) => string }) => (
  <Table size="small">
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.key}>
          <TableCell>{row.name}</TableCell>
          <TableCell align="right">{row.count}</TableCell>
          <TableCell align="right">{format(row.total)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** The financial report of the list's period and branch: totals by day, by branch and by payment state. */
export function FinancialSummary() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { businessId } = useCurrentScope();
  const { filterValues } = useListContext();
  const query = new URLSearchParams();
  for (const key of ["from", "to", "branch_id"])
    if (filterValues[key]) query.set(key, String(filterValues[key]));
  const dataProvider = useAppDataProvider();
  const { data, error } = useQuery({
    // Under "invoices": refreshing the invoice list refreshes the report with it.
    queryKey: ["invoices", "financial-report", businessId, query.toString()],
    queryFn: ({ signal }) =>
      dataProvider.getFinancialReport<Report>({ businessId: businessId!, query: query.toString(), signal }),
    enabled: businessId !== undefined,
    ...QUERY_DEFAULTS,
  });
  if (error || !data?.data?.by_day) return null;
  const report = data.data;
  const money = (amount: number) => showMoney(amount, report.currency);

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, p: 2 }}>
      {/* Revenue means the same for every business type; each figure says what it counts. */}
      {report.summary &&
        FIGURES.filter((figure) => figure !== "overpaid" || report.summary![figure]?.total).map((figure) => (
          <Card key={figure} variant="outlined" sx={{ flex: "1 1 200px" }} data-testid={`report-${figure}`}>
            <CardContent>
              <Typography variant="subtitle2" component="h2">
                {translate(`resources.invoices.summary.${figure}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {money(report.summary![figure]?.total ?? 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`resources.invoices.summary.${figure}Hint`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      {report.summary && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: "100%" }}
          data-testid="report-identity"
        >
          {/* The identity the figures keep, with the period's own amounts, so an owner can check it at a glance. */}
          {translate(
            report.summary.overpaid?.total
              ? "resources.invoices.summary.identityOverpaid"
              : "resources.invoices.summary.identity",
            {
              sales: money(report.summary.sales.total),
              net: money(report.summary.net_received?.total ?? 0),
              outstanding: money(report.summary.outstanding.total),
              overpaid: money(report.summary.overpaid?.total ?? 0),
            },
          )}
        </Typography>
      )}
      <Panel title="resources.invoices.total">
        <Typography variant="h4" component="p" data-testid="report-total">
          {money(report.total)}
        </Typography>
        <Typography color="text.secondary">
          {translate("resources.invoices.period", {
            from: formatDisplayDate(report.from),
            to: formatDisplayDate(report.to),
            smart_count: report.count,
          })}
        </Typography>
        <DayBarChart days={everyDay(report)} format={money} />
      </Panel>
      <Panel title="resources.invoices.byBranch">
        <BreakdownTable
          rows={report.by_branch.map((row) => ({
            key: row.branch_id,
            name: localizedName(row.locales, locale, `#${row.branch_id}`),
            ...row,
          }))}
          format={money}
        />
      </Panel>
      <Panel title="resources.invoices.byPaymentState">
        <BreakdownTable
          rows={report.by_payment_state.map((row) => ({
            key: row.payment_state,
            name: translate(`resources.reservations.paymentStates.${row.payment_state}`, {
              _: row.payment_state,
            }),
            ...row,
          }))}
          format={money}
        />
      </Panel>
    </Box>
  );
}
