import { Alert, Typography } from "@mui/material";
import { useWatch } from "react-hook-form";
import { useTranslate } from "react-admin";
import { fromFils } from "../../domain/money";
import { showMoney } from "../operations/money";
import { isoDay, isValidIsoDay } from "../shared/dates";
import { ReservationAvailability, useUnitAvailability } from "./ReservationAvailability";
import type { Listing } from "./useListings";
import { useStayPrice } from "./useStayPrice";

/**
 * The price of the stay being entered, by the same rule the server applies (src/domain/stay-price.ts): shown
 * before saving; the saved reservation's own total and balance are shown on its edit page.
 */
export function ReservationEstimate({ listings, currency }: { listings: Listing[]; currency?: string }) {
  const translate = useTranslate();
  const availability = useUnitAvailability();
  const [itemId, from, to] = useWatch({ name: ["item_id", "from", "to"] });
  const listing = listings.find((candidate) => candidate.id === Number(itemId));
  const checkIn = isValidIsoDay(from) ? (isoDay(from) ?? undefined) : undefined;
  const checkOut = isValidIsoDay(to) ? (isoDay(to) ?? undefined) : undefined;
  // The rate calendar when it is readable; else the listing's own and holiday prices (no overrides or seasons).
  const { price, waiting } = useStayPrice(listing, checkIn, checkOut);
  const panel = <ReservationAvailability {...availability} />;
  if (!listing || !isValidIsoDay(from) || !isValidIsoDay(to) || isoDay(to)! <= isoDay(from)!) return panel;
  // No price for dates that are already taken: the stay cannot be booked.
  if (availability.stayFree === false) return panel;
  // No price from the listing's own prices while its rate calendar (overrides, seasons) is on its way.
  if (waiting) return panel;

  if (!price)
    return (
      <>
        {panel}
        <Alert severity="warning">{translate("resources.reservations.noPrice")}</Alert>
      </>
    );
  return (
    <>
      {panel}
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography data-testid="reservation-estimate">
          {translate("resources.reservations.estimate", {
            total: showMoney(fromFils(price.total), currency),
            smart_count: price.nights,
          })}
        </Typography>
      </Alert>
    </>
  );
}
