import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { FEATURED_SLUG, isImageType } from "../../../src/domain/media";
import { nowIso } from "../../db/dialect";
import type { DB } from "../../db/schema/index";
import { notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { attachMedia, deleteMediaRows, ensureFeatured, mediaOf } from "./repository";
import type { TargetRef } from "./targets";

// How services, hotels and events hold their media: one image by media_id, or a list of attached media.

/**
 * The single image of a record (a service's or hotel's picture). The chosen media must be an image of the same
 * business (404 otherwise; 422 when it is not an image or belongs to another record); it is attached to the record
 * and featured. The image it replaces is deleted. Answers the files to remove after commit.
 */
export async function setSingleImage(
  trx: Transaction<DB>,
  request: FastifyRequest,
  ref: TargetRef,
  businessId: number,
  field: string,
  mediaId: number | null | undefined,
  previousId: number | null,
): Promise<string[]> {
  if (mediaId === undefined || mediaId === previousId) return [];
  if (mediaId !== null) {
    const media = await trx.selectFrom("media").selectAll().where("id", "=", mediaId).executeTakeFirst();
    if (!media || media.business_id !== businessId) throw notFound();
    if (!isImageType(media.type)) throw validationFailed({ [field]: "media.mustBeImage" });
    if (media.mediable_type && (media.mediable_type !== ref.type || media.mediable_id !== ref.id)) {
      throw validationFailed({ [field]: "media.alreadyAttached" });
    }
    const after = { mediable_type: ref.type, mediable_id: ref.id, slug: FEATURED_SLUG, sort: 0 };
    await trx
      .updateTable("media")
      .set({ ...after, updated_at: nowIso() })
      .where("id", "=", mediaId)
      .execute();
    await recordAudit(trx, request, {
      action: "attach",
      entity: "media",
      entityId: mediaId,
      businessId,
      after,
    });
  }
  if (previousId === null) return [];
  const previous = await trx
    .selectFrom("media")
    .selectAll()
    .where("id", "=", previousId)
    .where((eb) =>
      eb.or([
        eb("mediable_type", "is", null),
        eb.and([eb("mediable_type", "=", ref.type), eb("mediable_id", "=", ref.id)]),
      ]),
    )
    .execute();
  return deleteMediaRows(trx, request, previous);
}

/**
 * The media list of a record (an event's pictures, videos and YouTube links), replaced by the given ids in that
 * order: new ids are attached (same rules as POST media), media no longer listed are deleted. Answers the files
 * to remove after commit.
 */
export async function setMediaList(
  trx: Transaction<DB>,
  request: FastifyRequest,
  ref: TargetRef,
  businessId: number,
  ids: readonly number[] | undefined,
): Promise<string[]> {
  if (ids === undefined) return [];
  const wanted = [...new Set(ids)];
  await attachMedia(trx, request, ref, businessId, wanted);
  const current = await mediaOf(trx, ref);
  const files = await deleteMediaRows(
    trx,
    request,
    current.filter((m) => !wanted.includes(m.id)),
  );
  const now = nowIso();
  for (const [index, id] of wanted.entries()) {
    await trx.updateTable("media").set({ sort: index, updated_at: now }).where("id", "=", id).execute();
  }
  await ensureFeatured(trx, ref);
  return files;
}
