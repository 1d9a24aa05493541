import { Alert, Typography } from "@mui/material";
import { useWatch } from "react-hook-form";
import { useCanAccess, useTranslate } from "react-admin";
import { fromFils, toFils } from "../../domain/money";
import { listingPrices, stayPrice, stayPriceOfNights, type StayPrice } from "../../domain/stay-price";
import type { RateCalendar } from "../../dataProvider/methods/rateCalendar";
import { addDays } from "../../domain/zoned-time";
import { showMoney } from "../operations/money";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { isoDay, isValidIsoDay } from "../shared/dates";
import { ReservationAvailability, useUnitAvailability } from "./ReservationAvailability";
import type { Listing } from "./useListings";
import { useCurrentScope } from "../shared/useCurrentScope";

interface HolidayAnswer {
  id: number;
  from: string;
  to: string;
}

/** The business's holidays (their dates give a listing's holiday prices); none without holidays read. */
function useHolidays(): HolidayAnswer[] {
  const { businessId } = useCurrentScope();
  const { canAccess: readsHolidays } = useCanAccess({ resource: "holidays", action: "list" });
  const dataProvider = useAppDataProvider();
  const readable = businessId !== undefined && readsHolidays === true;
  const { data } = useQuery({
    queryKey: QUERY_KEYS.holidays(businessId),
    queryFn: ({ signal }) => dataProvider.getHolidays({ businessId: businessId!, signal }),
    enabled: readable,
    ...QUERY_DEFAULTS,
  });
  return readable && Array.isArray(data?.data) ? (data.data as HolidayAnswer[]) : [];
}

/**
 * The listing's rate calendar over the stay's nights (overrides, holidays and seasons applied by the server's one
 * rule), when the user may read it (the Chalets Listing page's area); undefined otherwise or while it loads.
 */
function useStayNights(
  itemId: number | undefined,
  checkIn?: string,
  checkOut?: string,
): { calendar?: RateCalendar; waiting: boolean } {
  const { businessId } = useCurrentScope();
  const { canAccess } = useCanAccess({ resource: "rate-calendar", action: "list" });
  const dataProvider = useAppDataProvider();
  const enabled =
    canAccess === true && !!businessId && !!itemId && !!checkIn && !!checkOut && checkOut > checkIn;
  const to = checkOut ? addDays(checkOut, -1) : "";
  const { data } = useQuery({
    queryKey: ["rateCalendar", businessId, itemId, "stay", checkIn, to],
    queryFn: ({ signal }) =>
      dataProvider.getRateCalendar({ businessId: businessId!, itemId: itemId!, from: checkIn!, to, signal }),
    enabled,
    ...QUERY_DEFAULTS,
  });
  return enabled ? { calendar: data?.data, waiting: !data } : { waiting: false };
}

/** The stay's price from the rate calendar's nights, as the server prices it (stayPriceOfNights). */
const priceOfCalendar = (calendar: RateCalendar): StayPrice | null =>
  stayPriceOfNights(
    calendar.nights.map((night) => ({
      date: night.date,
      kind: night.kind,
      amount: night.price == null ? null : toFils(night.price),
    })),
    calendar.full_week == null ? null : toFils(calendar.full_week),
  );

/**
 * The price of the stay being entered, by the same rule the server applies (src/domain/stay-price.ts): shown
 * before saving; the saved reservation's own total and balance are shown on its edit page.
 */
export function ReservationEstimate({ listings, currency }: { listings: Listing[]; currency?: string }) {
  const translate = useTranslate();
  const holidays = useHolidays();
  const availability = useUnitAvailability();
  const [itemId, from, to] = useWatch({ name: ["item_id", "from", "to"] });
  const listing = listings.find((candidate) => candidate.id === Number(itemId));
  const { calendar, waiting } = useStayNights(
    listing?.id,
    isoDay(from) ?? undefined,
    isoDay(to) ?? undefined,
  );
  const panel = <ReservationAvailability {...availability} />;
  if (!listing || !isValidIsoDay(from) || !isValidIsoDay(to) || isoDay(to)! <= isoDay(from)!) return panel;
  // No price for dates that are already taken: the stay cannot be booked.
  if (availability.stayFree === false) return panel;
  // No price from the listing's own prices while its rate calendar (overrides, seasons) is on its way.
  if (waiting) return panel;

  const prices = listingPrices(
    listing.prices.map((row) => ({
      label: row.locales.find((entry) => entry.locale === "en")?.name,
      amount: toFils(row.price),
    })),
  );
  const holidayNights = listing.holidays.flatMap((price) => {
    const holiday = holidays.find((candidate) => candidate.id === price.id);
    return holiday
      ? [
          {
            from: holiday.from.slice(0, 10),
            to: holiday.to.slice(0, 10),
            amount: toFils(price.price),
            holidayId: price.id,
          },
        ]
      : [];
  });
  // The rate calendar when it is readable; else the listing's own and holiday prices (no overrides or seasons).
  const price = calendar
    ? priceOfCalendar(calendar)
    : stayPrice(isoDay(from)!, isoDay(to)!, prices, holidayNights);
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
