import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { buildTestApp, DEMO, login, type TestApp } from "./helpers";
import {
  apiRoutes,
  changedTables,
  demoIds,
  inBatches,
  routeName,
  snapshot,
  urlOf,
  type ApiRoute,
  type DemoIds,
} from "./route-catalog";
import { hostileBodies, maximalOf, sampleOf } from "./hostile-values";

// Generated from the OpenAPI document: every write route gets hundreds of invalid bodies, every route hostile
// ids and query strings, all as the demo owner on real ids. No answer may be a 5xx, every refusal has the error
// shape in the request's language, and since every body is invalid by construction no table may change.

let t: TestApp;
let token: string;
let ids: DemoIds;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  token = await login(t.app, DEMO.owner);
  ids = await demoIds(t.app);
  routes = apiRoutes(t.app);
});
afterAll(async () => t?.close());

interface Call {
  route: ApiRoute;
  label: string;
  options: InjectOptions;
  /** Refused for certain (every write here); reads with odd query strings may also answer 200. */
  mustRefuse: boolean;
}

const HOSTILE_IDS = [
  "9007199254740992",
  "3000000000",
  "2147483648",
  "1e+308",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "abc",
  "1%002",
  "%00",
  "__proto__",
];
const HOSTILE_QUERY_VALUES = [
  "1e20",
  "-1",
  "0",
  "Infinity",
  "1e309",
  "9007199254740992",
  "3000000000",
  "abc",
  "%00",
  "a%00b",
  "%25",
  "_",
  "__proto__",
  "x".repeat(300),
];
const LIST_QUERIES = [
  "page=1e20",
  "per_page=-1",
  "per_page=1e309",
  "page=Infinity",
  "sort=__proto__",
  "sort=constructor",
  "sort=toString",
  "order=x",
  "q=%00",
  "q=%25",
  "q=_",
  "q=%5C",
  "page[]=1",
  "page=1&page=2",
  "sort=id&sort=name",
  "q=a&q=b",
];

let sequence = 0;
function request(
  route: ApiRoute,
  label: string,
  url: string,
  extra: Partial<InjectOptions>,
  mustRefuse: boolean,
): Call {
  const locale = sequence++ % 2 ? "ar" : "en";
  const headers = { authorization: `Bearer ${token}`, locale, ...(extra.headers ?? {}) };
  return { route, label, mustRefuse, options: { method: route.method, url, ...extra, headers } };
}

function bodyCalls(route: ApiRoute): Call[] {
  const url = urlOf(route, ids);
  if (!route.body) {
    // No body schema: only payloads the parser itself must refuse, since anything else would run the handler.
    const parserRefusals = [
      { label: "invalid JSON", payload: '{"a":', type: "application/json" },
      { label: "empty JSON", payload: "", type: "application/json" },
      { label: "__proto__", payload: '{"__proto__":{"x":1}}', type: "application/json" },
    ];
    // Upload routes read multipart themselves: a form without a boundary must be refused, not crash.
    if (route.path.endsWith("/upload"))
      parserRefusals.push(
        { label: "multipart without boundary", payload: "--x\r\n\r\n", type: "multipart/form-data" },
        { label: "text/plain", payload: "x", type: "text/plain" },
      );
    return parserRefusals.map((p) =>
      request(route, p.label, url, { payload: p.payload, headers: { "content-type": p.type } }, true),
    );
  }
  return hostileBodies(route.body, ids).map((body) =>
    request(
      route,
      body.label,
      url,
      body.text !== undefined
        ? { payload: body.text, headers: { "content-type": body.contentType ?? "application/json" } }
        : { payload: JSON.stringify(body.json), headers: { "content-type": "application/json" } },
      true,
    ),
  );
}

function idCalls(route: ApiRoute): Call[] {
  const payload = route.body ? JSON.stringify(sampleOf(route.body, "body", ids)) : undefined;
  const headers = payload ? { "content-type": "application/json" } : {};
  return route.params.flatMap((param) =>
    HOSTILE_IDS.map((value) =>
      request(
        route,
        `{${param}}=${value}`,
        urlOf(route, ids, { [param]: value }),
        { payload, headers },
        true,
      ),
    ),
  );
}

function queryCalls(route: ApiRoute): Call[] {
  const url = urlOf(route, ids);
  const isWrite = route.method !== "GET";
  const queries = route.query.flatMap((q) => HOSTILE_QUERY_VALUES.map((v) => `${q.name}=${v}`));
  if (route.query.some((q) => q.name === "page")) queries.push(...LIST_QUERIES);
  // A write with a query string (users/{id}/delete?business_id=) still gets a body it refuses, so nothing runs.
  const payload = isWrite ? '{"a":' : undefined;
  const headers = isWrite ? { "content-type": "application/json" } : {};
  return queries.map((query) =>
    request(route, `?${query}`, `${url}?${query}`, { payload, headers }, isWrite),
  );
}

const ARABIC = /[\u0600-\u06FF]/;

