import { sql, type Kysely, type Transaction } from "kysely";
import type { UserStatus } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { likePattern } from "../../db/locales";
import { paginate, mapList, sortOf } from "../../db/pagination";
import type { UserInvitedOutput, UserOutput, UsersQueryInput } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

/** A user's own account with their photo, read alike by the session, the profile and the members list. */
export const ACCOUNT_COLUMNS = [
  "users.id",
  "users.name",
  "users.email",
  "users.phone",
  "users.email_verified_at",
] as const;
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
  db
    .insertInto("business_users")
    .values({ business_id: businessId, user_id: userId, role, created_at: now })
    .execute();

const lowerLike = (column: string, q: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(q)} escape '\\'`;

function membersQuery(db: Db, businessId: number) {
  return db
    .selectFrom("business_users")
    .innerJoin("users", "users.id", "business_users.user_id")
    .leftJoin("media", "media.id", "users.photo_media_id")
    .select([
      ...ACCOUNT_COLUMNS,
      ...PHOTO_COLUMNS,
      "users.created_at",
      "users.updated_at",
      "business_users.role",
    ])
    .where("business_users.business_id", "=", businessId);
}
type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>["executeTakeFirstOrThrow"]>>;

export const toUser = (row: MemberRow): UserOutput => ({
  ...accountOf(row),
  role: row.role,
  status: "active",
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * The users list: the members, and the business's pending invitations as "invited" rows made only of what the
 * inviter typed (invite.ts), never of the account behind them, so the list shows the same for a new e-mail and a
 * registered one. Both halves have the same columns in the same order (a UNION pairs them by position).
 */
function peopleQuery(db: Db, businessId: number) {
  const members = db
    .selectFrom("business_users")
    .innerJoin("users", "users.id", "business_users.user_id")
    .leftJoin("media", "media.id", "users.photo_media_id")
    .select([
      sql<UserStatus>`'active'`.as("status"),
      "users.id as ref_id",
      "users.name",
      "users.email",
      "users.phone",
      "users.email_verified_at",
      "media.id as media_id",
      "media.src as media_src",
      "users.created_at",
      "users.updated_at",
      "business_users.role",
    ])
    .where("business_users.business_id", "=", businessId);
  const invited = db
    .selectFrom("invitations")
    .select([
      sql<UserStatus>`'invited'`.as("status"),
      "invitations.id as ref_id",
      sql<string>`coalesce(invitations.name, invitations.email, '')`.as("name"),
      sql<string>`coalesce(invitations.email, '')`.as("email"),
      "invitations.phone",
      sql<string | null>`null`.as("email_verified_at"),
      sql<number | null>`null`.as("media_id"),
      sql<string | null>`null`.as("media_src"),
      "invitations.created_at",
      "invitations.created_at as updated_at",
      sql<"owner" | "staff">`'staff'`.as("role"),
    ])
    .where("invitations.business_id", "=", businessId)
    .where("invitations.status", "=", "pending");
  return db.selectFrom(members.unionAll(invited).as("people")).selectAll();
}
type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleQuery>["executeTakeFirstOrThrow"]>>;

const toPerson = (row: PersonRow): UserOutput | UserInvitedOutput =>
  row.status === "active"
    ? toUser({ ...row, id: row.ref_id })
    : {
        id: `invitation-${row.ref_id}`,
        invitation_id: row.ref_id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        media: null,
        email_verified: false,
        role: "staff",
        status: "invited",
        created_at: row.created_at,
        updated_at: row.updated_at,
      };

const SORTABLE = {
  id: "people.ref_id",
  name: "people.name",
  email: "people.email",
  phone: "people.phone",
  created_at: "people.created_at",
  role: "people.role",
  status: "people.status",
} as const;

export async function listMembers(db: Db, businessId: number, params: UsersQueryInput) {
  let query = peopleQuery(db, businessId);
  const q = params.q?.trim();
  if (q)
    query = query.where((eb) =>
      eb.or([lowerLike("people.name", q), lowerLike("people.email", q), lowerLike("people.phone", q)]),
    );
  if (params.role) query = query.where("people.role", "=", params.role);
  if (params.status) query = query.where("people.status", "=", params.status);
  const { column, direction } = sortOf(params, Object.keys(SORTABLE) as (keyof typeof SORTABLE)[], "id");
  query = query.orderBy(SORTABLE[column], direction);
  // Members and invitations number their ids apart: the status keeps equal ids in one order.
  query = query.orderBy("people.status", direction).orderBy("people.ref_id", direction);
  // `ids` are members' user ids (an invitation's id is `invitation-N`, never asked for by number).
  if (params.ids) query = query.where("people.status", "=", "active");
  return mapList(await paginate(query, params, { id: "people.ref_id" }), toPerson);
}

export async function findMember(
  db: Db,
  businessId: number,
  userId: number,
): Promise<UserOutput | undefined> {
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
        eb
          .selectFrom("business_users")
          .select("business_users.user_id")
          .whereRef("business_users.user_id", "=", "users.id")
          .where("business_users.business_id", "in", businessIds),
      ),
    )
    .where((eb) =>
      eb.or([lowerLike("users.name", q), lowerLike("users.email", q), lowerLike("users.phone", q)]),
    )
    .orderBy("users.name")
    .orderBy("users.id")
    .limit(limit)
    .execute();
}
