import type { FastifyRequest } from "fastify";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { DB } from "../db/schema/index";
import type { PermissionArea } from "../../src/domain/constants";
import { can, type PermissionSubject } from "../../src/domain/permissions";
import { compiledOnce } from "../db/compiled-once";

export interface Access extends PermissionSubject {
  business: { id: number; is_owner: boolean; branches: { id: number }[] }[];
}

/** The business and branch a scoped session (made from a login QR code) is limited to. */
export interface SessionScope {
  businessId: number;
  branchId: number;
}

const accessCache = new WeakMap<FastifyRequest, Promise<Access>>();

/**
 * The signed-in user's businesses, branches and permission strings, read once per request
 * (so a permission change takes effect on the next request, on any instance).
 */
export function loadAccess(request: FastifyRequest): Promise<Access> {
  let pending = accessCache.get(request);
  if (!pending) {
    // The auth hook keeps what it read with the token; this reads it for a user signed in another way.
    pending = readAccessOfUser(request.server.db, request.user.id);
    accessCache.set(request, pending);
  }
  return pending;
}

/**
 * One statement for the bearer token and the three parts of access (memberships, their branches, permission
 * strings): every request of a signed-in user needs them, and on PostgreSQL each statement is a round trip. Rows are
 * tagged by kind; the token row carries its id and the user's in the number columns and the user's name, e-mail and
 * the token's dates in the text columns. Access rows are those of the token's user, so an unknown token finds none.
 */
// Typed nulls: PostgreSQL matches a union's column types by the first branch.
const noId = sql<number | null>`cast(null as integer)`;
const noText = sql<string | null>`cast(null as text)`;

export interface TokenRow {
  tokenId: number;
  userId: number;
  name: string;
  email: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** Absent for a full session. */
  scope?: SessionScope;
  /** Present when the bearer is an API key (modules/api-keys/principal.ts): tokenId is then the key's id. */
  apiKey?: { id: number; name: string; businessId: number };
}

export interface TokenAndAccess {
  token?: TokenRow;
  access: Access;
}

/** Whose access: the user of a dashboard token, or one user by id. */
type Who = { tokenHash: string } | { userId: number };

/**
 * Keeps the rows of `who`'s user. The token's user is joined through api_tokens: as an `in (select ...)` subquery,
 * SQLite built a temporary list per branch of the union, and the statement took five times as long (≈ 90 µs against
 * 18 µs on the demo; the orders list's whole page query takes about 50).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ofWho<Q extends SelectQueryBuilder<any, any, any>>(query: Q, userColumn: string, who: Who): Q {
  if ("userId" in who) return query.where(sql.ref(userColumn), "=", who.userId) as Q;
  return query
    .innerJoin("api_tokens as by_token", "by_token.user_id", userColumn)
    .where("by_token.token_hash", "=", who.tokenHash)
    .where("by_token.purpose", "=", "dashboard") as unknown as Q;
}

/** The number and text columns every arm of the union fills, in their order. */
type ArmColumn =
  "first_id" | "second_id" | "third_id" | "fourth_id" | "text" | "text2" | "text3" | "text4" | "text5";
const ID_SLOTS = ["first_id", "second_id", "third_id", "fourth_id"] as const;
const TEXT_SLOTS = ["text", "text2", "text3", "text4", "text5"] as const;

/**
 * One arm's columns: its kind, then each slot from the column named for it, else a typed null. Every arm lists
 * the same columns in the same order, as a union needs.
 */
function armColumns(kind: string, columns: Partial<Record<ArmColumn, string>>) {
  const id = (slot: (typeof ID_SLOTS)[number]) => {
    const column = columns[slot];
    return (column ? sql<number | null>`${sql.ref(column)}` : noId).as(slot);
  };
  const text = (slot: (typeof TEXT_SLOTS)[number]) => {
    const column = columns[slot];
    return (column ? sql<string | null>`${sql.ref(column)}` : noText).as(slot);
  };
  return [sql<string>`${sql.lit(kind)}`.as("kind"), ...ID_SLOTS.map(id), ...TEXT_SLOTS.map(text)];
}

/** The access read of `who`, with a token hash also the token's own row. */
function accessQuery(db: Kysely<DB>, who: Who) {
  let query = ofWho(
    db
      .selectFrom("business_users")
      .select(
        armColumns("membership", { first_id: "business_users.business_id", text: "business_users.role" }),
      ),
    "business_users.user_id",
    who,
  )
    .unionAll(
      ofWho(
        db
          .selectFrom("branches")
          .innerJoin("business_users", "business_users.business_id", "branches.business_id")
          .select(armColumns("branch", { first_id: "branches.business_id", second_id: "branches.id" })),
        "business_users.user_id",
        who,
      ),
    )
    .unionAll(
      ofWho(
        db.selectFrom("permissions").select(armColumns("permission", { text: "permissions.permission" })),
        "permissions.user_id",
        who,
      ),
    );
  if ("tokenHash" in who)
    query = query.unionAll(
      db
        .selectFrom("api_tokens")
        .innerJoin("users", "users.id", "api_tokens.user_id")
        .select(
          armColumns("token", {
            first_id: "api_tokens.id",
            second_id: "users.id",
            third_id: "api_tokens.business_id",
            fourth_id: "api_tokens.branch_id",
            text: "users.name",
            text2: "users.email",
            text3: "api_tokens.expires_at",
            text4: "api_tokens.revoked_at",
            text5: "api_tokens.last_used_at",
          }),
        )
        .where("api_tokens.token_hash", "=", who.tokenHash)
        .where("api_tokens.purpose", "=", "dashboard"),
    );
  return query;
}

