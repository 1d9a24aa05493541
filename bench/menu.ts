import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import type { DB } from "../server/db/schema/index";
import { seedFoundation } from "../server/db/seed/foundation";
import { issueToken } from "../server/modules/auth/tokens";

// Speed of the menu editor's payload (GET menu/{menuId}) for a large menu, measured through app.inject on a fresh
// SQLite file database. Not a test: it prints figures and asserts nothing.

export interface MenuBenchOptions {
  items?: number;
  runs?: number;
}

export interface MenuBenchResult {
  items: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  payloadBytes: number;
}

const CATEGORY_TREE = { top: 5, childrenEach: 3 };

/** Inserts rows in slices that stay under SQLite's bound-parameter limit. */
async function insertMany<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: Record<string, unknown>[],
) {
  for (let i = 0; i < rows.length; i += 400) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 400) as never)
      .execute();
  }
}

const text = (en: string, ar: string) =>
  JSON.stringify([
    { locale: "en", name: en },
    { locale: "ar", name: ar },
  ]);

/** A menu of `count` items spread over 20 categories (5 top-level, 3 subcategories each), with every kind of row. */
export async function generateMenu(
  db: Kysely<DB>,
  businessId: number,
  menuId: number,
  count: number,
): Promise<void> {
  const now = new Date().toISOString();
  const categoryIds: number[] = [];
  for (let t = 0; t < CATEGORY_TREE.top; t++) {
    const top = await db
      .insertInto("categories")
      .values({
        business_id: businessId,
        menu_id: menuId,
        parent_id: null,
        locales: text(`Section ${t + 1}`, `قسم ${t + 1}`),
        search: `section ${t + 1}`,
        sort: t,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryIds.push(top.id);
    for (let s = 0; s < CATEGORY_TREE.childrenEach; s++) {
      const child = await db
        .insertInto("categories")
        .values({
          business_id: businessId,
          menu_id: menuId,
          parent_id: top.id,
          locales: text(`Group ${t + 1}.${s + 1}`, `مجموعة ${t + 1}.${s + 1}`),
          search: "",
          sort: s,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryIds.push(child.id);
    }
  }
  await insertMany(
    db,
    "items",
    Array.from({ length: count }, (_, i) => ({
      business_id: businessId,
      category_id: categoryIds[i % categoryIds.length],
      locales: JSON.stringify([
        {
          locale: "en",
          name: `Dish ${i + 1}`,
          description: "Slow-cooked with saffron, cardamom and dried lime",
        },
        { locale: "ar", name: `طبق ${i + 1}`, description: "مطبوخ ببطء مع الزعفران والهيل واللومي" },
      ]),
      search: `dish ${i + 1}`,
      sort: Math.floor(i / categoryIds.length),
      created_at: now,
      updated_at: now,
    })),
  );
  const itemIds = (
    await db.selectFrom("items").select("id").where("business_id", "=", businessId).orderBy("id").execute()
  ).map((r) => r.id);
  const holidays: number[] = [];
  for (let h = 0; h < 3; h++) {
    const row = await db
      .insertInto("holidays")
      .values({
        business_id: businessId,
        locales: text(`Holiday ${h + 1}`, `عطلة ${h + 1}`),
        from: now,
        to: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    holidays.push(row.id);
  }
  await insertMany(
    db,
    "prices",
    itemIds.flatMap((item_id) => [
      { item_id, locales: text("Regular", "عادي"), amount: 2500, sort: 0 },
      { item_id, locales: text("Large", "كبير"), amount: 3750, sort: 1 },
    ]),
  );
  await insertMany(
    db,
    "addons",
    itemIds.flatMap((item_id) => [
      { item_id, locales: text("Extra bread", "خبز إضافي"), amount: 250, sort: 0 },
      { item_id, locales: text("Extra sauce", "صلصة إضافية"), amount: 150, sort: 1 },
    ]),
  );
  await insertMany(
    db,
    "discounts",
    itemIds
      .filter((_, i) => i % 10 === 0)
      .map((item_id) => ({
        item_id,
        business_id: businessId,
        locales: "[]",
        amount: 10000,
        type: "percentage",
        from: now,
        to: now,
      })),
  );
  await insertMany(
    db,
    "media",
    itemIds.flatMap((item_id) =>
      [0, 1, 2].map((sort) => ({
        business_id: businessId,
        mediable_type: "Item",
        mediable_id: item_id,
        type: "image/jpeg",
        src: `/media/${businessId}/${item_id}-${sort}.jpg`,
        thumb_src: `/media/${businessId}/${item_id}-${sort}-thumb.jpg`,
        slug: sort === 0 ? "featured" : null,
        sort,
        size: 120_000,
        created_at: now,
        updated_at: now,
      })),
    ),
  );
  await insertMany(
    db,
    "holiday_item_prices",
    itemIds.flatMap((item_id) => holidays.map((holiday_id) => ({ holiday_id, item_id, amount: 5000 }))),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Builds the app on a fresh SQLite file, generates the menu, and times GET menu/{menuId}. */
export async function benchMenu(options: MenuBenchOptions = {}): Promise<MenuBenchResult> {
  const count = options.items ?? 2000;
  const runs = options.runs ?? 20;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "menu-bench-"));
  const app = await buildApp(
    loadConfig({
      databaseUrl: `sqlite:${path.join(dir, "bench.sqlite")}`,
      mediaDir: path.join(dir, "media"),
      logLevel: "silent",
      seedDemo: false,
      nodeEnv: "test",
      distDir: path.join(dir, "no-dist"),
    }),
    { seed: false },
  );
  try {
    await app.ready();
    const ids = await app.db.transaction().execute((trx) => seedFoundation(trx, Date.now()));
    const { businessId, menuIds } = ids.restaurant;
    await generateMenu(app.db, businessId, menuIds[0], count);
    const token = await issueToken(app.db, ids.users.owner);
    const call = () =>
      app.inject({
        method: "GET",
        url: `/api/menu/${menuIds[0]}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const warm = await call();
    if (warm.statusCode !== 200)
      throw new Error(`GET menu answered ${warm.statusCode}: ${warm.body.slice(0, 200)}`);
    for (let i = 0; i < 2; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = process.hrtime.bigint();
      const response = await call();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (response.statusCode !== 200) throw new Error(`GET menu answered ${response.statusCode}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const result: MenuBenchResult = {
      items: count,
      runs,
      medianMs: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      minMs: sorted[0],
      maxMs: sorted[sorted.length - 1],
      payloadBytes: Buffer.byteLength(warm.body),
    };
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `GET menu/{menuId}, ${count} items (2 prices, 2 addons, 3 media, 3 holiday prices each; 20 categories), ${runs} runs on SQLite:\n` +
        `  median ${ms(result.medianMs)}  p95 ${ms(result.p95Ms)}  min ${ms(result.minMs)}  max ${ms(result.maxMs)}  payload ${(result.payloadBytes / 1024 / 1024).toFixed(2)} MB`,
    );
    return result;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchMenu();
}
