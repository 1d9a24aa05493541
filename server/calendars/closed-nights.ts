import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";
import type { Period } from "../../src/domain/availability";
import { addDays, daysBetween, localDateOf, zonedToUtcIso } from "../../src/domain/zoned-time";

// Nights the owner closed in a listing's rate calendar (issue 51), as the board's blocks: a closed night refuses
// every stay over it (src/domain/rate-rules.ts stayRuleProblem), so the board draws it on each unit of the listing,
// apart from the nights an imported calendar blocks.

type Db = Kysely<DB> | Transaction<DB>;

/** The stay times the blocks take their instants from, as a stay of those nights would. */
interface StayTimes {
  timeZone: string;
  checkInAt: string;
  checkOutAt: string;
}

/** Consecutive closed nights of one listing, on one of its units, as the blocks route answers them. */
export interface ClosedNightsBlock extends Period {
  /** the first night's override: with item and unit, what tells the ranges apart */
  id: number;
  item_id: number;
  unit: number;
}

/** Closed nights (YYYY-MM-DD, ascending) gathered into runs of consecutive nights: [first, last] both included. */
export function nightRuns<T extends { id: number; date: string }>(
  nights: T[],
): { id: number; first: string; last: string }[] {
  const runs: { id: number; first: string; last: string }[] = [];
  for (const night of nights) {
    const run = runs[runs.length - 1];
    if (run && daysBetween(run.last, night.date) === 1) run.last = night.date;
    else runs.push({ id: night.id, first: night.date, last: night.date });
  }
  return runs;
}

/**
 * The closed nights of the business's listings overlapping a window (instants), one block per run of nights and
 * unit, from the first night's check-in to the check-out after the last (the instants a stay of them would take).
 */
export async function closedNightBlocks(
  db: Db,
  businessId: number,
  window: Period,
  time: StayTimes,
): Promise<ClosedNightsBlock[]> {
  // A night is the date it starts on; the window's first local date may begin before its instant, hence the day.
  const first = addDays(localDateOf(window.from, time.timeZone), -1);
  const last = localDateOf(window.to, time.timeZone);
  const rows = await db
    .selectFrom("rate_overrides as o")
    .innerJoin("chalet_details as c", "c.item_id", "o.item_id")
    .select(["o.id", "o.item_id", "o.date", "c.units"])
    .where("o.business_id", "=", businessId)
    .where("o.closed", "=", 1)
    .where("o.date", ">=", first)
    .where("o.date", "<=", last)
    .orderBy("o.item_id")
    .orderBy("o.date")
    .execute();
  const byListing = new Map<number, typeof rows>();
  for (const row of rows) byListing.set(row.item_id, [...(byListing.get(row.item_id) ?? []), row]);
  const blocks: ClosedNightsBlock[] = [];
  for (const [itemId, nights] of byListing) {
    const units = nights[0].units;
    for (const run of nightRuns(nights)) {
      const from = zonedToUtcIso(run.first, time.checkInAt, time.timeZone);
      const to = zonedToUtcIso(addDays(run.last, 1), time.checkOutAt, time.timeZone);
      if (!(from < window.to && to > window.from)) continue;
      for (let unit = 1; unit <= units; unit++) blocks.push({ id: run.id, item_id: itemId, unit, from, to });
    }
  }
  return blocks;
}
