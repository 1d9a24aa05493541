import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";

// The generated test files read the API from its OpenAPI document, so a route added tomorrow is covered
// without anyone writing a test for it. This file turns the document into callable routes on real ids.

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

export interface ApiRoute {
  method: "GET" | "POST";
  /** OpenAPI path, e.g. /api/business/{businessId}/items/{id} */
  path: string;
  params: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
  /** `security: []` in the document: the route answers without a token. */
  public: boolean;
}

export const routeName = (route: Pick<ApiRoute, "method" | "path">) => `${route.method} ${route.path}`;

/** Every operation of the OpenAPI document (hidden duplicates such as trailing-slash spellings are not in it). */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = (op.parameters ?? []) as {
        in: string;
        name: string;
        schema: JsonSchema;
        required?: boolean;
      }[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      routes.push({
        method: method.toUpperCase() as ApiRoute["method"],
        path,
        params: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        body: content?.["application/json"]?.schema,
        public: Array.isArray(op.security) && (op.security as unknown[]).length === 0,
      });
    }
  }
  return routes;
}

export interface DemoIds {
  ownerId: number;
  businessId: number;
  branchId: number;
  /** Record ids per table, in the demo owner's restaurant where it has one. */
  byTable: Record<string, number>;
  /**
   * Path parameters that are words, not ids (the public API's): `{slug}` the branch's slug, `{token}` a tracking
   * token of no order (the public routes answer 404 to it, as to any token they do not know), `{appId}` the live
   * server's app key and `{name}` a channel, `{unit}` a chalet listing's unit number and `{file}` a unit's
   * calendar file.
   */
  words: Record<string, string>;
}

// The table an `{id}` belongs to is named by the path segment before it; these are the irregular spellings.
const TABLE_OF_SEGMENT: Record<string, string> = {
  business: "businesses",
  menu: "menus",
  user: "users",
  // The public API calls a chalet business's items its listings.
  listings: "items",
  webhooks: "webhook_endpoints",
  // A chalet unit's imported calendars (.../units/:unit/calendar/feeds/:id).
  feeds: "calendar_feeds",
};

