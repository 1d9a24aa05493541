import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import { useLocale, useTranslate } from "react-admin";
import { change, formatters } from "./format";

interface StatProps {
  label: string;
  /** the figure, already formatted */
  value: string;
  /** current and previous raw values: a change arrow against the previous period */
  compare?: [number, number];
  testId?: string;
  children?: ReactNode;
}

/** One key figure with its change from the previous period of the same length. */
export function Stat({ label, value, compare, testId, children }: StatProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const delta = compare ? change(compare[0], compare[1]) : null;
  const up = delta !== null && delta >= 0;
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, fontSize: { xs: "1.2rem", sm: "1.5rem" }, overflowWrap: "break-word" }}
      >
        <bdi data-testid={testId && `${testId}-value`}>{value}</bdi>
      </Typography>
      {compare && (
        <Typography
          variant="caption"
          sx={{ display: "flex", alignItems: "center", gap: 0.5 }}
          color={delta === null ? "text.secondary" : up ? "success.main" : "error.main"}
        >
          {delta !== null &&
            (up ? <ArrowUpwardIcon fontSize="inherit" /> : <ArrowDownwardIcon fontSize="inherit" />)}
          {delta === null
            ? translate("app.overview.noComparison")
            : translate("app.overview.vsPrevious", {
                change: formatters(locale, "KWD").percent(Math.abs(delta)),
              })}
        </Typography>
      )}
      {children}
    </Box>
  );
}
