import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { groupBy } from "../../shared/group-by";
import { loadItems, type ItemOutput } from "../items/repository";
import { CATEGORY_SCOPE, withDefaults } from "../categories/settings";
import type { CategoryRow } from "../categories/repository";

export interface EditorCategory {
  id: number;
  business_id: number;
  menu_id: number;
  parent_id: number | null;
  locales: ReturnType<typeof parseLocales>;
  media_id: number | null;
  media: { id: number; src: string } | null;
  sort: number;
  settings: { key: string; data: string }[];
  items: ItemOutput[];
  children_nested: EditorCategory[];
  updated_at: string;
}

const bySort = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  a.sort - b.sort || a.id - b.id;

/**
 * The whole menu for the editor (SPEC §7 GET menu/{menuId}) in a fixed number of queries, whatever its size:
 * the menu, its categories, their pictures and settings, and the items with their rows (see loadItems).
 */
export async function loadMenuEditor(db: Kysely<DB>, menuId: number) {
  const menu = await db
    .selectFrom("menus")
    .select(["id", "business_id", "type", "locales"])
    .where("id", "=", menuId)
    .executeTakeFirst();
  if (!menu) return undefined;
  const categoryIds = db.selectFrom("categories").select("id").where("menu_id", "=", menuId);
  const [categories, pictures, settings, items] = await Promise.all([
    db
      .selectFrom("categories")
      .select([
        "id",
        "business_id",
        "menu_id",
        "parent_id",
        "locales",
        "media_id",
        "sort",
        "created_at",
        "updated_at",
      ])
      .where("menu_id", "=", menuId)
      .execute() as Promise<CategoryRow[]>,
    db
      .selectFrom("media")
      .select(["id", "src"])
      .where(
        "id",
        "in",
        db
          .selectFrom("categories")
          .select("media_id")
          .where("menu_id", "=", menuId)
          .where("media_id", "is not", null),
      )
      .execute(),
    db
      .selectFrom("settings")
      .select(["scope_id", "key", "data"])
      .where("scope", "=", CATEGORY_SCOPE)
      .where("scope_id", "in", categoryIds)
      .execute(),
    loadItems(db, { menuId }),
  ]);
  const pictureOf = new Map(pictures.map((p) => [p.id, p]));
  const settingsOf = groupBy(settings, (s) => s.scope_id);
  const itemsOf = groupBy(items, (i) => i.category_id);
  const nodes = new Map<number, EditorCategory>(
    categories.map((c) => {
      const picture = c.media_id === null ? undefined : pictureOf.get(c.media_id);
      return [
        c.id,
        {
          id: c.id,
          business_id: c.business_id,
          menu_id: c.menu_id,
          parent_id: c.parent_id,
          locales: parseLocales(c.locales),
          media_id: c.media_id,
          media: picture ? { id: picture.id, src: picture.src } : null,
          sort: Number(c.sort),
          settings: withDefaults(settingsOf.get(c.id) ?? []),
          items: itemsOf.get(c.id) ?? [],
          children_nested: [],
          updated_at: c.updated_at,
        },
      ];
    }),
  );
  const top: EditorCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children_nested.push(node);
    else top.push(node);
  }
  for (const node of nodes.values()) node.children_nested.sort(bySort);
  top.sort(bySort);
  return {
    id: menu.id,
    business_id: menu.business_id,
    type: menu.type,
    locales: parseLocales(menu.locales),
    categories: top,
  };
}
