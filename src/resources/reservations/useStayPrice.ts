import { useCanAccess } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import { toFils } from "../../domain/money";
import { listingPrices, stayPrice, stayPriceOfNights, type StayPrice } from "../../domain/stay-price";
import type { RateCalendar } from "../../dataProvider/methods/rateCalendar";
import { addDays } from "../../domain/zoned-time";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useCurrentScope } from "../shared/useCurrentScope";
import type { Listing } from "./useListings";

// The price of a stay before it is saved, by the same rule the server applies (src/domain/stay-price.ts): the
// reservation form's estimate and the board's move dialog read it here.

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
 * The price of a stay of the listing over [from, to) (YYYY-MM-DD): from the rate calendar when readable, else from
 * the listing's own and holiday prices. `waiting` while the calendar loads; price null when the listing has none.
 */
export function useStayPrice(
  listing: Listing | undefined,
  from: string | undefined,
  to: string | undefined,
): { price: StayPrice | null; waiting: boolean } {
  const holidays = useHolidays();
  const { calendar, waiting } = useStayNights(listing?.id, from, to);
  if (!listing || !from || !to || to <= from || waiting) return { price: null, waiting };
  if (calendar) return { price: priceOfCalendar(calendar), waiting: false };
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
  return { price: stayPrice(from, to, prices, holidayNights), waiting: false };
}
