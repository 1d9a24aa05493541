import type { Kysely, Transaction } from "kysely";
import { Type } from "typebox";
import { categories } from "../../../src/domain/resources/categories";
import type { DeclaredRecord } from "../../../src/domain/resources";
import type { DB } from "../../db/schema/index";
import { PictureOut } from "../../http/schemas";
import type { ServerHooks } from "../../shared/resource-hooks";
import type { AnyDb } from "../declared/repository";
import { moveSubtreeToMenu, resolvePlacement } from "./placement";
import { nextCategorySort, subtreeIds } from "./repository";
import { SettingOut } from "./schemas";
import { clearCategories } from "./removal";
import { settingsOf } from "./settings";

// What the generated category routes (src/domain/resources/categories.ts) need of the database: where a category
// goes, what goes with it, and its picture and settings beside it.

// The generated routes hand over their untyped connection; these tables are in the typed schema.
const typed = (db: AnyDb) => db as unknown as Transaction<DB>;

interface Place {
  id: number;
  menu_id: number;
  parent_id: number | null;
}

/** Each category's picture (id and src) and its settings with their defaults, two queries for a page. */
async function withPictureAndSettings(db: Kysely<DB>, records: DeclaredRecord[]) {
  const mediaIds = records.map((r) => r.media_id).filter((id): id is number => typeof id === "number");
  const [pictures, settings] = await Promise.all([
    mediaIds.length ? db.selectFrom("media").select(["id", "src"]).where("id", "in", mediaIds).execute() : [],
    settingsOf(
      db,
      records.map((r) => r.id as number),
    ),
  ]);
  const pictureOf = new Map(pictures.map((picture) => [picture.id, picture]));
  return records.map((record) => ({
    ...record,
    media: pictureOf.get(record.media_id as number) ?? null,
    settings: settings(record.id as number),
  }));
}

export const categoryHooks: ServerHooks = {
  resource: categories.name,

  // SPEC §3: a category under a parent is in its parent's menu, never inside itself; without one it is in the
  // chosen menu, its own, or the business's first. A new or moved category goes last among its new siblings.
  beforeChange: async (db, { scope, values, before }) => {
    const current = before as Place | undefined;
    const place = await resolvePlacement(
      typed(db),
      scope.businessId,
      {
        menu_id: values.menu_id as number | undefined,
        parent_id: values.parent_id as number | null | undefined,
      },
      current,
    );
    if (Object.keys(place.errors).length) return place.errors;
    const moved = !current || place.menuId !== current.menu_id || place.parentId !== current.parent_id;
    Object.assign(values, { menu_id: place.menuId, parent_id: place.parentId });
    if (moved) values.sort = await nextCategorySort(typed(db), place.menuId, place.parentId);
    return {};
  },

  // Its subcategories follow it to another menu.
  afterChange: async (trx, { scope, id, values, before }) => {
    const menuId = values.menu_id as number;
    if (before && menuId !== before.menu_id)
      await moveSubtreeToMenu(typed(trx), scope.businessId, [id], menuId);
  },

  // Its subcategories go with it, and every item of them; the audit row names them.
  beforeDelete: async (trx, { request, scope, id }) => {
    const categoryIds = await subtreeIds(typed(trx), scope.businessId, [id]);
    const { files, itemIds } = await clearCategories(typed(trx), request, categoryIds);
    const subcategoryIds = categoryIds.filter((other) => other !== id);
    if (subcategoryIds.length)
      await typed(trx).deleteFrom("categories").where("id", "in", subcategoryIds).execute();
    return { files, audit: { subcategory_ids: subcategoryIds, item_ids: itemIds } };
  },

  afterRead: {
    schema: { media: PictureOut, settings: Type.Array(SettingOut) },
    expand: (db, records) => withPictureAndSettings(typed(db), records),
  },
};
