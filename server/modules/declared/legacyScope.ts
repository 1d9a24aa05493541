import type { FastifyRequest } from "fastify";
import type { PermissionArea } from "../../../src/domain/constants";
import { can } from "../../../src/domain/permissions";
import { forbidden, notFound, validationFailed } from "../../errors";
import { idFromPath } from "../../http/schemas";
import { loadAccess } from "../../plugins/tenancy";

// The business of a call at a declared resource's legacy path, which names no business (DESIGN §5): lists cover
// the asked or every readable business, creates go to the sent or first business, records carry their own. The
// route's access (plugins/access.ts) checks the business these name; lists without one are the caller's own.

/**
 * The businesses a list covers: the asked one (its membership and read permission are the route's access), else
 * every business of the user where they may read the area (403 when there are businesses but none readable).
 */
export async function readableBusinesses(
  request: FastifyRequest,
  businessId: number | undefined,
  area: PermissionArea,
): Promise<number[]> {
  if (businessId !== undefined) return [businessId];
  const access = await loadAccess(request);
  const ids = access.business
    .filter((b) => can(access, { businessId: b.id, area, action: "read" }))
    .map((b) => b.id);
  if (!ids.length && access.business.length) throw forbidden();
  return ids;
}

/** The business a new record goes to: the one sent, else the user's first (404 without any). */
export async function businessForCreate(request: FastifyRequest): Promise<number> {
  const sent = idFromPath((request.body as { business_id?: unknown } | undefined)?.business_id);
  if (sent !== undefined) return sent;
  const ids = (await loadAccess(request)).business.map((b) => b.id);
  if (!ids.length) throw notFound();
  return Math.min(...ids);
}

/** Updates may name the record's business again but never move it to another one. */
export function assertSameBusiness(sent: number | undefined, stored: number): void {
  if (sent !== undefined && sent !== stored)
    throw validationFailed({ business_id: "media.cannotMoveBusiness" });
}
