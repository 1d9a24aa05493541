import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { deleteCatalogMedia } from "../media/removal";
import { CATEGORY_SCOPE } from "./settings";

/**
 * Deletes what hangs on the categories and no foreign key removes, in the caller's transaction (a category's or a
 * menu's delete): their items' and their own media (rows now; the files are answered, to remove once committed),
 * their items and their settings.
 */
export async function clearCategories(trx: Transaction<DB>, request: FastifyRequest, categoryIds: number[]) {
  if (!categoryIds.length) return { files: [], itemIds: [] };
  const items = await trx.selectFrom("items").select("id").where("category_id", "in", categoryIds).execute();
  const itemIds = items.map((item) => item.id);
  const files = await deleteCatalogMedia(trx, request, { itemIds, categoryIds });
  if (itemIds.length) await trx.deleteFrom("items").where("id", "in", itemIds).execute();
  await trx
    .deleteFrom("settings")
    .where("scope", "=", CATEGORY_SCOPE)
    .where("scope_id", "in", categoryIds)
    .execute();
  return { files, itemIds };
}
