import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DeclaredRecord, FieldDeclaration, ResourceDeclaration } from "../../../src/domain/resources";
import type { DB } from "../../db/schema/index";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { setSingleImage } from "../media/attachments";
import { deleteMediaOf, toMediaBrief } from "../media/repository";
import type { TargetRef } from "../media/targets";
import type { AnyDb } from "./repository";

// The pictures a declared record owns (media fields with `attach`): attached and featured on write, the replaced
// one deleted, all of them deleted with the record, and answered in full beside the id.

type Attached = FieldDeclaration & { attach: NonNullable<FieldDeclaration["attach"]> };

export const attachedFields = (declaration: ResourceDeclaration): Attached[] =>
  declaration.fields.filter((field): field is Attached => field.type === "media" && !!field.attach);

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
  return removed;
}

export const deleteFiles = (request: FastifyRequest, files: string[]) =>
  files.length ? deleteMediaFiles(mediaStorage(request.server.config), files) : Promise.resolve();

/** The records with each attached picture in full under its `expandedAs` (null without one). */
export async function withPictures(
  db: AnyDb,
  declaration: ResourceDeclaration,
  records: DeclaredRecord[],
): Promise<DeclaredRecord[]> {
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
