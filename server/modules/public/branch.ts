import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { RESERVATION_TILL_DEFAULT_MONTHS } from "../../../src/domain/constants";
import { addMonths, isDateOnly, localDateOf } from "../../../src/domain/zoned-time";
import { fromFils } from "../../../src/domain/money";
import { orderSettings } from "../orders/catalog-lines";
import { branchOrdering } from "./ordering";
import {
  enabledOrderTypes,
  enabledPaymentMethods,
  orderingDisabled,
  placeSettings,
  type PublicPlace,
} from "./place";

// GET a branch by its slug: what a customer's app shows before the menu. Only what the business shows its customers
// (names, logo, colours, what it takes and when): never its owner, staff, customers or orders.

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** A branch's address in the customer pages (QR_APP_URL + slug), as the dashboard's Menu QR encodes it. */
export const branchAddress = (qrAppUrl: string, slug: string) =>
  `${qrAppUrl.replace(/\/+$/, "")}/${encodeURIComponent(slug)}`;

export async function publicBranch(db: Kysely<DB>, place: PublicPlace, qrAppUrl: string) {
  const [settings, ordering, terms] = await Promise.all([
    placeSettings(db, place),
    branchOrdering(db, place),
    orderSettings(db, place.businessId),
  ]);
  const orderTypes = enabledOrderTypes(place, settings);
  const disabled = orderingDisabled(settings);
  const state = disabled ? "ordering_disabled" : ordering.state;
  // SPEC §5: without a saved EnableReservationTill, 3 months from today.
  const till = settings.mobile.get("EnableReservationTill");
  const today = localDateOf(new Date(), place.timeZone);
  const ads = settings.mobile.get("SliderAds");
  return {
    slug: place.slug,
    branch: { id: place.branchId, locales: place.branchLocales },
    business: {
      id: place.businessId,
      type: place.businessType,
      locales: place.businessLocales,
      currency: place.currency,
      logo: text(settings.business.get("Logo")),
      logo_dark: text(settings.business.get("LogoDark")),
      colors: {
        primary: text(settings.business.get("PrimaryColor")),
        accent: text(settings.business.get("AccentColor")),
        text: text(settings.business.get("TextColor")),
      },
    },
    time_zone: place.timeZone,
    order_types: orderTypes,
    payment_methods: enabledPaymentMethods(settings),
    // What the server adds to every order's lines (src/domain/orders.ts orderTotals), so that a customer's app shows
    // the total the order will have: the general discount in percent, the extra charge as an amount.
    order_terms: {
      general_discount_percent: fromFils(terms.generalDiscountPercent),
      extra_charge: fromFils(terms.extraCharge),
    },
    accepting_orders: state === "open" && orderTypes.length > 0,
    ordering_state: state,
    busy_until: ordering.state === "busy" ? ordering.switches.busyUntil : null,
    opening_hours: ordering.hours,
    closed_on_holidays: ordering.switches.closedOnHolidays,
    reservation_till:
      typeof till === "string" && isDateOnly(till.slice(0, 10))
        ? till.slice(0, 10)
        : addMonths(today, RESERVATION_TILL_DEFAULT_MONTHS),
    slider_ads: Array.isArray(ads)
      ? ads.filter((ad): ad is { src: string; link: string } => typeof ad?.src === "string")
      : [],
    menu_address: branchAddress(qrAppUrl, place.slug),
  };
}
