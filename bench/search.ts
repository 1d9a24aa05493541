import { sql } from "kysely";
import { searchBusiness } from "../server/modules/search/service";
import { benchDatabase, ownerBusiness } from "./data";

// The global search (GET business/:id/search, issue #50) over a branch with BENCH_SEARCH_ORDERS orders (default
// 1,000,000) and a 2,000-item menu: the search's whole database work per keystroke (searchBusiness: every kind
// the owner may read, then the found rows) beside a bare indexed lookup (one order by branch and number) in the
// same run and process, each asked one after the other, as a person typing does. Texts: one customer's phone in
// Latin and Arabic-Indic digits, a name written with another alef and taa marbuta, a name shared by a tenth of
// the orders, an item, and a text nothing matches.

const COUNT =
  Number(process.env.BENCH_SEARCH_ORDERS) > 0 ? Number(process.env.BENCH_SEARCH_ORDERS) : 1_000_000;
const ITEMS = 2000;
const BATCH = 50_000;
const REPEAT = Number(process.env.BENCH_SEARCH_REPEAT) > 0 ? Number(process.env.BENCH_SEARCH_REPEAT) : 200;

const FIRST = ["أحمد", "فاطمة", "مصطفى", "نورة", "Zainab", "Hessa", "عبدالله", "Mariam", "يوسف", "Khaled"];
const LAST = [
  "العلي",
  "Al-Sabah",
  "الكندري",
  "Qabazard",
  "المطيري",
  "Behbehani",
  "العنزي",
  "Al-Ghanim",
  "الرشيدي",
  "Dashti",
];

const arabicDigits = (latin: string) => latin.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeIt(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function benchSearch() {
  const bench = await benchDatabase("search");
  try {
    const owner = await ownerBusiness(bench.db);
    const { businessId, branchId, menuId } = owner;
    const started = performance.now();
    const now = new Date().toISOString();
    const names = (en: string, ar: string) =>
      JSON.stringify([
        { locale: "en", name: en },
        { locale: "ar", name: ar },
      ]);
    const category = await bench.db
      .insertInto("categories")
      .values({
        business_id: businessId,
        menu_id: menuId,
        parent_id: null,
        media_id: null,
        locales: names("Grills", "مشاويات"),
        search: "grills | مشاويات",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let from = 0; from < ITEMS; from += 500)
      await bench.db
        .insertInto("items")
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            business_id: businessId,
            category_id: category.id,
            locales: names(`Dish ${from + i}`, `طبق ${from + i}`),
            search: `dish ${from + i} | طبق ${from + i}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    const pick = (list: string[], by: string) =>
      sql.raw(`(case ${by} % ${list.length} ${list.map((s, n) => `when ${n} then '${s}'`).join(" ")} end)`);
    // The index's triggers write each order's row as it is inserted: the generation pays what real writes pay. In
    // growing batches with the statistics refreshed between them, as autovacuum does for a growing table: PL/pgSQL caches
    // its triggers' plans, and one made while `customers` was empty would scan a business's customers per order.
    for (let from = 1, size = 1000; from <= COUNT; from += size, size = Math.min(BATCH, size * 2)) {
      const to = Math.min(COUNT, from + size - 1);
      const series =
        bench.dialect === "postgres"
          ? sql`select i from generate_series(${sql.lit(from)}, ${sql.lit(to)}) as i`
          : sql`with recursive n(i) as (select ${sql.lit(from)} union all select i + 1 from n where i < ${sql.lit(to)}) select i from n`;
      await sql`insert into orders (business_id, branch_id, number, status, type, customer_name, customer_phone, subtotal,
          discount, extra_charge, total, payment_method, payment_state, created_at, updated_at)
        select ${sql.lit(businessId)}, ${sql.lit(branchId)}, i, 'delivered', 'dine_in',
          ${pick(FIRST, "i")} || ' ' || ${pick(LAST, "(i / 10)")}, '+965' || (50000000 + i),
          1500, 0, 0, 1500, 'cash', 'not_paid', ${sql.lit(now)}, ${sql.lit(now)}
        from (${series}) as series`.execute(bench.db);
      await sql.raw("analyze").execute(bench.db);
    }
    await sql.raw(bench.dialect === "postgres" ? "vacuum analyze" : "analyze").execute(bench.db);
    console.log(
      `  (${COUNT.toLocaleString("en")} orders and ${ITEMS} items, with their index rows, written in ${((performance.now() - started) / 1000).toFixed(1)} s on ${bench.dialect})`,
    );
    const access = {
      permissions: [],
      business: [{ id: businessId, is_owner: true, branches: [{ id: branchId }] }],
    };
    const one = String(50000000 + Math.floor(COUNT / 3));
    const texts: [string, string][] = [
      ["phone", one],
      ["phone, Arabic-Indic digits", arabicDigits(`+965 ${one.slice(0, 4)} ${one.slice(4)}`)],
      ["name, other spelling", "فاطمه الكندري"],
      ["name of a tenth", "Zainab"],
      ["item", "طبق 1999"],
      ["nothing", "zzqxw"],
    ];
    const bare = await timeIt(() =>
      bench.db
        .selectFrom("orders")
        .select(["id", "number", "customer_name"])
        .where("branch_id", "=", branchId)
        .where("number", "=", Math.floor(COUNT / 3))
        .execute(),
    );
    console.log(
      `  bare indexed lookup          p50 ${bare.p50.toFixed(2).padStart(7)} ms  p99 ${bare.p99.toFixed(2).padStart(7)} ms`,
    );
    for (const [label, q] of texts) {
      const hits = await searchBusiness(bench.db, access, businessId, q, "en");
      const took = await timeIt(() => searchBusiness(bench.db, access, businessId, q, "en"));
      console.log(
        `  search: ${label.padEnd(27)} p50 ${took.p50.toFixed(2).padStart(7)} ms  p99 ${took.p99.toFixed(2).padStart(7)} ms  (${hits.length} shown, ${(took.p99 / bare.p99).toFixed(1)} × the bare p99)`,
      );
    }
  } finally {
    await bench.close();
  }
}
