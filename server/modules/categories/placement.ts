import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import type { FieldErrors } from "../../errors";
import { findCategory, subtreeIds, type CategoryRow } from "./repository";

type Db = Kysely<DB> | Transaction<DB>;

export interface Placement {
  menuId: number;
  parentId: number | null;
  errors: FieldErrors;
}

/**
 * Where a category goes (SPEC §3: menu and parent). The parent must be in the same business and menu and
 * never inside the category itself; without a parent the menu is the chosen one, the current one, or the first.
 */
export async function resolvePlacement(
  trx: Db,
  businessId: number,
  input: { menu_id?: number; parent_id?: number | null },
  current?: Pick<CategoryRow, "id" | "menu_id" | "parent_id">,
): Promise<Placement> {
  const errors: FieldErrors = {};
  const parentId = input.parent_id !== undefined ? input.parent_id : (current?.parent_id ?? null);
  let parentMenu: number | undefined;
  if (parentId !== null) {
    const parent = await findCategory(trx, businessId, parentId);
    if (!parent) errors.parent_id = "catalog.parentNotFound";
    else if (current && (await subtreeIds(trx, businessId, [current.id])).includes(parent.id))
      errors.parent_id = "catalog.parentCycle";
    else parentMenu = parent.menu_id;
  }
  if (input.menu_id !== undefined) {
    const menu = await trx
      .selectFrom("menus")
      .select("id")
      .where("id", "=", input.menu_id)
      .where("business_id", "=", businessId)
      .executeTakeFirst();
    if (!menu) errors.menu_id = "catalog.menuNotFound";
    else if (parentMenu !== undefined && parentMenu !== input.menu_id)
      errors.parent_id = "catalog.parentOtherMenu";
  }
  let menuId = parentMenu ?? input.menu_id ?? current?.menu_id;
  if (menuId === undefined && !errors.parent_id) {
    const first = await trx
      .selectFrom("menus")
      .select("id")
      .where("business_id", "=", businessId)
      .orderBy("id")
      .executeTakeFirst();
    if (!first) errors.menu_id = "validation.required";
    menuId = first?.id;
  }
  return { menuId: menuId ?? 0, parentId, errors };
}

/** A category moved to another menu takes its subcategories along. */
export async function moveSubtreeToMenu(
  trx: Db,
  businessId: number,
  rootIds: number[],
  menuId: number,
): Promise<void> {
  const ids = await subtreeIds(trx, businessId, rootIds);
  await trx
    .updateTable("categories")
    .set({ menu_id: menuId })
    .where("id", "in", ids)
    .where("menu_id", "!=", menuId)
    .execute();
}
