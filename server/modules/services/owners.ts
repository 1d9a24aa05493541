import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { PermissionArea } from "../../../src/domain/constants";
import { DEFAULT_EVENTABLE_TYPE, type ServiceableType } from "../../../src/domain/media";
import { can } from "../../../src/domain/permissions";
import type { DB } from "../../db/schema/index";
import { forbidden, notFound, validationFailed } from "../../errors";
import { loadAccess, requireBusiness } from "../../plugins/tenancy";

// Scope and owner rules shared by services, hotels and events (business-level records, DESIGN §5).

type Db = Kysely<DB> | Transaction<DB>;

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

/**
 * What a service or event belongs to (serviceable_* / eventable_*): a hotel, branch or the business itself, always of
 * the same business (422 otherwise). SPEC §3's defaults ("Hotel", 1) are the legacy form's placeholder for "the
 * hotel": without a type the business's first hotel is used, or the business itself when it has no hotel.
 */
export async function resolveOwner(
  db: Db,
  businessId: number,
  prefix: "serviceable" | "eventable",
  type: ServiceableType | undefined,
  id: number | undefined,
): Promise<{ type: ServiceableType; id: number }> {
  const firstHotel = async () =>
    (
      await db
        .selectFrom("hotels")
        .select("id")
        .where("business_id", "=", businessId)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst()
    )?.id;
  if (type === undefined && id === undefined) {
    const hotel = await firstHotel();
    return hotel ? { type: DEFAULT_EVENTABLE_TYPE, id: hotel } : { type: "Business", id: businessId };
  }
  const ownerType = type ?? DEFAULT_EVENTABLE_TYPE;
  const missing = () => validationFailed({ [`${prefix}_id`]: "media.ownerNotFound" });
  if (ownerType === "Business") {
    if (id !== undefined && id !== businessId) throw missing();
    return { type: ownerType, id: businessId };
  }
  const table = ownerType === "Hotel" ? "hotels" : "branches";
  let query = db.selectFrom(table).select("id").where("business_id", "=", businessId).orderBy("id").limit(1);
  if (id !== undefined) query = query.where("id", "=", id);
  const row = await query.executeTakeFirst();
  if (!row) throw missing();
  return { type: ownerType, id: row.id };
}
