import { Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { BarChartLazy } from "../../custom/dashboard/LazyCharts";
import { dayLabel } from "../../custom/dashboard/labels";
import { numberFormat } from "../../i18n/intlFormats";

export interface DayTotal {
  date: string;
  total: number;
  count: number;
}

interface DayBarChartProps {
  days: DayTotal[];
  format: (amount: number) => string;
}

/** Totals by day: one bar per day of the period, with date and amount axes and the day's total on hover. */
export function DayBarChart({ days, format }: DayBarChartProps) {
  const translate = useTranslate();
  const locale = useLocale();
  if (days.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("resources.invoices.noData")}
      </Typography>
    );
  const short = numberFormat(locale, { notation: "compact" });
  return (
    <BarChartLazy
      title={translate("resources.invoices.byDay")}
      height={220}
      categories={days.map((day) => dayLabel(day.date, locale))}
      series={[{ label: translate("resources.invoices.byDay"), data: days.map((day) => day.total) }]}
      format={format}
      axisFormat={(amount) => short.format(amount)}
    />
  );
}
