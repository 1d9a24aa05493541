import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { PermissionAction, PermissionArea } from "../../src/domain/constants";
import { can, type PermissionSubject } from "../../src/domain/permissions";
import { forbidden, notFound } from "../errors";

export interface Access extends PermissionSubject {
  business: { id: number; is_owner: boolean; branches: { id: number }[] }[];
}

const accessCache = new WeakMap<FastifyRequest, Promise<Access>>();

/**
 * The signed-in user's businesses, branches and permission strings, read once per request
 * (so a permission change takes effect on the next request, on any instance).
 */
export function loadAccess(request: FastifyRequest): Promise<Access> {
  let pending = accessCache.get(request);
  if (!pending) {
    pending = readAccess(request);
    accessCache.set(request, pending);
  }
  return pending;
}

/**
 * One statement for the three parts (memberships, their branches, permission strings): every request of a signed-in
 * user runs it, and on PostgreSQL each statement is a round trip. Rows are tagged by kind; the text column carries the
 * role or the permission.
 */
// Typed nulls: PostgreSQL matches a union's column types by the first branch.
const noId = sql<number | null>`cast(null as integer)`;
const noText = sql<string | null>`cast(null as text)`;

async function readAccess(request: FastifyRequest): Promise<Access> {
  const db = request.server.db;
  const userId = request.user.id;
  const rows = await db
    .selectFrom("business_users")
    .select([
      sql<string>`'membership'`.as("kind"),
      sql<number | null>`business_id`.as("business_id"),
      noId.as("branch_id"),
      sql<string | null>`role`.as("text"),
    ])
    .where("user_id", "=", userId)
    .unionAll(
      db
        .selectFrom("branches")
        .innerJoin("business_users", "business_users.business_id", "branches.business_id")
        .select([
          sql<string>`'branch'`.as("kind"),
          "branches.business_id",
          sql<number | null>`branches.id`.as("branch_id"),
          noText.as("text"),
        ])
        .where("business_users.user_id", "=", userId),
    )
    .unionAll(
      db
        .selectFrom("permissions")
        .select([
          sql<string>`'permission'`.as("kind"),
          noId.as("business_id"),
          noId.as("branch_id"),
          sql<string | null>`permission`.as("text"),
        ])
        .where("user_id", "=", userId),
    )
    .execute();
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  const branches = of("branch").sort((a, b) => Number(a.branch_id) - Number(b.branch_id));
  return {
    permissions: of("permission").map((row) => String(row.text)),
    business: of("membership").map((m) => ({
      id: Number(m.business_id),
      is_owner: m.text === "owner",
      branches: branches
        .filter((b) => Number(b.business_id) === Number(m.business_id))
        .map((b) => ({ id: Number(b.branch_id) })),
    })),
  };
}

export interface Requirement {
  area: PermissionArea;
  action: PermissionAction;
}

/**
 * Membership first (another business answers 404, never revealing it exists), then permission (403).
 * Call before reading or writing anything of the business.
 */
export async function requireBusiness(
  request: FastifyRequest,
  businessId: number,
  need?: Requirement,
): Promise<Access> {
  const access = await loadAccess(request);
  if (!access.business.some((b) => b.id === businessId)) throw notFound();
  if (need && !can(access, { businessId, ...need })) throw forbidden();
  return access;
}

/** Like requireBusiness, for branch-level records: the branch must belong to the business. */
export async function requireBranch(
  request: FastifyRequest,
  businessId: number,
  branchId: number,
  need?: Requirement,
): Promise<Access> {
  const access = await loadAccess(request);
  const business = access.business.find((b) => b.id === businessId);
  if (!business || !business.branches.some((b) => b.id === branchId)) throw notFound();
  if (need && !can(access, { businessId, branchId, ...need })) throw forbidden();
  return access;
}

/** Permissions, Audits and Configurations belong to business owners only. */
export async function requireOwner(request: FastifyRequest, businessId: number): Promise<Access> {
  const access = await requireBusiness(request, businessId);
  if (!access.business.find((b) => b.id === businessId)?.is_owner) throw forbidden();
  return access;
}

/**
 * The branches of a business whose records of an area the user may read (records read business-wide, such as
 * invoices and the Overview's figures): every branch for an owner, else those where the user holds `area.read`.
 * Another business answers 404, no readable branch 403. With a branch_id, that branch alone (404 when not of the
 * business, 403 when not readable).
 */
export async function readableBranches(
  request: FastifyRequest,
  businessId: number,
  area: PermissionArea,
  branchId?: number,
): Promise<number[]> {
  const need = { area, action: "read" } as const;
  if (branchId !== undefined) {
    await requireBranch(request, businessId, branchId, need);
    return [branchId];
  }
  const access = await requireBusiness(request, businessId, need);
  const business = access.business.find((b) => b.id === businessId)!;
  return business.branches
    .map((b) => b.id)
    .filter((id) => can(access, { businessId, branchId: id, ...need }));
}
