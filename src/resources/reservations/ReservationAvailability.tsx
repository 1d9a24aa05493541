import { Alert, Box, Chip, Typography } from "@mui/material";
import { useWatch } from "react-hook-form";
import { useTranslate } from "react-admin";
import type { Period } from "../../domain/availability";
import { localDateOf, zonedToUtcIso } from "../../domain/zoned-time";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { formatDisplayDate, isoDay, isValidIsoDay } from "../shared/dates";
import { useCurrentScope } from "../shared/useCurrentScope";
import { useCheckTimes } from "./useCheckTimes";

/** The chosen unit's free periods (from the server, business-wide) and whether the chosen stay fits in one. */
export function useUnitAvailability(): { free: Period[] | null; stayFree: boolean | null } {
  const { businessId, branchId } = useCurrentScope();
  const { checkInAt, checkOutAt, timeZone } = useCheckTimes();
  const [itemId, unit, from, to] = useWatch({ name: ["item_id", "unit", "from", "to"] });
  const ready = businessId !== undefined && branchId !== undefined && Number(itemId) > 0 && Number(unit) > 0;
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: ["reservations", "availability", businessId, branchId, Number(itemId), Number(unit)],
    queryFn: ({ signal }) =>
      dataProvider.getReservationAvailability({
        businessId: businessId!,
        branchId: branchId!,
        itemId: Number(itemId),
        unit: Number(unit),
        signal,
      }),
    enabled: ready,
    ...QUERY_DEFAULTS,
  });
  const free = (ready && data?.data?.units?.[0]?.free) || null;
  if (!free || !isValidIsoDay(from) || !isValidIsoDay(to)) return { free, stayFree: null };
  const start = Date.parse(zonedToUtcIso(isoDay(from)!, checkInAt, timeZone));
  const end = Date.parse(zonedToUtcIso(isoDay(to)!, checkOutAt, timeZone));
  const stayFree = free.some((p) => Date.parse(p.from) <= start && Date.parse(p.to) >= end);
  return { free, stayFree };
}

/** The free dates of the chosen listing and unit, before submitting; a warning when the chosen dates are taken. */
export function ReservationAvailability({ free, stayFree }: ReturnType<typeof useUnitAvailability>) {
  const translate = useTranslate();
  const { timeZone } = useCheckTimes();
  if (!free) return null;
  return (
    <Box sx={{ mb: 2 }} data-testid="reservation-availability">
      <Typography variant="subtitle2">{translate("resources.reservations.availability.title")}</Typography>
      {free.length === 0 ? (
        <Typography variant="body2">{translate("resources.reservations.availability.none")}</Typography>
      ) : (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
          {free.map((period) => (
            <Chip
              key={period.from}
              size="small"
              label={translate("resources.reservations.availability.period", {
                from: formatDisplayDate(localDateOf(period.from, timeZone)),
                to: formatDisplayDate(localDateOf(period.to, timeZone)),
              })}
            />
          ))}
        </Box>
      )}
      {stayFree === false && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate("resources.reservations.availability.taken")}
        </Alert>
      )}
    </Box>
  );
}
