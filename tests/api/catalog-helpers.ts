import type { FastifyInstance, InjectOptions } from "fastify";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import { issueToken } from "../../server/modules/auth/tokens";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";

// Shared set-up of the catalog tests: the demo logins, a member without any permission, and route checks.

export interface CatalogContext {
  app: FastifyInstance;
  owner: string;
  staff: string;
  other: string;
  /** A member of the restaurant without any permission. */
  bare: string;
  restaurant: { id: number; branches: { id: number; slug: string }[]; menus: { id: number }[] };
  chalet: { id: number; branches: { id: number; slug: string }[]; menus: { id: number }[] };
  otherBusiness: { id: number; branches: { id: number; slug: string }[]; menus: { id: number }[] };
}

export async function catalogContext(t: TestApp): Promise<CatalogContext> {
  const app = t.app;
  const owner = await login(app, DEMO.owner);
  const staff = await login(app, DEMO.staff);
  const other = await login(app, DEMO.other);
  const mine = await userBusinesses(app, owner);
  const restaurant = mine.find((b) => b.type === "restaurant")!;
  const chalet = mine.find((b) => b.type === "chalet")!;
  const otherBusiness = (await userBusinesses(app, other))[0];
  const now = new Date().toISOString();
  const user = await app.db
    .insertInto("users")
    .values({
      name: "Bare Member",
      email: "bare@example.com",
      phone: null,
      password_hash: "x",
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("business_users")
    .values({ business_id: restaurant.id, user_id: user.id, role: "staff", created_at: now })
    .execute();
  const bare = await issueToken(app.db, user.id);
  return { app, owner, staff, other, bare, restaurant, chalet, otherBusiness };
}

/**
 * A catalog test file's fixture: its own app with the demo seeded, built before the file's tests and closed after
 * them, the catalog context `c` (filled in once built, so read it inside the tests), and GET and POST as a token.
 */
export function catalogFixture(options?: Parameters<typeof buildTestApp>[0]) {
  let t: TestApp;
  const c = {} as CatalogContext;
  beforeAll(async () => {
    t = await buildTestApp(options);
    Object.assign(c, await catalogContext(t));
  });
  afterAll(() => t.close());
  const get = (token: string, url: string) => injectAs(c.app, token, { method: "GET", url });
  const post = (token: string, url: string, payload: object = {}, locale: "en" | "ar" = "en") =>
    injectAs(c.app, token, { method: "POST", url, payload, locale });
  return { c, get, post };
}

export type Call = { method: "GET" | "POST"; url: string; payload?: object };

/** Every call answers the same status (404 across businesses, 403 without permission). */
export async function expectStatus(app: FastifyInstance, token: string, calls: Call[], status: number) {
  for (const call of calls) {
    const response = await injectAs(app, token, {
      method: call.method,
      url: call.url,
      payload: call.payload,
    } as InjectOptions);
    expect({ call: `${call.method} ${call.url}`, status: response.statusCode }).toEqual({
      call: `${call.method} ${call.url}`,
      status,
    });
  }
}

/** A 422 carrying the message of a field in English and Arabic. */
export async function expectFieldError(
  app: FastifyInstance,
  token: string,
  call: Call,
  field: string,
  en: string,
  ar: string,
) {
  for (const [locale, message] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    const response = await injectAs(app, token, {
      method: call.method,
      url: call.url,
      payload: call.payload,
      locale,
    } as InjectOptions);
    expect(response.statusCode, `${call.url} ${field} (${locale}): ${response.body}`).toBe(422);
    expect(response.json().errors?.[field], `${field} (${locale}): ${response.body}`).toEqual([message]);
  }
}

export const lastAudit = (app: FastifyInstance, entity: string, action?: string) => {
  let query = app.db.selectFrom("audits").selectAll().where("entity", "=", entity);
  if (action) query = query.where("action", "=", action);
  return query.orderBy("id", "desc").executeTakeFirst();
};

export const auditCount = async (app: FastifyInstance) =>
  Number(
    (
      await app.db
        .selectFrom("audits")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Counts the statements the application executes, by swapping the app's Kysely instance for one with a counting plugin. */
export function countQueries(app: FastifyInstance) {
  const original = app.db;
  let count = 0;
  const plugin: KyselyPlugin = {
    // Subqueries pass through transformQuery too; transformResult runs once per executed statement.
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      count++;
      return args.result;
    },
  };
  (app as { db: FastifyInstance["db"] }).db = original.withPlugin(plugin);
  return {
    reset: () => void (count = 0),
    get count() {
      return count;
    },
    restore: () => void ((app as { db: FastifyInstance["db"] }).db = original),
  };
}

export const en = (name: string, description?: string) => [
  { locale: "en" as const, name, ...(description ? { description } : {}) },
];
export const bilingual = (english: string, arabic: string) => [
  { locale: "en" as const, name: english },
  { locale: "ar" as const, name: arabic },
];
