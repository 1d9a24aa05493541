import type { FastifyRequest } from "fastify";
import type { Static } from "typebox";
import { FEATURED_SLUG, isImageType, type MediableType } from "../../../src/domain/media";
import { nowIso } from "../../db/dialect";
import { notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import {
  ensureFeatured,
  findMedia,
  makeFeatured,
  mediaOf,
  toMedia,
  writeMedia,
  type MediaRecord,
} from "./repository";
import type { UpdateMediaBody } from "./schemas";
import { authorizeTarget, type TargetRef } from "./targets";

// Changes to media already stored: one record's slug, place or owner, and the order of an item's gallery.

/**
 * Changes slug (featured takes the slug from the entity's other images), sort, or the entity it belongs to (which
 * the user must be allowed to change too). The caller has checked the user may change the media (authorizeMediaWrite).
 */
export async function updateMedia(
  request: FastifyRequest,
  before: MediaRecord,
  body: Static<typeof UpdateMediaBody>,
) {
  const oldRef =
    before.mediable_type && before.mediable_id
      ? { type: before.mediable_type as MediableType, id: before.mediable_id }
      : undefined;
  const moving = body.mediable_type !== undefined || body.mediable_id !== undefined;
  let newRef = oldRef;
  if (moving) {
    if (!body.mediable_type || !body.mediable_id) {
      throw validationFailed({
        [body.mediable_type ? "mediable_id" : "mediable_type"]: "validation.required",
      });
    }
    newRef = { type: body.mediable_type, id: body.mediable_id };
    if (before.business_id === null) throw notFound();
    await authorizeTarget(request, newRef, { businessId: before.business_id });
  }
  const slug = body.slug === "" ? null : body.slug;
  if (slug === FEATURED_SLUG && !isImageType(before.type))
    throw validationFailed({ slug: "media.featuredImageOnly" });
  return request.server.db.transaction().execute(async (trx) => {
    await writeMedia(trx, before.id, {
      ...(slug !== undefined ? { slug } : {}),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
      ...(moving && newRef ? { mediable_type: newRef.type, mediable_id: newRef.id } : {}),
    });
    if (slug === FEATURED_SLUG && newRef) await makeFeatured(trx, newRef, before.id);
    for (const ref of [oldRef, newRef]) if (ref) await ensureFeatured(trx, ref);
    const row = await findMedia(trx, before.id);
    await recordAudit(trx, request, {
      action: "update",
      entity: "media",
      entityId: row.id,
      businessId: row.business_id,
      before: toMedia(before),
      after: toMedia(row),
    });
    return row;
  });
}

/** Saves an item's gallery order in one transaction: every id must be a media of the item; unlisted ones follow. */
export async function sortItemMedia(
  request: FastifyRequest,
  businessId: number,
  itemId: number,
  ids: number[],
) {
  const ref: TargetRef = { type: "Item", id: itemId };
  const sortedIds = [...new Set(ids)];
  await request.server.db.transaction().execute(async (trx) => {
    const current = await mediaOf(trx, ref);
    const known = new Set(current.map((m) => m.id));
    if (sortedIds.some((mediaId) => !known.has(mediaId)))
      throw validationFailed({ sortedIds: "media.notOfItem" });
    const order = [
      ...sortedIds,
      ...current.map((m) => m.id).filter((mediaId) => !sortedIds.includes(mediaId)),
    ];
    const now = nowIso();
    for (const [index, mediaId] of order.entries()) {
      const row = current.find((m) => m.id === mediaId)!;
      if (Number(row.sort) !== index) await writeMedia(trx, mediaId, { sort: index }, now);
    }
    await recordAudit(trx, request, {
      action: "sort",
      entity: "item",
      entityId: itemId,
      businessId,
      before: { media: current.map((m) => m.id) },
      after: { media: order },
    });
  });
  return mediaOf(request.server.db, ref);
}
