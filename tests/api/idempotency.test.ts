import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { buildTestApp, DEMO, login, type TestApp } from "./helpers";
import {
  apiRoutes,
  changedTables,
  demoIds,
  routeName,
  snapshot,
  urlOf,
  type ApiRoute,
  type DemoIds,
} from "./route-catalog";
import { sampleOf } from "./hostile-values";
import { multipart, pngFile } from "./media-helpers";
import { sampleRecord } from "./declared-samples";
import { declarationOf } from "../../src/domain/resources";

// Generated from the OpenAPI document and the idempotency hook's own list (plugins/idempotency.ts): every create
// route, called as the demo owner with a body it accepts, answers a retry under the same Idempotency-Key with the
// first answer and writes nothing more, and refuses the key with another body (422). A create route that opts out
// says why, and is listed. A new create route is covered here without a test being written; one whose sample body
// it refuses fails by name until BODIES gives it one.

let t: TestApp;
let token: string;
let ids: DemoIds;
let creates: ApiRoute[];

/** The Fastify spelling of an OpenAPI path, as the hook lists routes. */
const fastifyKey = (route: ApiRoute) => `POST ${route.path.replace(/\{(\w+)\}/g, ":$1")}`;

beforeAll(async () => {
  // A calendar feed on this machine (refused otherwise): its create route is sampled like every other.
  t = await buildTestApp({ config: { calendarsAllowPrivate: true } });
  token = await login(t.app, DEMO.owner);
  ids = await demoIds(t.app);
  chalet = await chaletOf();
  creates = apiRoutes(t.app).filter((r) => r.method === "POST" && t.app.idempotentRoutes.has(fastifyKey(r)));
});
afterAll(async () => t?.close());

/** The demo owner's chalet business: reservations and their payments are a chalet's. */
interface Chalet {
  businessId: number;
  branchId: number;
  listingId: number;
  reservationId: number;
}
let chalet: Chalet;

async function chaletOf(): Promise<Chalet> {
  const db = t.app.db;
  const business = await db
    .selectFrom("businesses")
    .select("id")
    .where("owner_id", "=", ids.ownerId)
    .where("type", "=", "chalet")
    .executeTakeFirstOrThrow();
  const first = (table: "branches" | "items" | "reservations") =>
    db
      .selectFrom(table)
      .select("id")
      .where("business_id", "=", business.id)
      .orderBy("id")
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.id));
  return {
    businessId: business.id,
    branchId: await first("branches"),
    listingId: await first("items"),
    reservationId: await first("reservations"),
  };
}

const declared = (name: string) => (n: number) => sampleRecord(declarationOf(name)!, 1000 + n);

/** A body each route accepts where the schema's sample is not enough (business rules a schema cannot say). */
const BODIES: Record<string, (n: number) => object> = {
  "POST /api/business": (n) => ({
    type: "restaurant",
    locales: [{ locale: "en", name: `Idempotent ${n}` }],
    timezone: "Asia/Kuwait",
  }),
  "POST /api/business/{businessId}/coupons": declared("coupons"),
  "POST /api/business/{businessId}/events": declared("events"),
  "POST /api/events": (n) => ({ ...declared("events")(n), business_id: ids.businessId }),
  "POST /api/business/{businessId}/branches": declared("branches"),
  "POST /api/business/{businessId}/items": (n) => ({
    category_id: ids.byTable.categories,
    locales: [{ locale: "en", name: `Idempotent ${n}` }],
  }),
  "POST /api/media": (n) => ({
    type: "youtube",
    src: `https://www.youtube.com/watch?v=dQw4w9WgXc${n % 10}`,
    mediable_type: "Item",
    mediable_id: ids.byTable.items,
  }),
  "POST /api/business/{businessId}/branches/{branchId}/reservations": (n) => ({
    item_id: chalet.listingId,
    from: `2033-0${1 + (n % 9)}-05`,
    to: `2033-0${1 + (n % 9)}-07`,
    customer: { name: "Idempotent guest", phone: "51234567" },
  }),
  "POST /api/business/{businessId}/branches/{branchId}/reservations/{id}/payments": () => ({
    amount: 5,
    method: "cash",
  }),
  "POST /api/business/{businessId}/items/{itemId}/rate-seasons": (n) => ({
    locales: [{ locale: "en", name: `Season ${n}` }],
    from: `2034-0${1 + (n % 9)}-01`,
    to: `2034-0${1 + (n % 9)}-10`,
    weekdays: 40,
  }),
  "POST /api/business/{businessId}/items/{itemId}/units/{unit}/calendar/feeds": (n) => ({
    name: `Channel ${n}`,
    source: "other",
    url: `http://127.0.0.1:9/unit-${n}.ics`,
  }),
};

