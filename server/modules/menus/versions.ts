import type { Generated, Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";

// The version of a business's menus (DESIGN §9): a counter in the database, so every instance sees a write at once,
// while the ready menu bodies (payload-cache.ts) stay in each instance's memory, keyed by it and safe to lose.

type MenuVersionsTables = {
  menu_versions: { business_id: number; version: Generated<number> };
};

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Audited writes of these entities never change what a menu returns and come often (a busy branch takes an order
 * a minute), so they leave the menus' cache alone. Every other audited write counts as a menu change: a new kind of
 * record is covered without anyone remembering to add it here.
 */
const NOT_MENU_CONTENT = new Set([
  "order",
  "reservation",
  "reservation_payment",
  "invoice",
  "notification",
  "login_qr",
  "profile",
]);

export const changesMenus = (entity: string) => !NOT_MENU_CONTENT.has(entity);

/**
 * Bumps the version in the caller's transaction: readers never see the new version without the write, and on
 * PostgreSQL the row lock orders concurrent bumps so a version is never reused.
 */
export async function bumpMenuVersion(db: Db, businessId: number): Promise<void> {
  await db
    .withTables<MenuVersionsTables>()
    .insertInto("menu_versions")
    .values({ business_id: businessId, version: 1 })
    .onConflict((oc) =>
      oc.column("business_id").doUpdateSet((eb) => ({ version: eb("menu_versions.version", "+", 1) })),
    )
    .execute();
}

/** A menu's business and what its cached body is keyed by, or undefined when the menu does not exist. */
export async function menuStamp(db: Db, menuId: number) {
  const row = await db
    .withTables<MenuVersionsTables>()
    .selectFrom("menus")
    .leftJoin("menu_versions", "menu_versions.business_id", "menus.business_id")
    .select(["menus.business_id", "menus.created_at", "menu_versions.version"])
    .where("menus.id", "=", menuId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { businessId: row.business_id, version: Number(row.version ?? 0), createdAt: row.created_at };
}

export type MenuStamp = NonNullable<Awaited<ReturnType<typeof menuStamp>>>;
