import type { FastifyRequest } from "fastify";
import type { PermissionArea } from "../../../src/domain/constants";
import { can } from "../../../src/domain/permissions";
import { forbidden, notFound, validationFailed } from "../../errors";
import { loadAccess, requireBusiness } from "../../plugins/tenancy";

// The business of a call at a declared resource's legacy path, which names no business (DESIGN §5): lists cover
// the asked or every readable business, creates go to the sent or first business, records carry their own.

/**
 * The businesses a list covers: the asked one (404 if not a member, 403 without read), else every business of the
 * user where they may read the area (403 when there are businesses but none readable).
 */
export async function readableBusinesses(
  request: FastifyRequest,
  businessId: number | undefined,
  area: PermissionArea,
): Promise<number[]> {
  if (businessId !== undefined) {
    await requireBusiness(request, businessId, { area, action: "read" });
    return [businessId];
  }
  const access = await loadAccess(request);
  const ids = access.business
    .filter((b) => can(access, { businessId: b.id, area, action: "read" }))
    .map((b) => b.id);
  if (!ids.length && access.business.length) throw forbidden();
  return ids;
}

/** The business a new record goes to: the given one, else the user's first; checked for membership and `create`. */
export async function businessForCreate(
  request: FastifyRequest,
  businessId: number | undefined,
  area: PermissionArea,
): Promise<number> {
  let target = businessId;
  if (target === undefined) {
    const ids = (await loadAccess(request)).business.map((b) => b.id);
    if (!ids.length) throw notFound();
    target = Math.min(...ids);
  }
  await requireBusiness(request, target, { area, action: "create" });
  return target;
}

/** A record addressed by id only: its business first (404 if missing), then membership and permission. */
export async function businessOfRecord(
  request: FastifyRequest,
  row: { business_id: number } | undefined,
  need: { area: PermissionArea; action: "read" | "update" | "delete" },
): Promise<number> {
  if (!row) throw notFound();
  await requireBusiness(request, row.business_id, need);
  return row.business_id;
}

/** Updates may name the record's business again but never move it to another one. */
export function assertSameBusiness(sent: number | undefined, stored: number): void {
  if (sent !== undefined && sent !== stored)
    throw validationFailed({ business_id: "media.cannotMoveBusiness" });
}
