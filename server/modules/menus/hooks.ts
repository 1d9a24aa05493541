import type { Transaction } from "kysely";
import { menus } from "../../../src/domain/resources/menus";
import type { DB } from "../../db/schema/index";
import { clearCategories } from "../categories/removal";
import type { ServerHooks } from "../../shared/resource-hooks";

// What the generated menu routes (src/domain/resources/menus.ts) need of the database beyond the menu's row.

export const menuHooks: ServerHooks = {
  resource: menus.name,

  // The menu's categories and items cascade with it; their pictures and settings are not theirs by foreign key.
  beforeDelete: async (db, { request, id }) => {
    const trx = db as unknown as Transaction<DB>;
    const categories = await trx.selectFrom("categories").select("id").where("menu_id", "=", id).execute();
    const { files } = await clearCategories(
      trx,
      request,
      categories.map((category) => category.id),
    );
    return { files };
  },
};
