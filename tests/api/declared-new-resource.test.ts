import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { REGISTRY } from "../../src/domain/resources";
import { giftCards } from "../../src/test/giftCards";
import { withId } from "../../server/db/dialect";
import { buildTestApp, injectAs, type TestApp } from "./helpers";
import { catalogContext, type CatalogContext } from "./catalog-helpers";
import { message } from "./declared-samples";

// Adding a plain resource takes its declaration and its migration, and nothing else: gift cards, declared in
// src/test/giftCards.ts alone and served beside the registry's resources, with their table made here as their
// migration would make it, get their API, OpenAPI entry, access rules and audits with no other line written.

/** Gift cards' migration, as server/db/migrations would hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("gift_cards"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("balance", "integer", (c) => c.notNull())
    .addColumn("expires_on", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("gift_cards_business_code_idx")
    .on("gift_cards")
    .columns(["business_id", "code"])
    .unique()
    .execute();
}

let t: TestApp;
let c: CatalogContext;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ resources: [...REGISTRY, giftCards] });
  await up(t.app.db as unknown as Kysely<never>);
  c = await catalogContext(t);
  base = `/api/business/${c.restaurant.id}/gift-cards`;
}, 120_000);
afterAll(() => t.close());

const card = { code: "GIFT-2031", balance: 25.5, expires_on: "2031-06-30" };
type Method = "GET" | "POST";
const call = (token: string, method: Method, url: string, payload?: object, locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, { method, url, payload, locale });

describe("a resource added by its declaration and its migration alone", () => {
  it("is listed, created, read, updated and deleted, with an audit row for each write", async () => {
    const created = await call(c.owner, "POST", base, card);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    // Money as an exact decimal, the declared default filled in.
    expect(record).toMatchObject({ ...card, active: true });

    const listed = await call(c.owner, "GET", `${base}?sort=expires_on&order=asc&q=gift-2031`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, current_page: 1, data: [{ id: record.id }] });
    expect((await call(c.owner, "GET", `${base}/${record.id}`)).json().data).toMatchObject(card);

    const updated = await call(c.owner, "POST", `${base}/${record.id}`, {
      balance: 10,
      updated_at: record.updated_at,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.balance).toBe(10);
    // The version it loaded is gone: a second save of it is refused.
    const stale = await call(c.owner, "POST", `${base}/${record.id}`, {
      balance: 9,
      updated_at: record.updated_at,
    });
    expect(stale.statusCode).toBe(409);

    expect((await call(c.owner, "POST", `${base}/${record.id}/delete`)).statusCode).toBe(200);
    expect((await call(c.owner, "GET", `${base}/${record.id}`)).statusCode).toBe(404);

    const audits = await t.app.db
      .selectFrom("audits")
      .select(["action", "changes"])
      .where("entity", "=", "gift_card")
      .where("entity_id", "=", record.id)
      .orderBy("id")
      .execute();
    expect(audits.map((audit) => audit.action)).toEqual(["create", "update", "delete"]);
    expect(JSON.parse(audits[1].changes)).toEqual({ balance: [25.5, 10] });
  });

  it("refuses what its fields do not allow, in English and Arabic", async () => {
    for (const locale of ["en", "ar"] as const) {
      const answer = await call(c.owner, "POST", base, { ...card, code: "bad code", balance: -1 }, locale);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors.code).toEqual([message(locale, "validation.pattern")]);
      expect(answer.json().errors.balance).toEqual([message(locale, "validation.minimum", { limit: 0 })]);
    }
  });

  it("answers another business's owner 404 and a member without its permission 403", async () => {
    const record = (await call(c.owner, "POST", base, { ...card, code: "GIFT-ACCESS" })).json().data;
    for (const [method, url, payload] of [
      ["GET", base],
      ["GET", `${base}/${record.id}`],
      ["POST", base, { ...card, code: "GIFT-OTHER" }],
      ["POST", `${base}/${record.id}`, { balance: 1 }],
      ["POST", `${base}/${record.id}/delete`],
    ] as [Method, string, object?][]) {
      expect((await call(c.other, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(c.bare, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("is in the API document under its own tag", () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
    const list = paths["/api/business/{businessId}/gift-cards"];
    expect(Object.keys(list ?? {})).toEqual(expect.arrayContaining(["get", "post"]));
    expect(list.get.tags).toEqual(["gift_cards"]);
    expect(Object.keys(paths["/api/business/{businessId}/gift-cards/{id}"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
  });
});
