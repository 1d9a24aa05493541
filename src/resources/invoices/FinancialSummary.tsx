import { Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { useListContext, useLocaleState, useTranslate } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { addDays, daysBetween } from "../../domain/zoned-time";
import { showMoney } from "../operations/money";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { formatDisplayDate } from "../shared/dates";
import { useCurrentScope } from "../shared/useCurrentScope";
import { DayBarChart, type DayTotal } from "./DayBarChart";

const FIGURES = ["sales", "received", "refunded", "outstanding"] as const;

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

const Panel = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: "1 1 280px" }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

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
        FIGURES.map((figure) => (
          <Card key={figure} variant="outlined" sx={{ flex: "1 1 200px" }} data-testid={`report-${figure}`}>
            <CardContent>
              <Typography variant="subtitle2" component="h2">
                {translate(`resources.invoices.summary.${figure}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {money(report.summary![figure].total)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`resources.invoices.summary.${figure}Hint`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
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
        <Table size="small">
          <TableBody>
            {report.by_branch.map((row) => (
              <TableRow key={row.branch_id}>
                <TableCell>{localizedName(row.locales, locale, `#${row.branch_id}`)}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{money(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
      <Panel title="resources.invoices.byPaymentState">
        <Table size="small">
          <TableBody>
            {report.by_payment_state.map((row) => (
              <TableRow key={row.payment_state}>
                <TableCell>
                  {translate(`resources.reservations.paymentStates.${row.payment_state}`, {
                    _: row.payment_state,
                  })}
                </TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{money(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
    </Box>
  );
}
