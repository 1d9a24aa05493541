import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { HttpError, validationFailed, type MessageRef } from "../../errors";
import { translate } from "../../i18n";
import { businessTime, type BusinessTime } from "../config/business-config";
import { assertUnitFree, resolveStay, type Stay } from "../reservations/stay";
import type { Locale } from "../../../src/domain/constants";
import { fromFils } from "../../../src/domain/money";
import { startsInPast } from "../../../src/domain/reservations";
import { addDays, localDateOf } from "../../../src/domain/zoned-time";
import { lastRequestableNight, listingNotFound, type ChaletBranch } from "./branch";
import { assertDates } from "./dates";
import { findPublicListing, type PublicListing } from "./listings";
import type { QuoteInput } from "./schemas";
import { priceLines } from "./stay-view";

/** A unit the listing does not have: 422 on `unit`, naming the units it has. */
export const unitOutOfRange = (units: number) =>
  validationFailed({ unit: { key: "publicStays.chooseUnit", params: { units } } });

/**
 * The stay a customer asks about, checked and priced exactly as the dashboard's reservation is (reservations/stay.ts
 * resolveStay: the listing's Weekdays / Weekend / FullWeek and holiday prices, check-in and check-out times, at
 * least one night, a bounded total), and not starting before today in the business's time zone.
 */
export async function customerStay(
  db: Kysely<DB>,
  branch: ChaletBranch,
  listingId: number,
  input: Pick<QuoteInput, "from" | "to" | "unit">,
): Promise<{ listing: PublicListing; stay: Stay; time: BusinessTime }> {
  assertDates(input);
  const listing = await findPublicListing(db, branch.businessId, listingId);
  if (!listing) throw listingNotFound();
  if (input.unit !== undefined && input.unit > listing.units) throw unitOutOfRange(listing.units);
  const time = await businessTime(db, branch.businessId);
  const stay = await resolveStay(
    db,
    branch.businessId,
    { itemId: listing.id, unit: input.unit ?? 1, from: input.from, to: input.to },
    time,
  );
  if (startsInPast(stay.from, new Date(), time.timeZone))
    throw validationFailed({ from: "reservations.inPast" });
  return { listing, stay, time };
}

/**
 * A stay past the last night the mobile app takes requests for (its EnableReservationTill date): the message for
 * `to`, or undefined when every night is on or before it.
 */
export function pastTill(branch: ChaletBranch, stay: Stay, time: BusinessTime): MessageRef | undefined {
  const till = lastRequestableNight(branch, localDateOf(new Date(), time.timeZone));
  const lastNight = addDays(localDateOf(stay.to, time.timeZone), -1);
  return lastNight > till ? { key: "publicStays.pastTill", params: { date: till } } : undefined;
}

const translated = (locale: Locale, ref: MessageRef) =>
  typeof ref === "string" ? translate(locale, ref) : translate(locale, ref.key, ref.params);

/** Why a unit cannot take the stay, in the customer's language; undefined when it can. */
async function unitProblem(db: Kysely<DB>, stay: Stay, unit: number, time: BusinessTime, locale: Locale) {
  try {
    await assertUnitFree(
      db,
      { itemId: stay.listing.id, unit, from: stay.from, to: stay.to },
      time.marginSeconds,
      undefined,
      "customer",
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fieldErrors) throw error;
    return translated(locale, [Object.values(error.fieldErrors)[0]].flat()[0]);
  }
}

/** A price quote: the stay's price night by night, and whether the unit (or which units) can take it. */
export async function quoteStay(
  db: Kysely<DB>,
  branch: ChaletBranch,
  listingId: number,
  input: QuoteInput,
  locale: Locale,
) {
  const { listing, stay, time } = await customerStay(db, branch, listingId, input);
  const units = input.unit ? [input.unit] : Array.from({ length: listing.units }, (_, i) => i + 1);
  const freeUnits: number[] = [];
  const tooLate = pastTill(branch, stay, time);
  let reason = tooLate && translated(locale, tooLate);
  for (const unit of tooLate ? [] : units) {
    const problem = await unitProblem(db, stay, unit, time, locale);
    if (problem) reason ??= problem;
    else freeUnits.push(unit);
  }
  return {
    item_id: listing.id,
    unit: input.unit ?? null,
    check_in: localDateOf(stay.from, time.timeZone),
    check_out: localDateOf(stay.to, time.timeZone),
    from: stay.from,
    to: stay.to,
    nights: stay.price.nights,
    guests: input.guests,
    currency: branch.currency,
    total: fromFils(stay.price.total),
    insurance: fromFils(listing.insurance),
    price_details: priceLines(stay.price.lines),
    available: freeUnits.length > 0,
    ...(freeUnits.length ? {} : { unavailable_reason: reason }),
    free_units: freeUnits,
  };
}
