import type { FastifyRequest } from "fastify";
import type { BusinessType } from "../../../src/domain/constants";
import { localesColumns, validateLocales } from "../../db/locales";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { loadAccess } from "../../plugins/tenancy";
import { assertFresh, assertWritten, nextUpdatedAt } from "../../shared/concurrency";
import { mediaUsable } from "../../shared/scope-checks";
import { isTimeZone } from "../settings/rules";
import { provisionBusiness } from "./provision";
import { adoptLogo, deleteBusiness, findBusiness, mediaFilesOfBusiness, writeBusiness } from "./repository";
import type { BusinessCreateInput, BusinessUpdateInput } from "./schemas";

// A business's own record: made by its owner, edited with business.update, deleted by its owner (route config).

const nameOf = (locales: { name?: string | null }[]) => (locales[0]?.name ?? "").trim();

/** A logo chosen in a form: one of the caller's businesses' pictures or their own upload not yet attached. */
async function logoUsable(request: FastifyRequest, logoId: number): Promise<boolean> {
  const access = await loadAccess(request);
  return mediaUsable(
    request.server.db,
    logoId,
    access.business.map((b) => b.id),
    request.user.id,
  );
}

export async function createBusiness(request: FastifyRequest, body: BusinessCreateInput) {
  const errors: FieldErrors = validateLocales(body.locales);
  const logoId = body.logo_media_id ?? body.media_id ?? null;
  if (logoId !== null && !(await logoUsable(request, logoId))) errors.logo_media_id = "catalog.mediaNotFound";
  if (body.timezone !== undefined && !isTimeZone(body.timezone)) errors.timezone = "people.settings.timezone";
  if (Object.keys(errors).length) throw validationFailed(errors);
  return request.server.db.transaction().execute(async (trx) => {
    const ids = await provisionBusiness(trx, {
      ownerId: request.user.id,
      type: body.type as BusinessType,
      name: nameOf(body.locales),
      locales: body.locales,
      logoMediaId: logoId,
      timeZone: body.timezone,
    });
    if (logoId !== null) await adoptLogo(trx, logoId, ids.businessId);
    const row = await findBusiness(trx, ids.businessId);
    await recordAudit(trx, request, {
      action: "create",
      entity: "business",
      entityId: ids.businessId,
      businessId: ids.businessId,
      after: row,
    });
    return row;
  });
}

export async function updateBusiness(request: FastifyRequest, businessId: number, body: BusinessUpdateInput) {
  const errors: FieldErrors = body.locales ? validateLocales(body.locales) : {};
  const logoId = body.logo_media_id !== undefined ? body.logo_media_id : body.media_id;
  if (logoId && !(await logoUsable(request, logoId))) errors.logo_media_id = "catalog.mediaNotFound";
  if (Object.keys(errors).length) throw validationFailed(errors);
  return request.server.db.transaction().execute(async (trx) => {
    const before = await findBusiness(trx, businessId);
    if (!before) throw notFound();
    assertFresh(before.updated_at, body.updated_at);
    await writeBusiness(trx, businessId, before.updated_at, {
      ...(body.locales ? { ...localesColumns(body.locales), name: nameOf(body.locales) } : {}),
      ...(body.type ? { type: body.type } : {}),
      ...(logoId !== undefined ? { logo_media_id: logoId } : {}),
      updated_at: nextUpdatedAt(before.updated_at),
    }).then(assertWritten);
    const after = await findBusiness(trx, businessId);
    await recordAudit(trx, request, {
      action: "update",
      entity: "business",
      entityId: businessId,
      businessId,
      before,
      after,
    });
    return after;
  });
}

/** Deletes the business and everything in it; answers its files, to remove once the deletion is committed. */
export function removeBusiness(request: FastifyRequest, businessId: number): Promise<string[]> {
  return request.server.db.transaction().execute(async (trx) => {
    const before = await findBusiness(trx, businessId);
    const files = await mediaFilesOfBusiness(trx, businessId);
    await deleteBusiness(trx, businessId);
    // The business's own audit rows go with it; this one is kept without a business.
    await recordAudit(trx, request, {
      action: "delete",
      entity: "business",
      entityId: businessId,
      businessId: null,
      before,
    });
    return files;
  });
}