/** Built and compiled once per database (compiledOnce): the hash or the user id go in as slot values. */
const accessByToken = compiledOnce((db: Kysely<DB>, slot) =>
  accessQuery(db, { tokenHash: slot<string>("hash") }),
);
const accessByUser = compiledOnce((db: Kysely<DB>, slot) =>
  accessQuery(db, { userId: slot<number>("user") }),
);

/** The rows of both reads: the user's access, and with a token hash, the token's own row. */
async function readRows(db: Kysely<DB>, who: Who) {
  const result =
    "tokenHash" in who
      ? await accessByToken(db, { hash: who.tokenHash })
      : await accessByUser(db, { user: who.userId });
  return result.rows;
}

type Row = Awaited<ReturnType<typeof readRows>>[number];

function accessOf(rows: Row[]): Access {
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  const branches = of("branch").sort((a, b) => Number(a.second_id) - Number(b.second_id));
  return {
    permissions: of("permission").map((row) => String(row.text)),
    business: of("membership").map((m) => ({
      id: Number(m.first_id),
      is_owner: m.text === "owner",
      branches: branches
        .filter((b) => Number(b.first_id) === Number(m.first_id))
        .map((b) => ({ id: Number(b.second_id) })),
    })),
  };
}

/**
 * What a scoped session sees of its user's access: that business with that branch alone, and the permission strings
 * of that branch. Every check reads Access, so none of them (present or future) can reach past the scope. A branch
 * no longer there leaves nothing at all, rather than its business without a branch.
 */
export function scopedAccess(access: Access, scope: SessionScope): Access {
  const business = access.business
    .filter((b) => b.id === scope.businessId)
    .map((b) => ({ ...b, branches: b.branches.filter((branch) => branch.id === scope.branchId) }))
    .filter((b) => b.branches.length > 0);
  const prefix = `branch.${scope.branchId}.`;
  return {
    business,
    permissions: business.length ? access.permissions.filter((p) => p.startsWith(prefix)) : [],
  };
}

/** The dashboard token of this hash (if any, valid or not) and its user's access, in one statement. */
export async function readTokenAndAccess(db: Kysely<DB>, tokenHash: string): Promise<TokenAndAccess> {
  const rows = await readRows(db, { tokenHash });
  const token = rows.find((row) => row.kind === "token");
  // A login QR session records both, a full session neither; a row with one alone sees nothing (fails closed).
  const scope: SessionScope | undefined =
    token && (token.third_id != null || token.fourth_id != null)
      ? { businessId: Number(token.third_id ?? 0), branchId: Number(token.fourth_id ?? 0) }
      : undefined;
  const access = accessOf(rows);
  return {
    token: token && {
      tokenId: Number(token.first_id),
      userId: Number(token.second_id),
      name: String(token.text),
      email: String(token.text2),
      expiresAt: String(token.text3),
      revokedAt: token.text4,
      lastUsedAt: token.text5,
      ...(scope ? { scope } : {}),
    },
    access: scope ? scopedAccess(access, scope) : access,
  };
}

/** The access of a user signed in some other way than a dashboard token read by the auth hook. */
async function readAccessOfUser(db: Kysely<DB>, userId: number): Promise<Access> {
  return accessOf(await readRows(db, { userId }));
}

/** Access read with the token by the auth hook; this request uses it from now on. */
export function keepAccess(request: FastifyRequest, access: Access): void {
  accessCache.set(request, Promise.resolve(access));
}

/**
 * The branches of a business whose records of an area the user may read (records read business-wide, such as
 * invoices and the Overview's figures): every branch for an owner, else those where the user holds `area.read`;
 * with a branch_id, that branch alone. The route's access (plugins/access.ts) has already answered 404 for another
 * business or a branch not of it, and 403 when none is readable.
 */
export function readableBranchIds(
  access: Access,
  businessId: number,
  area: PermissionArea,
  branchId?: number,
): number[] {
  if (branchId !== undefined) return [branchId];
  const business = access.business.find((b) => b.id === businessId);
  return (business?.branches ?? [])
    .map((b) => b.id)
    .filter((id) => can(access, { businessId, branchId: id, area, action: "read" }));
}
