import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, login, type TestApp } from "./helpers";
import {
  apiRoutes,
  demoIds,
  inBatches,
  routeName,
  urlOf,
  type ApiRoute,
  type DemoIds,
} from "./route-catalog";
import { sampleOf } from "./hostile-values";

// Generated from the OpenAPI document: every list (a GET with a `page` parameter) refuses a filter it does not know
// and a sort field it does not know with 422 and the field's message in the request's language, rather than
// listing everything (react-admin's contract: a filter the server ignores would show rows the user did not ask for).

let t: TestApp;
let token: string;
let ids: DemoIds;
let lists: ApiRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  token = await login(t.app, DEMO.owner);
  ids = await demoIds(t.app);
  const all = apiRoutes(t.app).filter((r) => r.method === "GET" && r.query.some((q) => q.name === "page"));
  // Skipped, with their reasons: the public API's lists (customers' apps, not react-admin's; covered by their own
  // tests) and legacy paths kept lenient for older clients (plugins/list-query.ts).
  const skipped = all.filter((r) => r.public || t.app.lenientLists.has(fastifyKey(r)));
  console.info(
    `list queries: ${all.length - skipped.length} lists checked; skipped: ${skipped
      .map((r) => `${routeName(r)} (${r.public ? "public API" : t.app.lenientLists.get(fastifyKey(r))})`)
      .join("; ")}`,
  );
  lists = all.filter((r) => !skipped.includes(r));
});
afterAll(async () => t?.close());

const fastifyKey = (route: ApiRoute) => `GET ${route.path.replace(/\{(\w+)\}/g, ":$1")}`;

/** The list's required query parameters (a date range, a business), from its schema. */
const requiredQuery = (route: ApiRoute) =>
  route.query
    .filter((q) => q.required)
    .map((q) => `${q.name}=${encodeURIComponent(String(sampleOf(q.schema, q.name, ids)))}`);

const get = (route: ApiRoute, extra: string, locale = "en") =>
  t.app.inject({
    method: "GET",
    url: `${urlOf(route, ids)}?${[...requiredQuery(route), extra].join("&")}`,
    headers: { authorization: `Bearer ${token}`, locale },
  });

describe("list queries", () => {
  it("answer every list with 200 when asked plainly", async () => {
    expect(lists.length).toBeGreaterThan(15);
    const problems: string[] = [];
    await inBatches(lists, 8, async (route) => {
      const plain = await get(route, "page=1");
      if (plain.statusCode !== 200)
        problems.push(`${routeName(route)}: ${plain.statusCode} ${plain.body.slice(0, 120)}`);
    });
    expect(problems).toEqual([]);
  });

  it("refuse an unknown filter and an unknown sort field with 422, in the request's language", async () => {
    const problems: string[] = [];
    await inBatches(lists, 8, async (route) => {
      const name = routeName(route);
      const filter = await get(route, "no_such_filter=1", "ar");
      if (filter.statusCode !== 422 || !filter.json().errors?.no_such_filter)
        problems.push(`${name} ?no_such_filter: ${filter.statusCode} ${filter.body.slice(0, 100)}`);
      else if (!/[\u0600-\u06ff]/.test(filter.json().errors.no_such_filter[0]))
        problems.push(`${name} ?no_such_filter: not in Arabic`);
      const sort = await get(route, "sort=no_such_field");
      if (sort.statusCode !== 422 || !sort.json().errors?.sort)
        problems.push(`${name} ?sort=no_such_field: ${sort.statusCode} ${sort.body.slice(0, 100)}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("ids on every list (react-admin's getMany in one request)", () => {
  it("answers only the records of the ids asked that the list has, none of another business", async () => {
    const problems: string[] = [];
    const skipped: string[] = [];
    // An id of another business's row of the same list: the demo's second business has its own rows.
    await inBatches(lists, 8, async (route) => {
      const name = routeName(route);
      if (!route.query.some((q) => q.name === "ids")) return void problems.push(`${name}: takes no ids`);
      const plain = await get(route, "page=1&per_page=3");
      const rows = (plain.json().data ?? []) as { id: number | string }[];
      const numeric = rows.filter((r) => typeof r.id === "number");
      if (!numeric.length) return void skipped.push(`${name} (no rows with a numeric id in the demo)`);
      const wanted = numeric[0].id as number;
      const asked = await get(route, `ids=${wanted}&ids=2000000000`);
      const found = ((asked.json().data ?? []) as { id: unknown }[]).map((r) => r.id);
      if (asked.statusCode !== 200 || found.length !== 1 || found[0] !== wanted)
        problems.push(`${name} ?ids=${wanted}: ${asked.statusCode} ${JSON.stringify(found).slice(0, 80)}`);
      const none = await get(route, "ids=2000000000");
      if (none.statusCode !== 200 || none.json().data.length !== 0)
        problems.push(`${name} ?ids=<unknown>: ${none.statusCode} ${none.body.slice(0, 80)}`);
    });
    if (skipped.length) console.info(`ids: skipped, visibly: ${skipped.join("; ")}`);
    expect(problems).toEqual([]);
  });

  it("never answers another business's record for its id", async () => {
    const branches = await t.app.db
      .selectFrom("branches")
      .select(["id", "business_id"])
      .orderBy("id")
      .execute();
    const mine = branches.filter((h) => h.business_id === ids.businessId).map((h) => Number(h.id));
    const theirs = branches.filter((h) => h.business_id !== ids.businessId).map((h) => Number(h.id));
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    const orders = await t.app.db.selectFrom("orders").select(["id", "branch_id"]).execute();
    const ownOrder = orders.find((o) => o.branch_id === ids.branchId);
    const theirOrder = orders.find((o) => theirs.includes(Number(o.branch_id)));
    expect(ownOrder && theirOrder).toBeTruthy();
    const cases = [
      { url: `/api/business/${ids.businessId}/branches`, own: mine[0], other: theirs[0] },
      {
        url: `/api/business/${ids.businessId}/branches/${ids.branchId}/orders`,
        own: Number(ownOrder!.id),
        other: Number(theirOrder!.id),
      },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: "GET",
        url: `${c.url}?ids=${c.own}&ids=${c.other}&ids=2000000000`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, c.url).toBe(200);
      expect(response.json().data.map((r: { id: number }) => r.id)).toEqual([c.own]);
    }
  });
});
