import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import type { BusinessTime } from "../config/business-config";
import { unitBookings } from "../reservations/stay";
import { freePeriods, type Period } from "../../../src/domain/availability";
import { FREE_PERIOD_MIN_SECONDS } from "../../../src/domain/constants";
import { addDays, daysBetween, zonedToUtcIso } from "../../../src/domain/zoned-time";

// The nights of a unit a customer may ask for, by the rules the dashboard's availability and a booking apply
// (src/domain/availability.ts): no other booking, the business's margin kept free around each, and no gap shorter
// than FREE_PERIOD_MIN_SECONDS, and no night closed in the listing's rate calendar. A night D runs from D's check-in to D+1's check-out, in the business's time zone.

const shift = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

export interface UnitNights {
  /** The free periods inside the window (instants), as the dashboard's availability gives them. */
  free: Period[];
  /** The nights (their dates) that a one-night stay could take. */
  freeNights: string[];
}

/**
 * Free nights of one unit from `from` to the night before `to` (dates), none before `today`. The periods are worked
 * out over a window reaching past both ends by the margin and the shortest gap, so a gap the window's edge cuts is
 * not taken for a short one: what is shown free is what a request is accepted for.
 */
export async function unitNights(
  db: Kysely<DB>,
  stay: { itemId: number; unit: number },
  dates: { from: string; to: string; today: string },
  time: BusinessTime,
): Promise<UnitNights> {
  const window = {
    from: zonedToUtcIso(dates.from, time.checkInAt, time.timeZone),
    to: zonedToUtcIso(dates.to, time.checkOutAt, time.timeZone),
  };
  const reach = time.marginSeconds + FREE_PERIOD_MIN_SECONDS + 86_400;
  const wide = { from: shift(window.from, -reach), to: shift(window.to, reach) };
  const bookings = await unitBookings(db, stay.itemId, stay.unit, wide, time.marginSeconds);
  const periods = freePeriods(bookings, wide, time.marginSeconds);
  // Nights the owner closed in the rate calendar (issue 51) are not offered: a request for them is refused.
  const closed = new Set(
    (
      await db
        .selectFrom("rate_overrides")
        .select("date")
        .where("item_id", "=", stay.itemId)
        .where("closed", "=", 1)
        .where("date", ">=", dates.from)
        .where("date", "<", dates.to)
        .execute()
    ).map((row) => row.date),
  );
  const freeNights: string[] = [];
  const first = dates.from > dates.today ? dates.from : dates.today;
  for (let night = first; daysBetween(night, dates.to) > 0; night = addDays(night, 1)) {
    const checkIn = zonedToUtcIso(night, time.checkInAt, time.timeZone);
    const checkOut = zonedToUtcIso(addDays(night, 1), time.checkOutAt, time.timeZone);
    if (!closed.has(night) && periods.some((p) => p.from <= checkIn && p.to >= checkOut))
      freeNights.push(night);
  }
  const free = periods
    .map((p) => ({
      from: p.from > window.from ? p.from : window.from,
      to: p.to < window.to ? p.to : window.to,
    }))
    .filter((p) => p.to > p.from);
  return { free, freeNights };
}
