import ical from "node-ical";
import { addDays, zonedToUtcIso } from "../../src/domain/zoned-time";

// What an imported feed blocks (docs/decisions.md, "Calendar sync"): every event is blocked time, whatever it says
// (Airbnb's "Reserved" and "Not available", Booking.com's "CLOSED - Not available"), except one marked cancelled.
// An all-day event from D to E (exclusive, as iCalendar and the channels write a stay) blocks the nights D … E−1 of
// the business: from D's check-in to E's check-out in the business's time zone, exactly the period a stay of those
// nights takes here. A timed event blocks its own instants. The text is parsed here; node-ical never fetches.

export interface FeedTime {
  timeZone: string;
  checkInAt: string;
  checkOutAt: string;
}

export interface ImportedBlock {
  /** the event's UID and start: what tells the same event in the next fetch */
  uid: string;
  from: string;
  to: string;
}

type Stamp = Date & { dateOnly?: boolean };

/** The calendar date node-ical means by a date-only value (made at local midnight of the machine). */
const dateOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function parseFeed(text: string, time: FeedTime): ImportedBlock[] | { error: string } {
  if (!/BEGIN:VCALENDAR/i.test(text)) return { error: "not an iCalendar feed" };
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (error) {
    return { error: `unreadable feed: ${error instanceof Error ? error.message : String(error)}` };
  }
  const blocks = new Map<string, ImportedBlock>();
  for (const [key, component] of Object.entries(parsed)) {
    if (!component || component.type !== "VEVENT") continue;
    const event = component as unknown as { uid?: string; start?: Stamp; end?: Stamp; status?: string };
    if (!event.start || Number.isNaN(event.start.getTime())) continue;
    if (String(event.status ?? "").toUpperCase() === "CANCELLED") continue;
    let from: string;
    let to: string;
    if (event.start.dateOnly) {
      const first = dateOf(event.start);
      let end = event.end && !Number.isNaN(event.end.getTime()) ? dateOf(event.end) : addDays(first, 1);
      if (end <= first) end = addDays(first, 1);
      from = zonedToUtcIso(first, time.checkInAt, time.timeZone);
      to = zonedToUtcIso(end, time.checkOutAt, time.timeZone);
    } else {
      if (!event.end || Number.isNaN(event.end.getTime()) || event.end <= event.start) continue;
      from = event.start.toISOString();
      to = event.end.toISOString();
    }
    const uid = `${event.uid ?? key}|${from}`;
    blocks.set(uid, { uid, from, to });
  }
  return [...blocks.values()].sort((a, b) => a.from.localeCompare(b.from));
}
