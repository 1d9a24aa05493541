import type { FastifyRequest } from "fastify";
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from "kysely";
import { FEATURED_SLUG, featuredMediaId, type MediableType } from "../../../src/domain/media";
import { nowIso, storedInt } from "../../db/dialect";
import type { DB, MediaTable } from "../../db/schema/index";
import { notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import type { MediaOutput } from "./schemas";
import type { TargetRef } from "./targets";
import { personId } from "../../plugins/auth";

type Db = Kysely<DB> | Transaction<DB>;
export type MediaRecord = Selectable<MediaTable>;

/** The one place media rows become API objects. */
export const toMedia = (row: MediaRecord): MediaOutput => ({
  id: row.id,
  business_id: row.business_id,
  mediable_type: row.mediable_type,
  mediable_id: row.mediable_id,
  type: row.type,
  src: row.src,
  thumb_src: row.thumb_src,
  slug: row.slug,
  sort: storedInt(row.sort),
  size: Number(row.size),
  width: row.width,
  height: row.height,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toMediaBrief = (
  row: Pick<MediaRecord, "id" | "src" | "thumb_src" | "type" | "slug" | "sort">,
) => ({
  id: row.id,
  src: row.src,
  thumb_src: row.thumb_src,
  type: row.type,
  slug: row.slug,
  sort: storedInt(row.sort),
});

/** What a new media row says of itself; who uploaded it, its business and its times are filled in. */
export type NewMedia = Omit<
  Insertable<MediaTable>,
  "business_id" | "uploaded_by" | "created_at" | "updated_at"
>;

/** A new media row of the signed-in user in the business, audited as created (an upload or a video link). */
export async function insertMedia(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  values: NewMedia,
): Promise<MediaRecord> {
  const now = nowIso();
  const row = await trx
    .insertInto("media")
    .values({
      ...values,
      business_id: businessId,
      uploaded_by: personId(request),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, request, {
    action: "create",
    entity: "media",
    entityId: row.id,
    businessId,
    after: toMedia(row),
  });
  return row;
}

export async function findMedia(db: Db, id: number): Promise<MediaRecord> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Changes a media row (its slug, place in the gallery or the record it belongs to), stamping the time. */
export async function writeMedia(
  trx: Db,
  id: number,
  values: Updateable<MediaTable>,
  now = nowIso(),
): Promise<void> {
  await trx
    .updateTable("media")
    .set({ ...values, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** An entity's media in display order. */
export const mediaOf = (db: Db, ref: TargetRef) =>
  db
    .selectFrom("media")
    .selectAll()
    .where("mediable_type", "=", ref.type)
    .where("mediable_id", "=", ref.id)
    .orderBy("sort")
    .orderBy("id")
    .execute();

/** SPEC §4: exactly one image of an entity carries the featured slug while it has images. */
export async function ensureFeatured(trx: Db, ref: TargetRef): Promise<void> {
  const entries = await mediaOf(trx, ref);
  const featured = featuredMediaId(
    entries.map((m) => ({ id: m.id, type: m.type, slug: m.slug, sort: storedInt(m.sort) })),
  );
  for (const media of entries) {
    const wanted = media.id === featured ? FEATURED_SLUG : media.slug === FEATURED_SLUG ? null : media.slug;
    if (wanted !== media.slug) {
      await trx
        .updateTable("media")
        .set({ slug: wanted, updated_at: nowIso() })
        .where("id", "=", media.id)
        .execute();
    }
  }
}

/** Makes one media the featured image of its entity, taking the slug from any other. */
export async function makeFeatured(trx: Db, ref: TargetRef, mediaId: number): Promise<void> {
  await trx
    .updateTable("media")
    .set({ slug: null, updated_at: nowIso() })
    .where("mediable_type", "=", ref.type)
    .where("mediable_id", "=", ref.id)
    .where("slug", "=", FEATURED_SLUG)
    .where("id", "!=", mediaId)
    .execute();
  await trx
    .updateTable("media")
    .set({ slug: FEATURED_SLUG, updated_at: nowIso() })
    .where("id", "=", mediaId)
    .execute();
}

export async function nextSort(trx: Db, ref: TargetRef): Promise<number> {
  const row = await trx
    .selectFrom("media")
    .select((eb) => eb.fn.max("sort").as("max"))
    .where("mediable_type", "=", ref.type)
    .where("mediable_id", "=", ref.id)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/**
 * Attaches uploaded media to an entity in one go (SPEC §4: added media are saved together). Every id must be a
 * media of the same business (404 otherwise) that is not attached elsewhere (422); new ones go to the end in the
 * given order; the first image becomes featured if none is.
 */
export async function attachMedia(
  trx: Transaction<DB>,
  request: FastifyRequest,
  ref: TargetRef,
  businessId: number,
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await trx.selectFrom("media").selectAll().where("id", "in", unique).execute();
  if (rows.length !== unique.length || rows.some((r) => r.business_id !== businessId)) throw notFound();
  const elsewhere = rows.find(
    (r) => r.mediable_type && (r.mediable_type !== ref.type || r.mediable_id !== ref.id),
  );
  if (elsewhere) throw validationFailed({ ids: "media.alreadyAttached" });
  let sort = await nextSort(trx, ref);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const before = byId.get(id)!;
    if (before.mediable_type) continue;
    const after = { mediable_type: ref.type, mediable_id: ref.id, sort: sort++ };
    await trx
      .updateTable("media")
      .set({ ...after, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, request, {
      action: "attach",
      entity: "media",
      entityId: id,
      businessId,
      before: { mediable_type: null, mediable_id: null, sort: Number(before.sort) },
      after,
    });
  }
  await ensureFeatured(trx, ref);
}

/** Removes references to media rows from the records that point at them by column. */
async function clearReferences(trx: Transaction<DB>, ids: number[]): Promise<void> {
  const now = nowIso();
  await trx.updateTable("categories").set({ media_id: null }).where("media_id", "in", ids).execute();
  await trx
    .updateTable("services")
    .set({ media_id: null, updated_at: now })
    .where("media_id", "in", ids)
    .execute();
  await trx
    .updateTable("hotels")
    .set({ media_id: null, updated_at: now })
    .where("media_id", "in", ids)
    .execute();
  await trx
    .updateTable("businesses")
    .set({ logo_media_id: null })
    .where("logo_media_id", "in", ids)
    .execute();
  await trx.updateTable("users").set({ photo_media_id: null }).where("photo_media_id", "in", ids).execute();
}

/**
 * Deletes media rows (and audits each), promoting a new featured image where the featured one went (SPEC §4).
 * Answers the addresses of the files to remove once the transaction has committed.
 */
export async function deleteMediaRows(
  trx: Transaction<DB>,
  request: FastifyRequest | undefined,
  rows: readonly MediaRecord[],
): Promise<string[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  await clearReferences(trx, ids);
  await trx.deleteFrom("media").where("id", "in", ids).execute();
  const targets = new Map<string, TargetRef>();
  for (const row of rows) {
    if (row.mediable_type && row.mediable_id) {
      targets.set(`${row.mediable_type}:${row.mediable_id}`, {
        type: row.mediable_type as MediableType,
        id: row.mediable_id,
      });
    }
    if (request) {
      await recordAudit(trx, request, {
        action: "delete",
        entity: "media",
        entityId: row.id,
        businessId: row.business_id,
        before: toMedia(row),
      });
    }
  }
  for (const ref of targets.values()) await ensureFeatured(trx, ref);
  // YouTube media store an id, not a file: the storage ignores addresses it did not give out.
  return rows.flatMap((r) => [r.src, r.thumb_src]).filter((s): s is string => !!s);
}

/** Deletes every media of an entity (when the entity itself is deleted). */
export async function deleteMediaOf(
  trx: Transaction<DB>,
  request: FastifyRequest,
  ref: TargetRef,
): Promise<string[]> {
  return deleteMediaRows(trx, request, await mediaOf(trx, ref));
}
