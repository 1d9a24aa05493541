import { addDays, daysBetween } from "../../domain/zoned-time";

// The date-range rules of a booking request, on YYYY-MM-DD dates: a stay is its first night up to its check-out day;
// every night of it must be free (the check-out day itself may be taken: someone else's first night).

export interface NightRange {
  from: string;
  /** the check-out day; null while only the first night is chosen */
  to: string | null;
}

/** The nights of a range: from its first night up to the night before check-out. */
export function nightsOf(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
}

/** The range after a tap on `day`: a first night, then a check-out day after it with only free nights between. */
export function tapDay(range: NightRange | null, day: string, free: ReadonlySet<string>): NightRange | null {
  const startsHere = free.has(day) ? { from: day, to: null } : null;
  if (!range || range.to !== null || day <= range.from) return startsHere;
  return nightsOf(range.from, day).every((night) => free.has(night))
    ? { from: range.from, to: day }
    : startsHere;
}

/** Whether a day can be a check-out of the current first night (for marking it). */
export function canCheckOut(range: NightRange | null, day: string, free: ReadonlySet<string>): boolean {
  return (
    !!range && range.to === null && day > range.from && nightsOf(range.from, day).every((n) => free.has(n))
  );
}

/** The weeks of a month (YYYY-MM), Sunday first, days outside the month as null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** The month after (or before, with -1) a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