/** What is wrong with one answer, or nothing. */
function problemOf(call: Call, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status}`;
  if (call.mustRefuse && status < 400) return `accepted with ${status}`;
  if (status < 400) return undefined;
  let body: { message?: unknown; errors?: Record<string, unknown> };
  try {
    body = response.json();
  } catch {
    return `${status} without a JSON body`;
  }
  if (typeof body.message !== "string" || !body.message) return `${status} without a message`;
  if (body.errors !== undefined) {
    const fields = Object.values(body.errors);
    if (!fields.length || !fields.every((m) => Array.isArray(m) && m.every((s) => typeof s === "string")))
      return `${status} malformed errors`;
  }
  if ((call.options.headers as Record<string, string>).locale === "ar" && !ARABIC.test(body.message))
    return `${status} not in Arabic: ${body.message}`;
  return undefined;
}

describe("malformed input", () => {
  it("never answers 5xx, always answers the error shape, and writes nothing", async () => {
    const before = await snapshot(t.app);
    const calls = routes.flatMap((route) => [
      ...(route.method === "POST" ? bodyCalls(route) : []),
      ...idCalls(route),
      ...queryCalls(route),
    ]);
    const writeRoutes = routes.filter((r) => r.method === "POST" && r.body);
    for (const route of writeRoutes)
      expect(calls.filter((c) => c.route === route).length).toBeGreaterThanOrEqual(200);

    const problems: string[] = [];
    let serverErrors = 0;
    await inBatches(calls, 25, async (call) => {
      const response = await t.app.inject(call.options);
      if (response.statusCode >= 500) serverErrors++;
      const problem = problemOf(call, response);
      if (problem) problems.push(`${routeName(call.route)} [${call.label.slice(0, 80)}]: ${problem}`);
    });
    const after = await snapshot(t.app);
    console.info(
      `malformed input: ${routes.length} routes, ${writeRoutes.length} write routes with a body, ${calls.length} requests, ${serverErrors} answers ≥ 500`,
    );
    expect(problems.slice(0, 60), `${problems.length} problems`).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
  }, 240_000);
});

describe("sums of valid values", () => {
  // Each field is bounded by its schema, a sum of them is not: every write route gets a body of valid parts at
  // their largest (amounts and counts at the maximum, lists full, a month between dates), twice, so the second
  // round also meets stored values at their largest (an item's prices, then an order of many of them). Writes may
  // succeed; none may overflow into a 5xx (PostgreSQL's integer columns refused what SQLite stored).
  it("never answer 5xx, and refusals have the error shape in the request's language", async () => {
    const writeRoutes = routes.filter((r) => r.method === "POST" && r.body && !r.path.endsWith("/delete"));
    const problems: string[] = [];
    let accepted = 0;
    let refused = 0;
    for (const round of [1, 2])
      for (const route of writeRoutes) {
        const call = request(
          route,
          `maximal, round ${round}`,
          urlOf(route, ids),
          {
            payload: JSON.stringify(maximalOf(route.body!, "body", ids)),
            headers: { "content-type": "application/json" },
          },
          false,
        );
        const response = await t.app.inject(call.options);
        if (response.statusCode < 400) accepted++;
        else refused++;
        const problem = problemOf(call, response);
        if (problem)
          problems.push(`${routeName(route)} [round ${round}]: ${problem} ${response.body.slice(0, 200)}`);
      }
    console.info(
      `sums of valid values: ${writeRoutes.length} write routes, ${accepted} accepted, ${refused} refused`,
    );
    expect(problems).toEqual([]);
  }, 240_000);
});

describe("a non-finite sort (issue 9)", () => {
  it("is refused with a field message in the request's language, and nothing is saved", async () => {
    const mediaId = ids.byTable.media;
    const before = await t.app.db
      .selectFrom("media")
      .select("sort")
      .where("id", "=", mediaId)
      .executeTakeFirstOrThrow();
    for (const [locale, sort] of [
      ["en", "Infinity"],
      ["ar", "1e309"],
      ["en", 9007199254740992],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/media/${mediaId}`,
        headers: { authorization: `Bearer ${token}`, locale },
        payload: { sort },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.sort).toHaveLength(1);
      if (locale === "ar") expect(response.json().message).toMatch(ARABIC);
    }
    const after = await t.app.db
      .selectFrom("media")
      .select("sort")
      .where("id", "=", mediaId)
      .executeTakeFirstOrThrow();
    expect(after.sort).toBe(before.sort);
  });

  it("already stored by an older version (SQLite keeps Infinity) does not break reads of the menu", async () => {
    if (t.app.dialect !== "sqlite") return; // PostgreSQL's integer column never held one.
    const media = await t.app.db
      .selectFrom("media")
      .select(["id", "mediable_id"])
      .where("business_id", "=", ids.businessId)
      .where("mediable_type", "=", "Item")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const item = await t.app.db
      .selectFrom("items")
      .select("id")
      .where("id", "=", media.mediable_id!)
      .executeTakeFirstOrThrow();
    const menu = await t.app.db
      .selectFrom("categories")
      .innerJoin("items", "items.category_id", "categories.id")
      .select("categories.menu_id")
      .where("items.id", "=", item.id)
      .executeTakeFirstOrThrow();
    await sql`update media set sort = 9e999 where id = ${media.id}`.execute(t.app.db);
    try {
      for (const url of [
        `/api/menu/${menu.menu_id}`,
        `/api/business/${ids.businessId}/items`,
        `/api/business/${ids.businessId}/items/${item.id}`,
        `/api/media/${media.id}`,
      ]) {
        const response = await t.app.inject({
          method: "GET",
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode, url).toBe(200);
      }
    } finally {
      await sql`update media set sort = 0 where id = ${media.id}`.execute(t.app.db);
    }
  });
});
