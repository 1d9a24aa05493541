import { sql, type Kysely, type Transaction, type Updateable } from "kysely";
import type { BusinessesTable, DB } from "../../db/schema/index";
import type { SessionScope } from "../../plugins/tenancy";
import { parseLocales, searchLike } from "../../db/locales";
import { listOrder, paginate } from "../../db/pagination";
import type { Static } from "typebox";
import type { BusinessListQuery, BusinessRecord } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

export interface BusinessRow {
  id: number;
  owner_id: number;
  name: string;
  type: string;
  currency: string;
  locales: string;
  logo_media_id: number | null;
  created_at: string;
  updated_at: string;
}

export const businessColumns = [
  "businesses.id",
  "businesses.owner_id",
  "businesses.name",
  "businesses.type",
  "businesses.currency",
  "businesses.locales",
  "businesses.logo_media_id",
  "businesses.created_at",
  "businesses.updated_at",
] as const;

/**
 * Businesses with their logos, branches and menus: three queries for any number of rows. A session scoped to a
 * branch (a login QR's) sees that branch alone.
 */
export async function withRelations(
  db: Db,
  rows: BusinessRow[],
  viewer: { id: number; scope?: SessionScope },
): Promise<BusinessRecord[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const userId = viewer.id;
  const logoIds = rows.map((r) => r.logo_media_id).filter((id): id is number => id !== null);
  const [branches, menus, logos] = await Promise.all([
    db
      .selectFrom("branches")
      .select(["id", "business_id", "slug", "locales"])
      .where("business_id", "in", ids)
      .$if(!!viewer.scope, (q) => q.where("id", "=", viewer.scope!.branchId))
      .orderBy("id")
      .execute(),
    db
      .selectFrom("menus")
      .select(["id", "business_id", "type", "locales"])
      .where("business_id", "in", ids)
      .orderBy("id")
      .execute(),
    logoIds.length ? db.selectFrom("media").select(["id", "src"]).where("id", "in", logoIds).execute() : [],
  ]);
  return rows.map((row) => {
    const logo = logos.find((m) => m.id === row.logo_media_id);
    return {
      id: row.id,
      owner_id: row.owner_id,
      name: row.name,
      type: row.type,
      currency: row.currency,
      locales: parseLocales(row.locales),
      logo_media_id: row.logo_media_id,
      media: logo ? { id: logo.id, src: logo.src } : null,
      is_owner: row.owner_id === userId,
      branches: branches
        .filter((b) => b.business_id === row.id)
        .map((b) => ({ id: b.id, slug: b.slug, locales: parseLocales(b.locales) })),
      menus: menus
        .filter((m) => m.business_id === row.id)
        .map((m) => ({ id: m.id, type: m.type, locales: parseLocales(m.locales) })),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function findBusiness(db: Db, id: number): Promise<BusinessRow | undefined> {
  return db.selectFrom("businesses").select(businessColumns).where("id", "=", id).executeTakeFirst();
}

/**
 * Deletes a business and everything in it. Foreign keys cascade to branches, menus, categories, items and
 * their rows; settings are keyed by scope, not by foreign key, so they go explicitly.
 */
export async function deleteBusiness(trx: Transaction<DB>, businessId: number): Promise<void> {
  const branchIds = (
    await trx.selectFrom("branches").select("id").where("business_id", "=", businessId).execute()
  ).map((b) => b.id);
  const categoryIds = trx.selectFrom("categories").select("id").where("business_id", "=", businessId);
  await trx
    .deleteFrom("settings")
    .where("scope", "=", "category")
    .where("scope_id", "in", categoryIds)
    .execute();
  await trx
    .deleteFrom("settings")
    .where("scope", "=", "business")
    .where("scope_id", "=", businessId)
    .execute();
  if (branchIds.length) {
    await trx
      .deleteFrom("settings")
      .where("scope", "in", ["branch", "tablet", "mobile"])
      .where("scope_id", "in", branchIds)
      .execute();
    await trx
      .deleteFrom("api_tokens")
      .where("purpose", "=", "login-qr")
      .where("branch_id", "in", branchIds)
      .execute();
  }
  await trx.deleteFrom("businesses").where("id", "=", businessId).execute();
}

/** The business's type (restaurant, chalet, ...): some settings and permission areas depend on it. */
export async function businessTypeOf(db: Db, businessId: number): Promise<string> {
  const row = await db
    .selectFrom("businesses")
    .select("type")
    .where("id", "=", businessId)
    .executeTakeFirstOrThrow();
  return row.type;
}

/**
 * A page of the viewer's businesses. Found by membership, not through Access: a scoped session (a login QR's) lists
 * its own business alone.
 */
export async function pageOfOwnBusinesses(
  db: Db,
  viewer: { id: number; scope?: SessionScope },
  params: Static<typeof BusinessListQuery>,
) {
  const { q, type } = params;
  const order = listOrder(
    params,
    {
      id: "businesses.id",
      name: "businesses.search",
      type: "businesses.type",
      created_at: "businesses.created_at",
    },
    "businesses.id",
  );
  let query = db
    .selectFrom("businesses")
    .innerJoin("business_users", "business_users.business_id", "businesses.id")
    .select(businessColumns)
    .where("business_users.user_id", "=", viewer.id)
    .$if(!!viewer.scope, (qb) => qb.where("businesses.id", "=", viewer.scope!.businessId))
    .orderBy(sql.ref(order.column), order.direction)
    .orderBy("businesses.id");
  if (q?.trim()) query = query.where(searchLike("businesses.search", q.trim()));
  if (type) query = query.where("businesses.type", "=", type);
  return paginate(query, params, { id: "businesses.id" });
}

/** A logo uploaded before its business existed becomes the new business's. */
export async function adoptLogo(trx: Transaction<DB>, mediaId: number, businessId: number): Promise<void> {
  await trx
    .updateTable("media")
    .set({ business_id: businessId })
    .where("id", "=", mediaId)
    .where("business_id", "is", null)
    .execute();
}

/** Writes the business if it is still as read (`updated_at`); answers the rows changed (0 for a stale write). */
export const writeBusiness = (
  trx: Transaction<DB>,
  id: number,
  readAt: string,
  values: Updateable<BusinessesTable>,
) =>
  trx
    .updateTable("businesses")
    .set(values)
    .where("id", "=", id)
    .where("updated_at", "=", readAt)
    .executeTakeFirst();

/** The stored files of every picture and video of the business, to remove once it is deleted. */
export async function mediaFilesOfBusiness(trx: Transaction<DB>, businessId: number): Promise<string[]> {
  const media = await trx
    .selectFrom("media")
    .select(["src", "thumb_src"])
    .where("business_id", "=", businessId)
    .execute();
  return media.flatMap((m) => [m.src, m.thumb_src]).filter((src): src is string => !!src);
}
