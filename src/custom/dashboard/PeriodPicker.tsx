import { Suspense, useEffect, useState } from "react";
import { Skeleton, Stack, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslate } from "react-admin";
import { lazyLoaded } from "../lazyLoaded";
import { whenIdle } from "../whenIdle";
import { PRESETS, type OverviewPeriod } from "./usePeriod";

// The two date fields are MUI's text-field layer (about 12 KB of gzip): fetched once the Overview is idle (or when
// "Custom" is chosen first), not with the Overview, the first page after every sign-in.
const CustomPeriodForm = lazyLoaded(() => import("./CustomPeriodForm"));

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
  useEffect(() => whenIdle(() => void CustomPeriodForm.preload().catch(() => undefined)), []);
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
        <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ maxWidth: 480 }} />}>
          <CustomPeriodForm
            initialFrom={value.kind === "custom" ? value.from : ""}
            initialTo={value.kind === "custom" ? value.to : ""}
            onApply={(from, to) => onChange({ kind: "custom", from, to })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
