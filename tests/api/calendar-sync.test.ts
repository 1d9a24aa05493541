import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { buildTestApp, type TestApp } from "./helpers";
import { auditsOf, call, demo, type Demo } from "./operations-fixtures";
import { publicCall, staysFixture, stayBody, type StaysFixture } from "./public-stays-fixtures";

// Calendar sync of chalet units (issue 51, docs/calendar-sync.md): a feed server started here serves Airbnb-like
// and Booking.com-like calendars; syncing them blocks nights that the dashboard, the public API and the board
// respect, and each unit's own feed lists its stays and blocks without guest data. The app allows private
// addresses (the feed server is on 127.0.0.1) except where a test switches that off; the job never polls on its own.

let t: TestApp;
let d: Demo;
let f: StaysFixture;

/** The feed server: each path answers its body (or hangs, or is huge), and counts its fetches. */
const feeds = new Map<string, string>();
const hits = new Map<string, number>();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === "/hang.ics") return; // never answers
    if (path === "/huge.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end("BEGIN:VCALENDAR\r\n" + "X-FILLER:".padEnd(1000, "x").concat("\r\n").repeat(200));
      return;
    }
    const body = feeds.get(path);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    // A little slow, so that two runs at once would both be fetching.
    setTimeout(() => response.writeHead(200, { "content-type": "text/calendar" }).end(body), 50);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({
    config: { calendarsAllowPrivate: true },
    calendars: { pollMs: 0, timeoutMs: 500, maxBytes: 64 * 1024 },
  });
  d = await demo(t.app);
  f = await staysFixture(t.app, d);
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  t.app.config.calendarsAllowPrivate = true;
});

const event = (uid: string, from: string, to: string, summary: string) =>
  [
    "BEGIN:VEVENT",
    `DTSTAMP:20330101T000000Z`,
    `DTSTART;VALUE=DATE:${from.replaceAll("-", "")}`,
    `DTEND;VALUE=DATE:${to.replaceAll("-", "")}`,
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    "END:VEVENT",
  ].join("\r\n");

const airbnb = (...events: [string, string, string][]) =>
  [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...events.map(([uid, from, to]) => event(`${uid}@airbnb.com`, from, to, "Reserved")),
    "END:VCALENDAR",
  ].join("\r\n");

