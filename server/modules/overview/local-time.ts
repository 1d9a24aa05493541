import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema/index";
import { isPostgres } from "../../db/dialect";
import { zoneOffsetMs } from "../../../src/domain/zoned-time";

// Grouping stored UTC instants by the business's local day, hour and weekday. The one place where the two
// dialects differ: PostgreSQL converts with AT TIME ZONE (daylight saving included); SQLite has no time zones, so
// the instant is shifted by the zone's offset, which is constant between the transitions found below.

const HOUR_MS = 3_600_000;

/** From `from` (inclusive) on, instants are `offsetMinutes` ahead of UTC, until the next segment starts. */
export interface OffsetSegment {
  from: string;
  offsetMinutes: number;
}

const offsetMinutes = (instant: number, timeZone: string) =>
  Math.round(zoneOffsetMs(instant, timeZone) / 60_000);

/**
 * The zone's offsets over [from, to): one segment per daylight-saving period. Checking once a day is enough
 * (zones change at most twice a year); a day whose offset changes is searched for the transition to the minute.
 */
export function offsetSegments(from: string, to: string, timeZone: string): OffsetSegment[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const segments: OffsetSegment[] = [{ from, offsetMinutes: offsetMinutes(start, timeZone) }];
  for (let at = start; at < end; at += 24 * HOUR_MS) {
    const next = Math.min(at + 24 * HOUR_MS, end);
    const current = segments[segments.length - 1].offsetMinutes;
    if (offsetMinutes(next, timeZone) === current) continue;
    // Binary search for the first minute with the new offset.
    let low = at;
    let high = next;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, timeZone) === current) low = middle;
      else high = middle;
    }
    segments.push({ from: new Date(high).toISOString(), offsetMinutes: offsetMinutes(high, timeZone) });
  }
  return segments;
}

export type LocalPart = "date" | "hour" | "weekday";

/** The SQLite date-function modifier that turns a UTC instant into local wall-clock time, e.g. '+180 minutes'. */
function sqliteShift(column: RawBuilder<unknown>, segments: OffsetSegment[]): RawBuilder<string> {
  const modifier = (minutes: number) => `${minutes >= 0 ? "+" : ""}${minutes} minutes`;
  if (segments.length === 1) return sql<string>`${modifier(segments[0].offsetMinutes)}`;
  // Latest segment first: the first WHEN whose start the instant has reached wins.
  const cases = [...segments]
    .reverse()
    .slice(0, -1)
    .map((s) => sql`when ${column} >= ${s.from} then ${modifier(s.offsetMinutes)}`);
  return sql<string>`(case ${sql.join(cases, sql` `)} else ${modifier(segments[0].offsetMinutes)} end)`;
}

/**
 * The local calendar date (YYYY-MM-DD text), hour (0–23) or weekday (0 = Sunday) of an ISO instant column, for
 * instants within the span the segments were computed for.
 */
export function localPart(
  db: Kysely<DB>,
  column: string,
  part: LocalPart,
  zone: { timeZone: string; segments: OffsetSegment[] },
): RawBuilder<string | number> {
  const ref = sql.ref(column);
  if (isPostgres(db)) {
    const local = sql`(${ref}::timestamptz at time zone ${zone.timeZone})`;
    if (part === "date") return sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
    return sql<number>`cast(extract(${sql.raw(part === "hour" ? "hour" : "dow")} from ${local}) as integer)`;
  }
  const shift = sqliteShift(ref, zone.segments);
  if (part === "date") return sql<string>`date(${ref}, ${shift})`;
  return sql<number>`cast(strftime(${part === "hour" ? "%H" : "%w"}, ${ref}, ${shift}) as integer)`;
}
