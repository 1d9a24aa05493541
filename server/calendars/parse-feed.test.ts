import { afterEach, describe, expect, it } from "vitest";
import { parseFeed } from "./parse-feed";

// What an imported feed blocks (docs/decisions.md, "Calendar sync"): all-day events are the business's nights,
// whatever zone the server runs in; timed events their own instants; cancelled events nothing.

const kuwait = { timeZone: "Asia/Kuwait", checkInAt: "14:00", checkOutAt: "12:00" };
const feed = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");
const allDay = (uid: string, from: string, to?: string) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  `DTSTART;VALUE=DATE:${from}`,
  ...(to ? [`DTEND;VALUE=DATE:${to}`] : []),
  "SUMMARY:CLOSED - Not available",
  "END:VEVENT",
];

const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

describe("parseFeed", () => {
  it.each(["UTC", "America/Los_Angeles", "Pacific/Kiritimati"])(
    "maps an all-day event to the business's nights from check-in to check-out (server in %s)",
    (zone) => {
      process.env.TZ = zone;
      expect(parseFeed(feed(...allDay("a", "20340110", "20340113")), kuwait)).toEqual([
        {
          uid: "a|2034-01-10T11:00:00.000Z",
          from: "2034-01-10T11:00:00.000Z",
          to: "2034-01-13T09:00:00.000Z",
        },
      ]);
    },
  );

  it("blocks one night for an all-day event without an end, and keeps timed events as they are", () => {
    const blocks = parseFeed(
      feed(
        ...allDay("one", "20340201"),
        "BEGIN:VEVENT",
        "UID:timed",
        "DTSTART:20340205T100000Z",
        "DTEND:20340206T080000Z",
        "END:VEVENT",
      ),
      kuwait,
    );
    expect(blocks).toEqual([
      {
        uid: "one|2034-02-01T11:00:00.000Z",
        from: "2034-02-01T11:00:00.000Z",
        to: "2034-02-02T09:00:00.000Z",
      },
      {
        uid: "timed|2034-02-05T10:00:00.000Z",
        from: "2034-02-05T10:00:00.000Z",
        to: "2034-02-06T08:00:00.000Z",
      },
    ]);
  });

  it("leaves out cancelled events and refuses what is not a calendar", () => {
    const cancelled = [...allDay("c", "20340301", "20340303")];
    cancelled.splice(1, 0, "STATUS:CANCELLED");
    expect(parseFeed(feed(...cancelled), kuwait)).toEqual([]);
    expect(parseFeed("<html>Sign in</html>", kuwait)).toEqual({ error: "not an iCalendar feed" });
  });
});
