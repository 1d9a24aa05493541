import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { LOCALES, type Locale } from "../../../src/domain/constants";
import { nameFromFileName } from "../../../src/domain/media";
import { categories } from "../../../src/domain/resources/categories";
import { nowIso } from "../../db/dialect";
import { localesColumns, parseLocales } from "../../db/locales";
import type { DB } from "../../db/schema/index";
import { validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { nextCategorySort } from "../categories/repository";
import { recordOf } from "../declared/values";
import { loadItem } from "../items/repository";
import { nextItemSort } from "../items/service";
import { readStored } from "../settings/store";

// The smart uploader (SPEC §2, §7 Media): an upload with `convert-item: {categoryId}` becomes an item named after
// the file, with the image as its featured picture. `full-path` is the file's path as the browser gives it for a
// chosen or dropped folder ("Menu/Drinks/cola.png"): the first folder is the one dropped on the open category,
// the folders below it become subcategories (found by name, else created). All of it is written in the upload's
// transaction, so a refused file leaves neither its item nor its folders behind.

/** Nested folders deeper than this are refused (a menu is never that deep; it bounds the work of one upload). */
export const SMART_UPLOAD_MAX_FOLDERS = 5;
const NAME_MAX = 255;

export interface SmartUploadPath {
  /** Subcategory names, outermost first. */
  folders: string[];
  fileName: string;
}

/** Splits `full-path` (or the bare file name); 422 on `full-path` for "." / ".." names or too deep a tree. */
export function parseSmartUploadPath(fullPath: string | undefined, fileName: string): SmartUploadPath {
  const segments = (fullPath ?? "")
    .split(/[\\/]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments.some((s) => s === "." || s === ".." || s.length > NAME_MAX))
    throw validationFailed({ "full-path": "validation.invalid" });
  if (segments.length < 2) return { folders: [], fileName: segments[0] ?? fileName };
  const folders = segments.slice(1, -1);
  if (folders.length > SMART_UPLOAD_MAX_FOLDERS)
    throw validationFailed({ "full-path": "validation.invalid" });
  return { folders, fileName: segments[segments.length - 1]! };
}

/** The languages the business offers (its Locales setting), else all of them. */
async function businessLocales(trx: Transaction<DB>, businessId: number): Promise<Locale[]> {
  const stored = (await readStored(trx, "business", businessId)).values.get("Locales");
  const offered = Array.isArray(stored) ? LOCALES.filter((locale) => stored.includes(locale)) : [];
  return offered.length ? offered : [...LOCALES];
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/** The subcategory named `name` under `parentId`, created (last among its siblings) when there is none. */
async function subcategory(
  trx: Transaction<DB>,
  request: FastifyRequest,
  parent: { id: number; menu_id: number; business_id: number },
  name: string,
  locales: readonly Locale[],
) {
  const siblings = await trx
    .selectFrom("categories")
    .select(["id", "locales"])
    .where("parent_id", "=", parent.id)
    .where("business_id", "=", parent.business_id)
    .execute();
  const existing = siblings.find((c) => parseLocales(c.locales).some((l) => sameName(l.name ?? "", name)));
  if (existing) return { id: existing.id, menu_id: parent.menu_id, business_id: parent.business_id };
  const now = nowIso();
  const values = {
    business_id: parent.business_id,
    menu_id: parent.menu_id,
    parent_id: parent.id,
    ...localesColumns(locales.map((locale) => ({ locale, name }))),
    media_id: null,
    sort: await nextCategorySort(trx, parent.menu_id, parent.id),
    created_at: now,
    updated_at: now,
  };
  const created = await trx.insertInto("categories").values(values).returningAll().executeTakeFirstOrThrow();
  // Recorded as the declared categories record theirs: as answered (names per language, no search column).
  await recordAudit(trx, request, {
    action: "create",
    entity: categories.auditEntity,
    entityId: created.id,
    businessId: parent.business_id,
    after: recordOf(categories, created),
  });
  return { id: created.id, menu_id: parent.menu_id, business_id: parent.business_id };
}

/** A new item at the end of the (sub)category the path leads to, named after the file in the business's languages. */
export async function createItemFromFile(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  categoryId: number,
  path: SmartUploadPath,
) {
  const locales = await businessLocales(trx, businessId);
  let category = await trx
    .selectFrom("categories")
    .select(["id", "menu_id", "business_id"])
    .where("id", "=", categoryId)
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  for (const folder of path.folders)
    category = await subcategory(trx, request, category, folder.slice(0, NAME_MAX), locales);

  const name = nameFromFileName(path.fileName) || path.fileName.slice(0, NAME_MAX) || "Item";
  const now = nowIso();
  const values = {
    business_id: businessId,
    category_id: category.id,
    ...localesColumns(locales.map((locale) => ({ locale, name }))),
    sort: await nextItemSort(trx, category.id),
    created_at: now,
    updated_at: now,
  };
  const item = await trx.insertInto("items").values(values).returning("id").executeTakeFirstOrThrow();
  const business = await trx
    .selectFrom("businesses")
    .select("type")
    .where("id", "=", businessId)
    .executeTakeFirstOrThrow();
  // A chalet business's items are listings and always carry their details (units, bedrooms, ...).
  if (business.type === "chalet")
    await trx.insertInto("chalet_details").values({ item_id: item.id }).execute();
  // Recorded as the item routes record an item: as answered (names per language, no search column).
  await recordAudit(trx, request, {
    action: "create",
    entity: "item",
    entityId: item.id,
    businessId,
    after: await loadItem(trx, item.id),
  });
  return { id: item.id, category_id: category.id, name };
}
