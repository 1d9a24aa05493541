import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nameIn, parseLocales } from "../../db/locales";
import { paginate, type PageParams } from "../../db/pagination";
import { groupBy } from "../../shared/group-by";
import { mapsLinkOf } from "../../../src/domain/maps";
import { fromFils } from "../../../src/domain/money";
import { listingPrices } from "../../../src/domain/stay-price";
import { lastRequestableNight, type ChaletBranch } from "./branch";

type Db = Kysely<DB> | Transaction<DB>;

// What a customer sees of a chalet listing: what the owner publishes about it (names, pictures, units, rooms,
// address and place, insurance, prices and the holiday prices still to come). Never the listing's owner, staff,
// guests or bookings.

/** The business's listings a customer may see: chalet items not hidden by the owner. */
const visibleListings = (db: Db, businessId: number) =>
  db
    .selectFrom("items")
    .innerJoin("chalet_details", "chalet_details.item_id", "items.id")
    .where("items.business_id", "=", businessId)
    .where("items.hide", "=", 0);

const listingColumns = [
  "items.id",
  "items.locales",
  "items.disable_ordering",
  "chalet_details.units",
  "chalet_details.unit_names",
  "chalet_details.bedrooms",
  "chalet_details.frontage",
  "chalet_details.address_en",
  "chalet_details.address_ar",
  "chalet_details.insurance",
  "chalet_details.latitude",
  "chalet_details.longitude",
] as const;

type ListingRow = NonNullable<Awaited<ReturnType<typeof findRow>>>;

const findRow = (db: Db, businessId: number, id: number) =>
  visibleListings(db, businessId).select(listingColumns).where("items.id", "=", id).executeTakeFirst();

export interface PublicListing {
  id: number;
  units: number;
  unitNames: string;
  /** fils */
  insurance: number;
  disableOrdering: boolean;
}

/** A listing a customer may book at the branch's business (not hidden), or undefined. */
export async function findPublicListing(
  db: Db,
  businessId: number,
  id: number,
): Promise<PublicListing | undefined> {
  const row = await findRow(db, businessId, id);
  return (
    row && {
      id: row.id,
      units: Number(row.units),
      unitNames: row.unit_names,
      insurance: Number(row.insurance),
      disableOrdering: !!row.disable_ordering,
    }
  );
}

function unitNamesOf(text: string, units: number): string[] {
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    names = [];
  }
  const list = Array.isArray(names) ? names : [];
  return Array.from({ length: units }, (_, i) => {
    const name = list[i];
    return typeof name === "string" && name.trim() ? name : String(i + 1);
  });
}

/** The listings' prices, pictures and holiday prices not yet over (`today`, in the business's time zone), assembled. */
async function describe(db: Db, branch: ChaletBranch, rows: ListingRow[], today: string) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [prices, pictures, holidays] = await Promise.all([
    db
      .selectFrom("prices")
      .select(["item_id", "locales", "amount"])
      .where("item_id", "in", ids)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("media")
      .select(["mediable_id", "src", "thumb_src", "type"])
      .where("mediable_type", "=", "Item")
      .where("mediable_id", "in", ids)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("holiday_item_prices")
      .innerJoin("holidays", "holidays.id", "holiday_item_prices.holiday_id")
      .select([
        "holiday_item_prices.item_id",
        "holidays.id",
        "holidays.locales",
        "holidays.from",
        "holidays.to",
        "holiday_item_prices.amount",
      ])
      .where("holiday_item_prices.item_id", "in", ids)
      .where("holidays.business_id", "=", branch.businessId)
      .where("holidays.to", ">=", today)
      .orderBy("holidays.from")
      .orderBy("holidays.id")
      .execute(),
  ]);
  const pricesOf = groupBy(prices, (p) => p.item_id);
  const picturesOf = groupBy(pictures, (m) => m.mediable_id);
  const holidaysOf = groupBy(holidays, (h) => h.item_id);
  const open = !branch.bookingDisabled && lastRequestableNight(branch, today) >= today;
  return rows.map((row) => {
    const units = Number(row.units);
    // The same reading of the price rows as the stay price (src/domain/stay-price.ts): what is shown is what is charged.
    const price = listingPrices(
      (pricesOf.get(row.id) ?? []).map((p) => ({
        label: nameIn(parseLocales(p.locales), "en"),
        amount: p.amount,
      })),
    );
    const money = (fils: number | null | undefined) => (fils == null ? null : fromFils(fils));
    const location =
      row.latitude !== null && row.longitude !== null
        ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
        : null;
    return {
      id: row.id,
      locales: parseLocales(row.locales),
      units,
      unit_names: unitNamesOf(row.unit_names, units),
      bedrooms: Number(row.bedrooms),
      frontage: row.frontage,
      address: { en: row.address_en, ar: row.address_ar },
      location,
      maps_link: mapsLinkOf(location),
      insurance: fromFils(Number(row.insurance)),
      currency: branch.currency,
      prices: {
        weekdays: money(price.weekdays),
        weekend: money(price.weekend),
        full_week: money(price.fullWeek),
      },
      holiday_prices: (holidaysOf.get(row.id) ?? []).map((h) => ({
        holiday_id: h.id,
        locales: parseLocales(h.locales),
        // Holiday dates are calendar dates as entered (stay.ts reads the same ten characters).
        from: h.from.slice(0, 10),
        to: h.to.slice(0, 10),
        price: fromFils(h.amount),
      })),
      pictures: (picturesOf.get(row.id) ?? []).map((m) => ({
        src: m.src,
        thumb_src: m.thumb_src,
        type: m.type,
      })),
      booking_enabled: open && !row.disable_ordering,
    };
  });
}

/** A page of the branch's business's listings, in the owner's order. */
export async function pageOfListings(db: Db, branch: ChaletBranch, params: PageParams, today: string) {
  const query = visibleListings(db, branch.businessId)
    .select(listingColumns)
    .orderBy("items.sort")
    .orderBy("items.id");
  const page = await paginate(query, params, {
    count: visibleListings(db, branch.businessId).select("items.id"),
  });
  return { ...page, data: await describe(db, branch, page.data, today) };
}

/** One listing as the customer sees it, or undefined when the business has no such visible listing. */
export async function publicListing(db: Db, branch: ChaletBranch, id: number, today: string) {
  const row = await findRow(db, branch.businessId, id);
  return row ? (await describe(db, branch, [row], today))[0] : undefined;
}
