import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import {
  DEFAULT_ORDERING_SWITCHES,
  orderingState,
  type DayHours,
  type OrderingState,
  type OrderingSwitches,
} from "../../../src/domain/front-door";
import { dayOfWeek, localDateOf, wallClock } from "../../../src/domain/zoned-time";
import { holidaysOn } from "../../shared/holidays";

// Whether a branch takes orders now: the owner's switches and opening hours (migration 2026_11_29_100), read the
// same way by the public branch, the public order (which refuses when closed) and the dashboard's switches.

type Db = Kysely<DB> | Transaction<DB>;

export async function readSwitches(db: Db, branchId: number): Promise<OrderingSwitches> {
  const row = await db
    .selectFrom("branch_ordering")
    .selectAll()
    .where("branch_id", "=", branchId)
    .executeTakeFirst();
  if (!row) return DEFAULT_ORDERING_SWITCHES;
  return {
    accepting: !!Number(row.accepting),
    busyUntil: row.busy_until,
    closedOn: row.closed_on,
    closedOnHolidays: !!Number(row.closed_on_holidays),
  };
}

export async function readHours(db: Db, branchId: number): Promise<DayHours[]> {
  const rows = await db
    .selectFrom("opening_hours")
    .select(["weekday", "closed", "opens_at", "closes_at"])
    .where("branch_id", "=", branchId)
    .orderBy("weekday")
    .execute();
  return rows.map((r) => ({
    weekday: Number(r.weekday),
    closed: !!Number(r.closed),
    opens: r.opens_at,
    closes: r.closes_at,
  }));
}

export interface BranchOrdering {
  state: OrderingState;
  switches: OrderingSwitches;
  hours: DayHours[];
}

/** The branch's switches, hours and state now, in the business's time zone. */
export async function branchOrdering(
  db: Db,
  place: { businessId: number; branchId: number; timeZone: string },
  now = new Date(),
): Promise<BranchOrdering> {
  const [switches, hours] = await Promise.all([
    readSwitches(db, place.branchId),
    readHours(db, place.branchId),
  ]);
  const date = localDateOf(now, place.timeZone);
  const clock = wallClock(now.getTime(), place.timeZone);
  const local = { date, weekday: dayOfWeek(date), minute: clock.hour * 60 + clock.minute };
  const holiday = switches.closedOnHolidays
    ? (await holidaysOn(db, place.businessId, date)).length > 0
    : false;
  return { state: orderingState({ switches, hours, now, local, onHoliday: holiday }), switches, hours };
}