/** The demo owner's restaurant (its first branch with floors) and one record of each kind in it. */
export async function demoIds(app: FastifyInstance): Promise<DemoIds> {
  const db = app.db;
  const owner = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "owner@example.com")
    .executeTakeFirstOrThrow();
  const business = await db
    .selectFrom("businesses")
    .select("id")
    .where("owner_id", "=", owner.id)
    .where("type", "=", "restaurant")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const floor = await db
    .selectFrom("floors")
    .select(["id", "branch_id"])
    .where("business_id", "=", business.id)
    .orderBy("id")
    .executeTakeFirst();
  const branch =
    floor?.branch_id ??
    (
      await db
        .selectFrom("branches")
        .select("id")
        .where("business_id", "=", business.id)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
  const first = async (query: { executeTakeFirst(): Promise<{ id: number } | undefined> }) =>
    (await query.executeTakeFirst())?.id;
  const itemIds = db.selectFrom("items").select("id").where("business_id", "=", business.id);
  const byTable: Record<string, number | undefined> = {
    businesses: business.id,
    branches: branch,
    menus: await first(
      db.selectFrom("menus").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    categories: await first(
      db.selectFrom("categories").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    items: await first(
      db.selectFrom("items").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    holidays: await first(
      db.selectFrom("holidays").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    floors: floor?.id,
    tables: await first(
      db
        .selectFrom("tables")
        .select("id")
        .where("floor_id", "=", floor?.id ?? 0)
        .orderBy("id"),
    ),
    orders: await first(db.selectFrom("orders").select("id").where("branch_id", "=", branch).orderBy("id")),
    reservations: await first(
      db.selectFrom("reservations").select("id").where("branch_id", "=", branch).orderBy("id"),
    ),
    media: await first(
      db.selectFrom("media").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    services: await first(
      db.selectFrom("services").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    hotels: await first(
      db.selectFrom("hotels").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    events: await first(
      db.selectFrom("events").select("id").where("business_id", "=", business.id).orderBy("id"),
    ),
    prices: await first(db.selectFrom("prices").select("id").where("item_id", "in", itemIds).orderBy("id")),
    discounts: await first(
      db.selectFrom("discounts").select("id").where("item_id", "in", itemIds).orderBy("id"),
    ),
    addons: await first(db.selectFrom("addons").select("id").where("item_id", "in", itemIds).orderBy("id")),
    users: await first(
      db
        .selectFrom("business_users")
        .select("user_id as id")
        .where("business_id", "=", business.id)
        .where("role", "=", "staff")
        .orderBy("user_id"),
    ),
    notifications: await first(
      db.selectFrom("notifications").select("id").where("user_id", "=", owner.id).orderBy("id"),
    ),
  };
  // The demo seeds no webhook endpoint (it would call out): one, disabled so nothing is ever sent, with one queued
  // delivery, gives the webhook routes real records of the owner's business.
  byTable.webhook_endpoints = await demoWebhook(app, business.id);
  byTable.webhook_deliveries = (
    await db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("endpoint_id", "=", byTable.webhook_endpoints)
      .executeTakeFirstOrThrow()
  ).id;
  // A kind the restaurant has none of (e.g. reservations), or a table added later, takes its first row: the
  // demo seeds the owner's businesses first, so it still belongs to the owner and tenancy answers are the same.
  for (const { name: table, columns } of await db.introspection.getTables()) {
    if (byTable[table] !== undefined || !columns.some((c) => c.name === "id")) continue;
    const row = await sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 1`.execute(db);
    byTable[table] = row.rows[0]?.id ?? 1;
  }
  const slug = await db
    .selectFrom("branches")
    .select("slug")
    .where("id", "=", branch)
    .executeTakeFirstOrThrow();
  return {
    ownerId: owner.id,
    businessId: business.id,
    branchId: branch,
    byTable: byTable as Record<string, number>,
    words: {
      slug: slug.slug,
      token: "no-such-tracking-token-0000000000",
      // The Pusher HTTP API's app: this server's own key (its hostile requests meet the signature check).
      appId: app.liveCredentials?.key ?? "no-such-app",
      name: "private-no-such-channel",
      // A chalet unit is a listing's number, not a record: the first unit of {itemId}.
      unit: "1",
      // A unit's calendar file of no unit (the route answers 404 to it, as to any token it does not know).
      file: "no-such-calendar-token-000000.ics",
    },
  };
}

async function demoWebhook(app: FastifyInstance, businessId: number): Promise<number> {
  const found = await app.db
    .selectFrom("webhook_endpoints")
    .select("id")
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (found) return found.id;
  const now = new Date().toISOString();
  const { id } = await app.db
    .insertInto("webhook_endpoints")
    .values({
      business_id: businessId,
      url: "https://hooks.example.com/menu",
      events: JSON.stringify(["order.created"]),
      secret: "whsec_catalog",
      enabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("webhook_deliveries")
    .values({
      uid: "whd_catalog",
      endpoint_id: id,
      business_id: businessId,
      event: "order.created",
      record_key: "order:0",
      body: "{}",
      status: "delivered",
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return id;
}

/** The id for one path parameter: by name (businessId, branchId, floorId, ...) or, for `{id}`, by the segment before it. */
export function idFor(route: ApiRoute, param: string, ids: DemoIds): number {
  const named: Record<string, string> = {
    businessId: "businesses",
    branchId: "branches",
    floorId: "floors",
    menuId: "menus",
    itemId: "items",
    userId: "users",
    deliveryId: "webhook_deliveries",
  };
  let table = named[param];
  if (!table && param === "id") {
    const segments = route.path.split("/");
    const before = segments[segments.indexOf("{id}") - 1];
    table = TABLE_OF_SEGMENT[before] ?? before.replace(/-/g, "_");
  }
  const id = table ? ids.byTable[table] : undefined;
  if (id === undefined)
    throw new Error(`${routeName(route)}: no demo record known for path parameter {${param}}`);
  return id;
}

/** The route's URL with each parameter replaced, by default with the demo owner's real ids. */
export function urlOf(route: ApiRoute, ids: DemoIds, override: Record<string, string> = {}): string {
  return route.path.replace(
    /\{(\w+)\}/g,
    (_, param: string) => override[param] ?? ids.words[param] ?? String(idFor(route, param, ids)),
  );
}

// Tables that change on reads and sign-ins, not on business data: token last-use times, login codes.
const VOLATILE_TABLES = new Set(["api_tokens"]);

/** Row count and a hash of every row of every application table, to prove a run of requests wrote nothing. */
export async function snapshot(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await app.db.introspection.getTables();
  const result: Record<string, string> = {};
  for (const table of tables) {
    if (VOLATILE_TABLES.has(table.name) || table.name.startsWith("kysely_")) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(app.db);
    const lines = rows.rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((k) => [k, row[k]]),
        ),
      )
      .sort();
    result[table.name] =
      `${lines.length}:${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
  }
  return result;
}

/** The names of the tables whose rows differ between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);

/** Runs calls a few at a time (Promise.all per batch), so thousands of injects stay quick without piling up. */
export async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}