const booking = (...events: [string, string, string][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//admin.booking.com//EN",
    ...events.map(([uid, from, to]) => event(uid, from, to, "CLOSED - Not available")),
    "END:VCALENDAR",
  ].join("\r\n");

const unitUrl = (itemId: number, unit: number) =>
  `business/${d.chalet.id}/items/${itemId}/units/${unit}/calendar`;
const dashboard = () => `business/${d.chalet.id}/branches/${d.chalet.branches[0]}/reservations`;
const listings = () => `branches/${f.chaletSlug}/listings`;

async function addFeed(itemId: number, unit: number, name: string, source: string, path: string) {
  const response = await call(t.app, d.tokens.owner, "POST", `${unitUrl(itemId, unit)}/feeds`, {
    name,
    source,
    url: `${origin}${path}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

async function syncNow(itemId: number, unit: number, feedId: number) {
  const response = await call(t.app, d.tokens.owner, "POST", `${unitUrl(itemId, unit)}/feeds/${feedId}/sync`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    event_count: number;
    last_success_at: string | null;
    last_error: string | null;
  };
}

const blocksOf = (itemId: number, unit: number) =>
  t.app.db
    .selectFrom("calendar_blocks")
    .select(["from", "to", "conflict_reservation_id"])
    .where("item_id", "=", itemId)
    .where("unit", "=", unit)
    .orderBy("from")
    .execute();

async function freeNights(itemId: number, unit: number, from: string, to: string) {
  const response = await publicCall(
    t.app,
    "GET",
    `${listings()}/${itemId}/availability?from=${from}&to=${to}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.units as { unit: number; free_nights: string[] }[]).find(
    (u) => u.unit === unit,
  )!.free_nights;
}

describe("importing a feed", () => {
  it("blocks the nights of every event, in the business's time zone, and frees them when the event is gone", async () => {
    feeds.set("/villa-2-airbnb.ics", airbnb(["a1", "2034-01-10", "2034-01-13"]));
    feeds.set("/villa-2-booking.ics", booking(["b1", "2034-01-20", "2034-01-22"]));
    const air = await addFeed(f.villa, 2, "Airbnb", "airbnb", "/villa-2-airbnb.ics");
    const book = await addFeed(f.villa, 2, "Booking.com", "booking", "/villa-2-booking.ics");
    expect((await syncNow(f.villa, 2, air.id)).event_count).toBe(1);
    expect((await syncNow(f.villa, 2, book.id)).event_count).toBe(1);
    // Asia/Kuwait (UTC+3), check-in 14:00 and check-out 12:00: the nights of 10, 11 and 12 January.
    expect(await blocksOf(f.villa, 2)).toMatchObject([
      { from: "2034-01-10T11:00:00.000Z", to: "2034-01-13T09:00:00.000Z" },
      { from: "2034-01-20T11:00:00.000Z", to: "2034-01-22T09:00:00.000Z" },
    ]);
    const free = await freeNights(f.villa, 2, "2034-01-08", "2034-01-24");
    for (const night of ["2034-01-10", "2034-01-11", "2034-01-12", "2034-01-20", "2034-01-21"])
      expect(free).not.toContain(night);
    for (const night of ["2034-01-09", "2034-01-13", "2034-01-19", "2034-01-22"])
      expect(free).toContain(night);

    // The board draws them, with the feed's name.
    const board = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${dashboard()}/blocks?from=2034-01-01&to=2034-02-01`,
    );
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data).toMatchObject([
      { item_id: f.villa, unit: 2, feed: "Airbnb", source: "airbnb", conflict_reservation_id: null },
      { item_id: f.villa, unit: 2, feed: "Booking.com", source: "booking" },
    ]);

    // The event leaves the feed: its nights are free again.
    feeds.set("/villa-2-airbnb.ics", airbnb());
    expect((await syncNow(f.villa, 2, air.id)).event_count).toBe(0);
    expect(await blocksOf(f.villa, 2)).toHaveLength(1);
    expect(await freeNights(f.villa, 2, "2034-01-08", "2034-01-15")).toContain("2034-01-11");

    // Feeds are audited; the status shows last success and events.
    expect((await auditsOf(t.app, "calendar_feed", air.id)).map((a) => a.action)).toEqual([
      "create",
      "sync",
      "sync",
    ]);
    const status = await call(t.app, d.tokens.owner, "GET", unitUrl(f.villa, 2));
    expect(status.json().data.feeds).toMatchObject([
      { name: "Airbnb", event_count: 0, last_error: null },
      { name: "Booking.com", event_count: 1, last_error: null },
    ]);
    expect(status.json().data.feeds[0].last_success_at).toEqual(expect.any(String));
  });

  it("refuses a dashboard stay and a customer's request on blocked nights", async () => {
    feeds.set("/cabin.ics", airbnb(["c1", "2034-03-05", "2034-03-08"]));
    const feed = await addFeed(f.cabin, 1, "Airbnb", "airbnb", "/cabin.ics");
    await syncNow(f.cabin, 1, feed.id);
    const refused = await call(t.app, d.tokens.owner, "POST", dashboard(), {
      item_id: f.cabin,
      unit: 1,
      from: "2034-03-06",
      to: "2034-03-09",
      customer: { name: "Fatma", phone: "99112233" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.from).toEqual([
      "These nights are blocked by the imported calendar “Airbnb”",
    ]);
    const arabic = await call(
      t.app,
      d.tokens.owner,
      "POST",
      dashboard(),
      {
        item_id: f.cabin,
        unit: 1,
        from: "2034-03-06",
        to: "2034-03-09",
        customer: { name: "F", phone: "99112233" },
      },
      "ar",
    );
    expect(arabic.json().errors.from).toEqual(["هذه الليالي محجوبة بالتقويم المستورد «Airbnb»"]);

    // A customer is told the unit is taken, not which channel took it.
    const request = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2034-03-05", to: "2034-03-07" }),
    });
    expect(request.statusCode).toBe(422);
    expect(request.json().errors.from).toEqual(["This unit is already booked for these dates"]);

    // A request first fetches a feed not synced lately: an event added since the last sync refuses it.
    feeds.set("/cabin.ics", airbnb(["c1", "2034-03-05", "2034-03-08"], ["c2", "2034-04-01", "2034-04-03"]));
    await t.app.db
      .updateTable("calendar_feeds")
      .set({ last_success_at: "2034-01-01T00:00:00.000Z".replace("2034", "2020") })
      .where("id", "=", feed.id)
      .execute();
    const before = hits.get("/cabin.ics") ?? 0;
    const fresh = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2034-04-02", to: "2034-04-04" }),
    });
    expect(fresh.statusCode).toBe(422);
    expect(hits.get("/cabin.ics")).toBe(before + 1);
    // Synced just now: the next request does not fetch it again.
    const accepted = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2034-04-10", to: "2034-04-12" }),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(hits.get("/cabin.ics")).toBe(before + 1);
  });

  it("flags an imported block that overlaps a stay here to the owner, and keeps it", async () => {
    const stay = await call(t.app, d.tokens.owner, "POST", dashboard(), {
      item_id: f.villa,
      unit: 1,
      from: "2034-05-10",
      to: "2034-05-12",
      customer: { name: "Maryam Al-Sabah", phone: "99445566" },
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const stayId = stay.json().data.id as number;
    feeds.set("/villa-1.ics", booking(["x1", "2034-05-11", "2034-05-14"]));
    const feed = await addFeed(f.villa, 1, "Booking.com", "booking", "/villa-1.ics");
    await syncNow(f.villa, 1, feed.id);
    expect(await blocksOf(f.villa, 1)).toMatchObject([{ conflict_reservation_id: stayId }]);
    const notes = await call(t.app, d.tokens.owner, "GET", "users/notifications?per_page=50");
    const flagged = (notes.json().data as { type: string; data: Record<string, unknown> }[]).filter(
      (n) => n.type === "calendar-conflict",
    );
    expect(flagged).toHaveLength(1);
    expect(flagged[0].data).toMatchObject({ reservation_id: stayId, feed_id: feed.id });
    expect(String(flagged[0].data.en)).toContain("Booking.com");
    // Told once: the next sync finds the same conflict.
    await syncNow(f.villa, 1, feed.id);
    const again = await call(t.app, d.tokens.owner, "GET", "users/notifications?per_page=50");
    expect(
      (again.json().data as { type: string }[]).filter((n) => n.type === "calendar-conflict"),
    ).toHaveLength(1);
    const board = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${dashboard()}/blocks?from=2034-05-01&to=2034-06-01`,
    );
    expect(board.json().data).toMatchObject([{ unit: 1, conflict_reservation_id: stayId }]);
  });
});

describe("the unit's own feed", () => {
  it("lists stays and blocks without guest data, and a rotated address answers 404", async () => {
    const stay = await call(t.app, d.tokens.owner, "POST", dashboard(), {
      item_id: f.villa,
      unit: 2,
      from: "2034-06-10",
      to: "2034-06-13",
      customer: { name: "Abdullah Al-Rashed", phone: "99778899" },
      notes: "Late arrival",
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const sync = await call(t.app, d.tokens.owner, "GET", unitUrl(f.villa, 2));
    const path = sync.json().data.export_path as string;
    expect(path).toMatch(/^\/api\/public\/calendars\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await t.app.inject({ method: "GET", url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, max-age=300");
    expect(feed.body).toContain("BEGIN:VCALENDAR");
    expect(feed.body).toContain("DTSTART;VALUE=DATE:20340610\r\nDTEND;VALUE=DATE:20340613");
    expect(feed.body).toContain("SUMMARY:Booked");
    // The Booking.com block imported in the first test (20 and 21 January).
    expect(feed.body).toContain("DTSTART;VALUE=DATE:20340120\r\nDTEND;VALUE=DATE:20340122");
    expect(feed.body).toContain("SUMMARY:Blocked");
    for (const secret of ["Abdullah", "Rashed", "99778899", "Late arrival"])
      expect(feed.body).not.toContain(secret);

    const rotated = await call(t.app, d.tokens.owner, "POST", `${unitUrl(f.villa, 2)}/rotate`);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data.export_path as string;
    expect(next).not.toBe(path);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: next })).statusCode).toBe(200);
    expect((await auditsOf(t.app, "calendar_export", f.villa)).map((a) => a.action)).toEqual([
      "rotate_token",
    ]);
    // Staff without the items permission do not see it.
    expect((await call(t.app, d.tokens.other, "GET", unitUrl(f.villa, 2))).statusCode).toBe(404);
  });
});

describe("fetching", () => {
  it("refuses a feed on a private address unless the setting allows it", async () => {
    t.app.config.calendarsAllowPrivate = false;
    const refused = await call(t.app, d.tokens.owner, "POST", `${unitUrl(f.cabin, 1)}/feeds`, {
      name: "Mine",
      source: "other",
      url: `${origin}/cabin.ics`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.url[0]).toMatch(/private/);
    // A feed added while it was allowed is refused at the fetch, and the refusal is its last error.
    t.app.config.calendarsAllowPrivate = true;
    feeds.set("/private.ics", airbnb());
    const feed = await addFeed(f.cabin, 1, "Mine", "other", "/private.ics");
    t.app.config.calendarsAllowPrivate = false;
    const status = await syncNow(f.cabin, 1, feed.id);
    expect(status.last_error).toBe("private address refused");
    expect(hits.get("/private.ics")).toBeUndefined();
    t.app.config.calendarsAllowPrivate = true;
    await call(t.app, d.tokens.owner, "POST", `${unitUrl(f.cabin, 1)}/feeds/${feed.id}/delete`);
  });

  it("records an oversize or unanswered feed as its last error and keeps its last blocks", async () => {
    feeds.set("/flaky.ics", airbnb(["f1", "2034-07-01", "2034-07-03"]));
    const feed = await addFeed(f.villa, 2, "Other", "other", "/flaky.ics");
    await syncNow(f.villa, 2, feed.id);
    const url = `${unitUrl(f.villa, 2)}/feeds/${feed.id}`;
    const huge = await call(t.app, d.tokens.owner, "POST", url, { url: `${origin}/huge.ics` });
    expect(huge.statusCode, huge.body).toBe(200);
    const big = await syncNow(f.villa, 2, feed.id);
    expect(big.last_error).toBe("feed larger than 64 kB");
    expect(big.event_count).toBe(1);
    await call(t.app, d.tokens.owner, "POST", url, { url: `${origin}/hang.ics` });
    const slow = await syncNow(f.villa, 2, feed.id);
    expect(slow.last_error).toBe("no answer within 0.5 s");
    // The blocks of the last success stay.
    expect(await freeNights(f.villa, 2, "2034-06-29", "2034-07-05")).not.toContain("2034-07-01");
    await call(t.app, d.tokens.owner, "POST", `${url}/delete`);
    expect(await freeNights(f.villa, 2, "2034-06-29", "2034-07-05")).toContain("2034-07-01");
  });

  it("fetches a feed once when two runs sync at the same time", async () => {
    feeds.set("/once.ics", booking(["o1", "2034-08-01", "2034-08-02"]));
    const feed = await addFeed(f.cabin, 1, "Booking.com", "booking", "/once.ics");
    // Two instances' background rounds at once (the feed is due: just added).
    const [a, b] = await Promise.all([t.app.calendars.syncDue(), t.app.calendars.syncDue()]);
    expect(hits.get("/once.ics")).toBe(1);
    expect(a + b).toBeGreaterThanOrEqual(1);
    // Not due again for 15 minutes.
    await t.app.calendars.syncDue();
    expect(hits.get("/once.ics")).toBe(1);
    // "Sync now" twice at once: one fetches, the other is told a sync is under way.
    const url = `${unitUrl(f.cabin, 1)}/feeds/${feed.id}/sync`;
    const answers = await Promise.all([
      call(t.app, d.tokens.owner, "POST", url),
      call(t.app, d.tokens.owner, "POST", url),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(hits.get("/once.ics")).toBe(2);
  });
});

const postgres = process.env.DATABASE_URL?.startsWith("postgres");

describe.runIf(postgres)("two instances on one database", () => {
  it("fetch a due feed exactly once per interval", async () => {
    // The second instance: the same configuration and database, its own job.
    const second = await buildApp(loadConfig({ ...t.app.config }), {
      seed: false,
      calendars: { pollMs: 0, timeoutMs: 500, maxBytes: 64 * 1024 },
    });
    await second.ready();
    try {
      feeds.set("/twice.ics", booking(["t1", "2034-09-01", "2034-09-03"]));
      const feed = await addFeed(f.villa, 1, "Other", "other", "/twice.ics");
      for (let round = 1; round <= 3; round++) {
        await Promise.all([
          t.app.calendars.syncDue(),
          second.calendars.syncDue(),
          t.app.calendars.syncDue(),
          second.calendars.syncDue(),
        ]);
        expect(hits.get("/twice.ics")).toBe(round);
        // Not due again before its interval: another round of both fetches nothing.
        await Promise.all([t.app.calendars.syncDue(), second.calendars.syncDue()]);
        expect(hits.get("/twice.ics")).toBe(round);
        // The interval passes.
        await t.app.db
          .updateTable("calendar_feeds")
          .set({ next_sync_at: "2020-01-01T00:00:00.000Z" })
          .where("id", "=", feed.id)
          .execute();
      }
    } finally {
      await second.close();
    }
  });
});