/** Routes addressed at the chalet business rather than the demo restaurant. */
const CHALET_ROUTES = new Set([
  "POST /api/business/{businessId}/branches/{branchId}/reservations",
  "POST /api/business/{businessId}/branches/{branchId}/reservations/{id}/payments",
  "POST /api/business/{businessId}/items/{itemId}/units/{unit}/calendar/feeds",
  "POST /api/business/{businessId}/items/{itemId}/rate-seasons",
]);

/** Fields whose demo record is already taken by another (a picture belongs to one record): left empty. */
const EMPTY_FIELDS = ["media_id"];

function bodyOf(route: ApiRoute, n: number): unknown {
  const given = BODIES[routeName(route)];
  if (given) return given(n);
  if (!route.body) return undefined;
  const body = sampleOf(route.body, "body", ids) as Record<string, unknown>;
  for (const field of EMPTY_FIELDS) if (field in body) body[field] = null;
  return body;
}

/** Two different requests of the route: the second changes a text field, or the upload's file. */
async function requestsOf(route: ApiRoute, n: number): Promise<[InjectOptions, InjectOptions]> {
  const url = CHALET_ROUTES.has(routeName(route))
    ? urlOf(route, ids, {
        businessId: String(chalet.businessId),
        branchId: String(chalet.branchId),
        id: String(chalet.reservationId),
        itemId: String(chalet.listingId),
      })
    : urlOf(route, ids);
  if (route.path === "/api/media/upload") {
    const first = multipart(await pngFile(32, 32));
    const second = multipart(await pngFile(40, 40));
    const of = (form: typeof first): InjectOptions => ({
      method: "POST",
      url,
      payload: form.payload,
      headers: { "content-type": form.contentType, "business-id": String(ids.businessId) },
    });
    return [of(first), of(second)];
  }
  const body = bodyOf(route, n);
  const other = JSON.parse(JSON.stringify(body ?? {})) as Record<string, unknown>;
  other.notes = `another request ${n}`;
  if (typeof other.name === "string") other.name = `${other.name} other`;
  if (Array.isArray(other.locales)) other.locales = [{ locale: "en", name: `Other ${n}` }];
  const of = (payload: unknown): InjectOptions => ({
    method: "POST",
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return [of(body), of(other)];
}

const send = (options: InjectOptions, key: string, locale = "en") =>
  t.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}`, locale, "idempotency-key": key },
  });

const summary = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 160)}`;

describe("Idempotency-Key on every create route", () => {
  it("lists the create routes it applies to, and each one that opts out with its reason", () => {
    expect(creates.length).toBeGreaterThan(10);
    const skipped = [...t.app.idempotencySkipped];
    console.info(
      `idempotency: ${creates.length} create routes; skipped: ${skipped.map(([r, why]) => `${r} (${why})`).join("; ")}`,
    );
    for (const [route, reason] of skipped) expect(reason.length, route).toBeGreaterThan(20);
    for (const name of [
      "POST /api/business/:businessId/branches/:branchId/orders",
      "POST /api/business/:businessId/branches/:branchId/reservations",
      "POST /api/business/:businessId/branches/:branchId/reservations/:id/payments",
      "POST /api/media/upload",
      "POST /api/business/:businessId/holidays",
    ])
      expect(t.app.idempotentRoutes.has(name), name).toBe(true);
  });

  it("replays the first answer to a retry, writes nothing more, and refuses the key with another body", async () => {
    const problems: string[] = [];
    let n = 0;
    for (const route of creates) {
      n++;
      const name = routeName(route);
      const key = `generated-${n}`;
      const [first, other] = await requestsOf(route, n);
      const made = await send(first, key);
      if (made.statusCode < 200 || made.statusCode > 299) {
        problems.push(`${name}: the sample body is refused (${summary(made)}); give it one in BODIES`);
        continue;
      }
      const before = await snapshot(t.app);
      const again = await send(first, key);
      const after = await snapshot(t.app);
      if (again.statusCode !== made.statusCode || again.body !== made.body)
        problems.push(`${name}: the retry answered ${summary(again)}, not the first answer`);
      if (again.headers["idempotent-replayed"] !== "true") problems.push(`${name}: no Idempotent-Replayed`);
      const changed = changedTables(before, after);
      if (changed.length) problems.push(`${name}: the retry wrote to ${changed.join(", ")}`);
      const reused = await send(other, key, "ar");
      if (reused.statusCode !== 422 || !reused.json().errors?.["idempotency-key"])
        problems.push(`${name}: the key with another body answered ${summary(reused)}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe("Idempotency-Key rules", () => {
  const ordersUrl = () => `/api/business/${ids.businessId}/branches/${ids.branchId}/orders`;
  const holiday = (n: number) => sampleRecord(declarationOf("holidays")!, 2000 + n);
  const holidaysUrl = () => `/api/business/${ids.businessId}/holidays`;

  it("refuses a malformed key (422), in both languages", async () => {
    const en = await send({ method: "POST", url: holidaysUrl(), payload: holiday(1) }, "bad key with spaces");
    expect(en.statusCode).toBe(422);
    expect(en.json().errors["idempotency-key"]).toEqual([
      "The Idempotency-Key must be 1 to 100 visible ASCII characters.",
    ]);
    const ar = await send({ method: "POST", url: holidaysUrl(), payload: holiday(1) }, "x".repeat(101), "ar");
    expect(ar.json().errors["idempotency-key"][0]).toMatch(/Idempotency-Key/);
  });

  it("keeps keys apart between people: another owner's same key creates their own record", async () => {
    const other = await login(t.app, DEMO.other);
    const info = await t.app.inject({
      method: "GET",
      url: "/api/users/info",
      headers: { authorization: `Bearer ${other}` },
    });
    const theirs = info.json().data.business[0].id as number;
    const body = holiday(2);
    const mine = await send({ method: "POST", url: holidaysUrl(), payload: body }, "shared-key");
    const theirsAnswer = await t.app.inject({
      method: "POST",
      url: `/api/business/${theirs}/holidays`,
      payload: body,
      headers: { authorization: `Bearer ${other}`, "idempotency-key": "shared-key" },
    });
    expect(mine.statusCode).toBe(201);
    expect(theirsAnswer.statusCode).toBe(201);
    expect(theirsAnswer.json().data.id).not.toBe(mine.json().data.id);
  });

  it("does not keep a refusal: after a 422 the same key runs again", async () => {
    const bad = await send(
      { method: "POST", url: holidaysUrl(), payload: { ...holiday(6), from: "not a date" } },
      "after-refusal",
    );
    expect(bad.statusCode).toBe(422);
    const good = await send({ method: "POST", url: holidaysUrl(), payload: holiday(3) }, "after-refusal");
    expect(good.statusCode).toBe(201);
  });

  it("answers 409 to a retry while the first request still runs, and only one record is made", async () => {
    const body = {
      type: "self_pickup",
      customer: { name: "Concurrent", phone: "51234567" },
      lines: [{ item_id: ids.byTable.items, quantity: 1 }],
    };
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send({ method: "POST", url: ordersUrl(), payload: body }, "concurrent-key")),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    // One made the order; each other either waited its turn and was replayed (201) or was told to retry (409).
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const made = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.id);
    expect(new Set(made).size).toBe(1);
    expect(await count()).toBe(before + 1);
    const conflict = answers.find((a) => a.statusCode === 409);
    if (conflict) expect(conflict.json().message).toMatch(/still being processed/);
    const later = await send({ method: "POST", url: ordersUrl(), payload: body }, "concurrent-key");
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).toBe(made[0]);
  });

  it("forgets an answer after 24 hours: the key then makes a new record", async () => {
    const body = holiday(4);
    const first = await send({ method: "POST", url: holidaysUrl(), payload: body }, "old-key");
    expect(first.statusCode).toBe(201);
    await t.app.db
      .updateTable("idempotent_requests")
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000).toISOString() })
      .where("key", "=", "old-key")
      .execute();
    const second = await send({ method: "POST", url: holidaysUrl(), payload: holiday(5) }, "old-key");
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
  });
});
