import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { categoriesIn, findCategory, placeCategories, positionsOf, subtreeIds } from "./repository";
import { moveSubtreeToMenu } from "./placement";
import type { CategorySortInput } from "./schemas";

/**
 * The menu editor's drag and drop (SPEC §4): the categories in their new order, and under the parent they are
 * dropped in (`parent_id`, null for the top), in the caller's transaction. Answers their places.
 */
export async function sortCategories(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  body: CategorySortInput,
) {
  const { sortedIds } = body;
  const moving = body.parent_id !== undefined;
  const errors: FieldErrors = {};
  if (new Set(sortedIds).size !== sortedIds.length) errors.sortedIds = "validation.invalid";
  const found = await categoriesIn(trx, businessId, sortedIds);
  if (found.length !== new Set(sortedIds).size) errors.sortedIds = "catalog.sortedIdsNotFound";
  let parentMenu: number | undefined;
  const parentId = body.parent_id ?? null;
  if (moving && parentId !== null) {
    const parent = await findCategory(trx, businessId, parentId);
    if (!parent) errors.parent_id = "catalog.parentNotFound";
    else if ((await subtreeIds(trx, businessId, sortedIds)).includes(parentId))
      errors.parent_id = "catalog.parentCycle";
    else parentMenu = parent.menu_id;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  await placeCategories(trx, businessId, sortedIds, moving ? { parentId } : undefined);
  if (parentMenu !== undefined) await moveSubtreeToMenu(trx, businessId, sortedIds, parentMenu);
  await recordAudit(trx, request, {
    action: "sort",
    entity: "category",
    businessId,
    after: { ...(moving ? { parent_id: parentId } : {}), sortedIds },
  });
  const rows = await positionsOf(trx, sortedIds);
  const byId = new Map(rows.map((r) => [r.id, { ...r, sort: Number(r.sort) }]));
  return sortedIds.map((id) => byId.get(id)!);
}
