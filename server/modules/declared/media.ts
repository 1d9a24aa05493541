import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DeclaredRecord, FieldDeclaration, ResourceDeclaration } from "../../../src/domain/resources";
import type { DB } from "../../db/schema/index";
import { removeMediaFiles } from "../media/removal";
import { setMediaList, setSingleImage } from "../media/attachments";
import { deleteMediaOf, toMediaBrief } from "../media/repository";
import type { TargetRef } from "../media/targets";
import { withValuePerRecord } from "./perRecord";
import type { AnyDb } from "./repository";

// The media a declared record owns: one picture per media field with `attach` (featured, the replaced one deleted)
// and the ordered media of each media list (the first image featured, removed ones deleted). All are deleted with
// the record and answered in full beside the record.

type Attached = FieldDeclaration & { attach: NonNullable<FieldDeclaration["attach"]> };

export const attachedFields = (declaration: ResourceDeclaration): Attached[] =>
  declaration.fields.filter((field): field is Attached => field.type === "media" && !!field.attach);

export const galleryFields = (declaration: ResourceDeclaration): Attached[] =>
  declaration.fields.filter((field): field is Attached => field.type === "mediaList" && !!field.attach);

const refOf = (field: Attached, id: number) => ({ type: field.attach.mediableType, id }) as TargetRef;

/**
 * Attaches each sent picture to the record (404 for one of another business, 422 for a video or another record's)
 * and writes its id; answers the files of replaced pictures, to delete once the transaction is committed.
 */
export async function attachPictures(
  trx: AnyDb,
  request: FastifyRequest,
  declaration: ResourceDeclaration,
  businessId: number,
  id: number,
  values: DeclaredRecord,
  before?: DeclaredRecord,
): Promise<string[]> {
  const removed: string[] = [];
  for (const field of attachedFields(declaration)) {
    if (!(field.name in values)) continue;
    const chosen = values[field.name] as number | null;
    const previous = (before?.[field.name] as number | null | undefined) ?? null;
    const db = trx as unknown as Transaction<DB>;
    removed.push(
      ...(await setSingleImage(db, request, refOf(field, id), businessId, field.name, chosen, previous)),
    );
    await trx
      .updateTable(declaration.table)
      .set({ [field.name]: chosen })
      .where("id", "=", id)
      .execute();
  }
  for (const field of galleryFields(declaration)) {
    const ids = values[field.name];
    // A list not sent (or null) leaves the media as they are.
    if (!Array.isArray(ids)) continue;
    const db = trx as unknown as Transaction<DB>;
    removed.push(...(await setMediaList(db, request, refOf(field, id), businessId, ids as number[])));
  }
  return removed;
}

/** Detaches and deletes the record's pictures before the record goes; answers their files. */
export async function deletePictures(
  trx: AnyDb,
  request: FastifyRequest,
  declaration: ResourceDeclaration,
  id: number,
): Promise<string[]> {
  const removed: string[] = [];
  for (const field of attachedFields(declaration)) {
    await trx
      .updateTable(declaration.table)
      .set({ [field.name]: null })
      .where("id", "=", id)
      .execute();
    removed.push(...(await deleteMediaOf(trx as unknown as Transaction<DB>, request, refOf(field, id))));
  }
  for (const field of galleryFields(declaration))
    removed.push(...(await deleteMediaOf(trx as unknown as Transaction<DB>, request, refOf(field, id))));
  return removed;
}

/**
 * Removes the files of deleted media once their rows' transaction has committed: a storage failure then only
 * leaves an orphan file (logged), never a failed answer for a delete that happened.
 */
export const deleteFiles = (request: FastifyRequest, files: string[]) =>
  removeMediaFiles(request.server, files);

/** The media of each record under each media list's `expandedAs`, in order (one query per list). */
async function withGalleries(
  db: AnyDb,
  declaration: ResourceDeclaration,
  records: DeclaredRecord[],
): Promise<DeclaredRecord[]> {
  let result = records;
  for (const field of galleryFields(declaration)) {
    result = await withValuePerRecord(
      result,
      field.attach.expandedAs,
      (ids) =>
        db
          .selectFrom("media")
          .select(["id", "src", "thumb_src", "type", "slug", "sort", "mediable_id"])
          .where("mediable_type", "=", field.attach.mediableType)
          .where("mediable_id", "in", ids)
          .orderBy("sort")
          .orderBy("id")
          .execute(),
      (row) => Number(row.mediable_id),
      (rows) => rows.map(toMediaBrief),
    );
  }
  return result;
}

/** The records with each attached picture in full under its `expandedAs` (null without one), and their media lists. */
export async function withPictures(
  db: AnyDb,
  declaration: ResourceDeclaration,
  given: DeclaredRecord[],
): Promise<DeclaredRecord[]> {
  const records = await withGalleries(db, declaration, given);
  const fields = attachedFields(declaration);
  if (!fields.length) return records;
  const ids = [...new Set(fields.flatMap((f) => records.map((r) => r[f.name] as number | null)))].filter(
    (id): id is number => typeof id === "number",
  );
  const rows = ids.length
    ? await db
        .selectFrom("media")
        .select(["id", "src", "thumb_src", "type", "slug", "sort"])
        .where("id", "in", ids)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id), toMediaBrief(row)]));
  return records.map((record) => ({
    ...record,
    ...Object.fromEntries(
      fields.map((f) => [f.attach.expandedAs, byId.get(record[f.name] as number) ?? null]),
    ),
  }));
}
