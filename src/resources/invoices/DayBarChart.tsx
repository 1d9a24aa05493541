import { Box, Tooltip, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatDisplayDate } from "../shared/dates";

export interface DayTotal {
  date: string;
  total: number;
  count: number;
}

interface DayBarChartProps {
  days: DayTotal[];
  format: (amount: number) => string;
}

const CHART_HEIGHT = 160;

/** Totals by day as plain bars (no chart library): one bar per day of the period, scaled to the largest. */
export function DayBarChart({ days, format }: DayBarChartProps) {
  const translate = useTranslate();
  const largest = Math.max(...days.map((day) => day.total), 0);
  return (
    <Box
      role="img"
      aria-label={translate("resources.invoices.byDay")}
      sx={{
        display: "flex",
        alignItems: "flex-end",
        gap: "2px",
        height: CHART_HEIGHT,
        direction: "ltr",
        pt: 1,
      }}
    >
      {days.map((day) => (
        <Tooltip
          key={day.date}
          title={`${formatDisplayDate(day.date)}: ${format(day.total)} (${day.count})`}
          placement="top"
        >
          <Box
            data-testid="day-bar"
            sx={{
              flex: 1,
              minWidth: 3,
              height: largest > 0 ? `${Math.max((day.total / largest) * 100, day.total > 0 ? 2 : 0)}%` : 0,
              bgcolor: "primary.main",
              borderRadius: "2px 2px 0 0",
            }}
          />
        </Tooltip>
      ))}
      {days.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate("resources.invoices.noData")}
        </Typography>
      )}
    </Box>
  );
}
