import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { likePattern } from "../../db/locales";
import { paginate, mapList, sortOf } from "../../db/pagination";
import type { UserOutput, UsersQueryInput } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

/** A user's own account with their photo, read alike by the session, the profile and the members list. */
export const ACCOUNT_COLUMNS = ["users.id", "users.name", "users.email", "users.phone", "users.email_verified_at"] as const;
export const PHOTO_COLUMNS = ["media.id as media_id", "media.src as media_src"] as const;

interface AccountRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  email_verified_at: string | null;
  media_id: number | null;
  media_src: string | null;
}

export const accountOf = (row: AccountRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  media: row.media_id ? { id: row.media_id, src: row.media_src } : null,
  email_verified: !!row.email_verified_at,
});

/** Makes the user a member of the business, its owner or one of its staff. */
export const addMember = (db: Db, businessId: number, userId: number, role: "owner" | "staff", now: string) =>
  db.insertInto("business_users").values({ business_id: businessId, user_id: userId, role, created_at: now }).execute();

const lowerLike = (column: string, q: string) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(q)} escape '\\'`;

function membersQuery(db: Db, businessId: number) {
  return db
    .selectFrom("business_users")
    .innerJoin("users", "users.id", "business_users.user_id")
    .leftJoin("media", "media.id", "users.photo_media_id")
    .select([...ACCOUNT_COLUMNS, ...PHOTO_COLUMNS, "users.created_at", "users.updated_at", "business_users.role"])
    .where("business_users.business_id", "=", businessId);
}
type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>["executeTakeFirstOrThrow"]>>;

export const toUser = (row: MemberRow): UserOutput => ({
  ...accountOf(row),
  role: row.role,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const SORTABLE = { id: "users.id", name: "users.name", email: "users.email", phone: "users.phone", created_at: "users.created_at", role: "business_users.role" } as const;

export async function listMembers(db: Db, businessId: number, params: UsersQueryInput) {
  let query = membersQuery(db, businessId);
  const q = params.q?.trim();
  if (q) query = query.where((eb) => eb.or([lowerLike("users.name", q), lowerLike("users.email", q), lowerLike("users.phone", q)]));
  if (params.role) query = query.where("business_users.role", "=", params.role);
  const { column, direction } = sortOf(params, Object.keys(SORTABLE) as (keyof typeof SORTABLE)[], "id");
  query = query.orderBy(SORTABLE[column], direction);
  if (column !== "id") query = query.orderBy("users.id", direction);
  return mapList(await paginate(query, params), toUser);
}

export async function findMember(db: Db, businessId: number, userId: number): Promise<UserOutput | undefined> {
  const row = await membersQuery(db, businessId).where("users.id", "=", userId).executeTakeFirst();
  return row && toUser(row);
}

export const membershipsOf = (db: Db, userId: number) =>
  db.selectFrom("business_users").select(["business_id", "role"]).where("user_id", "=", userId).execute();

/** Users of the given businesses whose name, e-mail or phone contains the query (pickers, owner lookup). */
export async function searchUsers(db: Db, businessIds: number[], q: string, limit = 20) {
  if (!businessIds.length) return [];
  return db
    .selectFrom("users")
    .select(["users.id", "users.name", "users.email", "users.phone"])
    .where((eb) =>
      eb.exists(
        eb.selectFrom("business_users").select("business_users.user_id").whereRef("business_users.user_id", "=", "users.id").where("business_users.business_id", "in", businessIds),
      ),
    )
    .where((eb) => eb.or([lowerLike("users.name", q), lowerLike("users.email", q), lowerLike("users.phone", q)]))
    .orderBy("users.name")
    .orderBy("users.id")
    .limit(limit)
    .execute();
}
