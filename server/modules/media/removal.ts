import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { deleteMediaRows } from "./repository";

/**
 * Deletes the media rows of items and categories that are being deleted, inside the transaction, and answers
 * the file addresses to remove once it has committed (files cannot be rolled back).
 */
export async function deleteCatalogMedia(
  trx: Transaction<DB>,
  request: FastifyRequest,
  owners: { itemIds?: readonly number[]; categoryIds?: readonly number[] },
): Promise<string[]> {
  const itemIds = [...(owners.itemIds ?? [])];
  const categoryIds = [...(owners.categoryIds ?? [])];
  if (!itemIds.length && !categoryIds.length) return [];
  const rows = await trx
    .selectFrom("media")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(itemIds.length
          ? [eb.and([eb("mediable_type", "=", "Item"), eb("mediable_id", "in", itemIds)])]
          : []),
        ...(categoryIds.length
          ? [eb.and([eb("mediable_type", "=", "Category"), eb("mediable_id", "in", categoryIds)])]
          : []),
      ]),
    )
    .execute();
  return deleteMediaRows(trx, request, rows);
}

/** Removes files after the deleting transaction committed; a failure only leaves an orphan file behind. */
export async function removeMediaFiles(app: FastifyInstance, urls: readonly string[]): Promise<void> {
  if (!urls.length) return;
  try {
    await deleteMediaFiles(mediaStorage(app.config), urls);
  } catch (error) {
    app.log.warn({ err: error }, "could not remove media files");
  }
}
