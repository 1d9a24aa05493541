import { useState } from "react";
import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslate } from "react-admin";
import { PRESETS, type OverviewPeriod } from "./usePeriod";

const PRESET_LABELS = {
  1: "app.overview.today",
  7: "app.overview.last7",
  30: "app.overview.last30",
} as const;

/** Today, 7 days, 30 days (each ending today) or two chosen dates, applied together. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: OverviewPeriod;
  onChange: (p: OverviewPeriod) => void;
}) {
  const translate = useTranslate();
  const [custom, setCustom] = useState(value.kind === "custom");
  const [from, setFrom] = useState(value.kind === "custom" ? value.from : "");
  const [to, setTo] = useState(value.kind === "custom" ? value.to : "");
  const selected = custom ? "custom" : value.kind === "days" ? String(value.days) : "custom";
  return (
    <Stack spacing={1} sx={{ mb: 2, minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        aria-label={translate("app.overview.period")}
        onChange={(_, next: string | null) => {
          if (!next) return;
          setCustom(next === "custom");
          if (next !== "custom") onChange({ kind: "days", days: Number(next) as 1 | 7 | 30 });
        }}
        sx={{ flexWrap: "wrap" }}
      >
        {PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)}>
            {translate(PRESET_LABELS[days])}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{translate("app.overview.custom")}</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Box
          component="form"
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to) onChange({ kind: "custom", from, to });
          }}
        >
          <TextField
            type="date"
            size="small"
            label={translate("app.overview.from")}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate("app.overview.to")}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" size="small" disabled={!from || !to}>
            {translate("app.overview.apply")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
