import { sql, type RawBuilder } from "kysely";
import type { FastifyInstance } from "fastify";
import { DEMO, injectAs, login } from "./helpers";
import { demoIds, type DemoIds } from "./route-catalog";

// Login QR sessions and the ids to point them elsewhere with, as route-catalog's demoIds does for the demo
// restaurant: the scoped-session tests hold a session of the restaurant's first branch and address the owner's
// chalet business and the restaurant's other branch with these.

/** No row has it: a kind the target holds none of is addressed at nothing rather than at a record in sight. */
export const NO_RECORD = 2_000_000_000;

type IdQuery = RawBuilder<{ id: number }>;

/** The first id of a query's rows, or NO_RECORD. */
async function firstId(app: FastifyInstance, query: IdQuery): Promise<number> {
  const row = (await query.execute(app.db)).rows[0];
  return row ? Number(row.id) : NO_RECORD;
}

/** The first row of `table` whose `column` is `value` (or is in the subquery). */
const firstWhere = (table: string, column: string, value: number | RawBuilder<unknown>): IdQuery =>
  sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.ref(column)} ${
    typeof value === "number" ? sql`= ${value}` : sql`in (${value})`
  } order by id limit 1`;

/**
 * One record of each table in `businessId`, branch-level ones in `branchId`. Business-level kinds are those of
 * `base` when the business is the same (another branch of the session's own business shares them).
 * Users of another business: its staff member who is not one of `exceptMembersOf`'s, so out of sight there.
 */
export async function idsOf(
  app: FastifyInstance,
  base: DemoIds,
  target: { businessId: number; branchId: number; exceptMembersOf: number },
): Promise<DemoIds> {
  const { businessId, branchId } = target;
  const sameBusiness = businessId === base.businessId;
  const byTable: Record<string, number> = { businesses: businessId, branches: branchId };
  const itemsOfBusiness = sql`select id from items where business_id = ${businessId}`;
  const staffElsewhere = sql`select user_id as id from business_users where business_id = ${businessId}
    and role = 'staff' and user_id not in (select user_id from business_users where business_id = ${target.exceptMembersOf})`;
  for (const { name: table, columns } of await app.db.introspection.getTables()) {
    if (table in byTable || !columns.some((c) => c.name === "id") || table.startsWith("kysely_")) continue;
    const has = (column: string) => columns.some((c) => c.name === column);
    let query: IdQuery | undefined;
    if (has("branch_id")) {
      query = firstWhere(table, "branch_id", branchId);
      // Another business: any of its rows is out of sight. The same business: only the other branch's are.
      if (!sameBusiness && has("business_id") && (await firstId(app, query)) === NO_RECORD)
        query = firstWhere(table, "business_id", businessId);
    } else if (sameBusiness) {
      byTable[table] = base.byTable[table];
      continue;
    } else if (table === "users") query = firstWhere(table, "id", staffElsewhere);
    else if (has("business_id")) query = firstWhere(table, "business_id", businessId);
    else if (has("item_id")) query = firstWhere(table, "item_id", itemsOfBusiness);
    byTable[table] = query ? await firstId(app, query) : NO_RECORD;
  }
  return { ownerId: base.ownerId, businessId, branchId, byTable, words: base.words };
}

/** A login QR code of the branch, made by a full session and traded as the orders app does: the exchange's answer. */
export async function qrLogin(
  app: FastifyInstance,
  fullSession: string,
  businessId: number,
  branchId: number,
) {
  const made = await injectAs(app, fullSession, {
    method: "GET",
    url: `/api/business/${businessId}/branches/${branchId}/create-login-qr`,
  });
  if (made.statusCode !== 200) throw new Error(`create-login-qr: ${made.statusCode} ${made.body}`);
  const code = new URL(made.json().data.url).searchParams.get("token");
  const answer = await app.inject({ method: "POST", url: "/api/auth/qr-login", payload: { token: code } });
  if (answer.statusCode !== 200) throw new Error(`qr-login: ${answer.statusCode} ${answer.body}`);
  return answer.json() as {
    token: string;
    user: Record<string, unknown>;
    business_id: number;
    branch_id: number;
  };
}

export interface ScopedFixture {
  /** The demo owner's full session. */
  owner: string;
  /** A login QR session of the demo restaurant's first branch (`own`). */
  session: string;
  own: DemoIds;
  /** The same owner's chalet business, at its branch with reservations. */
  chalet: DemoIds;
  /** The restaurant's other branch. */
  otherBranch: DemoIds;
}

export async function scopedFixture(app: FastifyInstance): Promise<ScopedFixture> {
  const db = app.db;
  const own = await demoIds(app);
  const owner = await login(app, DEMO.owner);
  const { id: chaletId } = await db
    .selectFrom("businesses")
    .select("id")
    .where("owner_id", "=", own.ownerId)
    .where("type", "=", "chalet")
    .executeTakeFirstOrThrow();
  const { branch_id: chaletBranch } = await db
    .selectFrom("reservations")
    .select("branch_id")
    .where("business_id", "=", chaletId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // The demo chalet has no add-ons or discounts: one of each, so their id-only routes meet a real record.
  const { id: chaletItem } = await db
    .selectFrom("items")
    .select("id")
    .where("business_id", "=", chaletId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("addons").values({ item_id: chaletItem }).execute();
  await db
    .insertInto("discounts")
    .values({ item_id: chaletItem, business_id: chaletId, from: "2030-01-01", to: "2030-12-31" })
    .execute();
  const { id: secondBranch } = await db
    .selectFrom("branches")
    .select("id")
    .where("business_id", "=", own.businessId)
    .where("id", "!=", own.branchId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const except = { exceptMembersOf: own.businessId };
  return {
    owner,
    session: (await qrLogin(app, owner, own.businessId, own.branchId)).token,
    own,
    chalet: await idsOf(app, own, { businessId: chaletId, branchId: chaletBranch, ...except }),
    otherBranch: await idsOf(app, own, { businessId: own.businessId, branchId: secondBranch, ...except }),
  };
}
