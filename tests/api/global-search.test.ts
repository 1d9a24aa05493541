import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgres } from "../../server/db/dialect";
import { sqliteNormalised } from "../../server/db/migrations/2026_11_30_500_search_index";
import { SEARCH_CHARACTER_MAP, searchNormalise } from "../../src/domain/search-normalise";
import { buildTestApp, type TestApp } from "./helpers";
import { addStaff } from "./people-helpers";
import { call, category, demo, item, listing, orderRow, type Demo } from "./operations-fixtures";

// The global search (GET business/:id/search?q=): each way of writing an Arabic name, a digit or a phone finds the
// record; a member finds only what they may read, another business nothing; the index follows every write.

let t: TestApp;
let d: Demo;
const ids: Record<string, number> = {};

const search = (
  q: string,
  token = d.tokens.owner,
  businessId = d.restaurant.id,
  locale: "en" | "ar" = "en",
) => call(t.app, token, "GET", `business/${businessId}/search?q=${encodeURIComponent(q)}`, undefined, locale);

/**
 * The found records as "kind:id". Each order here makes its customer, found by the same name: customers have their
 * own tests (customers.test.ts), so these compare the other kinds.
 */
async function found(q: string, token = d.tokens.owner, businessId = d.restaurant.id) {
  const response = await search(q, token, businessId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { kind: string; id: number }[])
    .filter((h) => h.kind !== "customer")
    .map((h) => `${h.kind}:${h.id}`);
}

const at = (i: number) => new Date(Date.parse("2031-03-01T00:00:00.000Z") + i * 3_600_000).toISOString();

async function addOrder(
  branchId: number,
  number: number,
  name: string,
  phone: string,
  businessId = d.restaurant.id,
) {
  const { id } = await t.app.db
    .insertInto("orders")
    .values(
      orderRow({
        business_id: businessId,
        branch_id: branchId,
        number,
        status: "pending",
        customer_name: name,
        customer_phone: phone,
        created_at: at(number),
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const [b1, b2] = d.restaurant.branches;
  ids.ahmed = await addOrder(b1, 9101, "أحمد الكويتي", "+96551230001");
  ids.fatima = await addOrder(b1, 9102, "فاطمة", "+96551230002");
  ids.mustafa = await addOrder(b1, 9103, "مصطفى", "+96551230003");
  ids.muhammad = await addOrder(b1, 9104, "مُحَمَّد", "+96551230004");
  ids.amna = await addOrder(b1, 9105, "آمنة", "+96551230005");
  ids.ibrahim = await addOrder(b1, 9106, "إبراهيم", "+96551230006");
  ids.zainab = await addOrder(b1, 9107, "Zaïnab Qabazard", "+96551230007");
  ids.branch2 = await addOrder(b2, 9108, "Secret Branchtwo", "+96551239999");
  ids.foreign = await addOrder(d.other.branches[0], 9109, "Foreigner Otherbiz", "+96551238888", d.other.id);
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu, "Grills", "مشاوِيات");
  ids.dishes = dishes;
  ids.tea = (
    await item(t.app, d.restaurant.id, dishes, { en: "Karak Tea", ar: "شاي كَرَك", prices: [300] })
  ).id;
  const cabins = await category(t.app, d.chalet.id, d.chalet.menu, "Cabins", "أكواخ");
  const cabin = await listing(t.app, d.chalet.id, cabins, {
    en: "Sea Breeze",
    ar: "نسيم البحر",
    units: 1,
    weekdays: 50000,
  });
  const { id } = await t.app.db
    .insertInto("reservations")
    .values({
      business_id: d.chalet.id,
      branch_id: d.chalet.branches[0],
      item_id: cabin,
      unit: 1,
      from: at(10),
      to: at(34),
      nights: 1,
      status: "confirmed",
      payment_state: "not_paid",
      total: 50000,
      paid: 0,
      customer_name: "نورة",
      customer_phone: "+96566001122",
      created_at: at(10),
      updated_at: at(10),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.stay = id;
});
afterAll(() => t.close());

describe("the database's normalisation", () => {
  it("is the dashboard's, character for character", async () => {
    const samples = [
      ...Object.keys(SEARCH_CHARACTER_MAP).map((c) => `x${c}y`),
      "أحمد مُحَمَّد فاطمة مصطفى مـحـمـد ٠١٢٣ ۴۵۶",
      "Café CRÈME Ñandú",
    ];
    for (const sample of samples) {
      // SQLite's expression is written into the migration's triggers; PostgreSQL's is a function.
      const { rows } = await (
        isPostgres(t.app.db)
          ? sql<{ n: string }>`select search_normalise(${sample}) as n`
          : sql<{ n: string }>`select ${sql.raw(sqliteNormalised(`'${sample.replaceAll("'", "''")}'`))} as n`
      ).execute(t.app.db);
      expect(rows[0].n, JSON.stringify(sample)).toBe(searchNormalise(sample));
    }
  });
});

describe("each way of writing finds the record", () => {
  it.each([
    ["احمد", "ahmed"],
    ["أحمد", "ahmed"],
    ["إحمد", "ahmed"],
    ["آحمد", "ahmed"],
    ["فاطمه", "fatima"],
    ["فاطمة", "fatima"],
    ["مصطفي", "mustafa"],
    ["مصطفى", "mustafa"],
    ["محمد", "muhammad"],
    ["مـحـمـد", "muhammad"],
    ["مُحمّد", "muhammad"],
    ["امنه", "amna"],
    ["ابراهيم", "ibrahim"],
    ["zainab", "zainab"],
    ["ZAÏNAB", "zainab"],
    ["qabazard", "zainab"],
    ["51230001", "ahmed"],
    ["٥١٢٣٠٠٠١", "ahmed"],
    ["۵۱۲۳۰۰۰۱", "ahmed"],
    ["+965 5123 0001", "ahmed"],
    ["+٩٦٥ ٥١٢٣ ٠٠٠١", "ahmed"],
    ["96551230001", "ahmed"],
    ["5123-0001", "ahmed"],
    ["9101", "ahmed"],
    ["#٩١٠١", "ahmed"],
  ])("%s finds %s's order", async (q, who) => {
    expect(await found(q)).toContain(`order:${ids[who]}`);
  });

  it("finds items and categories by their names in both languages, any spelling", async () => {
    expect(await found("karak")).toContain(`item:${ids.tea}`);
    expect(await found("شاي كرك")).toContain(`item:${ids.tea}`);
    expect(await found("مشاويات")).toContain(`category:${ids.dishes}`);
    expect(await found("GRILLS")).toContain(`category:${ids.dishes}`);
  });

  it("finds a stay by its guest, their phone and the listing's name, with the listing shown", async () => {
    const chalet = d.chalet.id;
    expect(await found("نوره", d.tokens.owner, chalet)).toContain(`stay:${ids.stay}`);
    expect(await found("٦٦٠٠١١٢٢", d.tokens.owner, chalet)).toContain(`stay:${ids.stay}`);
    expect(await found("sea breeze", d.tokens.owner, chalet)).toContain(`stay:${ids.stay}`);
    const response = await search("نسيم", d.tokens.owner, chalet, "ar");
    expect(response.json().data).toContainEqual(
      expect.objectContaining({
        kind: "stay",
        id: ids.stay,
        branch_id: d.chalet.branches[0],
        title: `#${ids.stay} · نورة`,
      }),
    );
  });

  it("finds pages' neighbours: users by name or phone, branches by name", async () => {
    const hits = await found("owner");
    expect(hits.some((h) => h.startsWith("user:"))).toBe(true);
  });

  it("a whole number is its phone's records; part of one is found inside every phone holding it", async () => {
    expect(await found("+965 5123 0002")).toEqual([`order:${ids.fatima}`]);
    expect(await found("0096551230002")).toEqual([`order:${ids.fatima}`]);
    // Nothing was made under this whole number: the digits are looked for inside the others (none holds them).
    expect(await found("51230099")).toEqual([]);
    // Seven phones hold "5123000": the newest five are shown.
    expect(await found("5123000")).toEqual(
      [ids.zainab, ids.ibrahim, ids.amna, ids.muhammad, ids.mustafa].map((id) => `order:${id}`),
    );
  });

  it("answers the order's branch, number, name and phone", async () => {
    const response = await search("51230002");
    expect(response.json().data[0]).toEqual({
      kind: "order",
      id: ids.fatima,
      branch_id: d.restaurant.branches[0],
      menu_id: null,
      title: "#9102 · فاطمة",
      subtitle: "+96551230002",
    });
  });
});

describe("what a member may read", () => {
  it("a staff member of branch 1 never finds branch 2's orders, nor what they may not read", async () => {
    const [b1, b2] = d.restaurant.branches;
    const staff = await addStaff(
      t.app,
      d.tokens.owner,
      {
        business_id: d.restaurant.id,
        name: "Searcher",
        phone: "+96599887766",
        email: "searcher@example.com",
      },
      "search1234",
    );
    await t.app.db.deleteFrom("permissions").where("user_id", "=", staff.id).execute();
    await t.app.db
      .insertInto("permissions")
      .values({
        user_id: staff.id,
        business_id: d.restaurant.id,
        branch_id: b1,
        permission: `branch.${b1}.orders.read`,
      })
      .execute();
    expect(await found("ahmed", staff.session)).toEqual([]);
    expect(await found("احمد", staff.session)).toEqual([`order:${ids.ahmed}`]);
    expect(await found("branchtwo", staff.session)).toEqual([]);
    expect(await found("51239999", staff.session)).toEqual([]);
    expect(await found("9108", staff.session)).toEqual([]);
    expect(await found("karak", staff.session)).toEqual([]);
    expect(await found("searcher", staff.session)).toEqual([]);
    // The owner finds branch 2's order.
    expect(await found("branchtwo")).toEqual([`order:${ids.branch2}`]);
    expect(b2).not.toBe(b1);
  });

  it("another business never: its members get 404, and their own search never finds ours", async () => {
    expect((await search("احمد", d.tokens.other)).statusCode).toBe(404);
    expect(await found("احمد", d.tokens.other, d.other.id)).toEqual([]);
    expect(await found("otherbiz")).toEqual([]);
    expect(await found("otherbiz", d.tokens.other, d.other.id)).toEqual([`order:${ids.foreign}`]);
  });

  it("refuses without a session and without a text", async () => {
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/business/${d.restaurant.id}/search?q=abc`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await search("")).statusCode).toBe(422);
  });
});

describe("the index follows the writes", () => {
  it("a renamed customer is found by the new name only, a deleted order no more", async () => {
    const id = await addOrder(d.restaurant.branches[0], 9201, "Oldname Person", "+96551231111");
    expect(await found("oldname")).toEqual([`order:${id}`]);
    await t.app.db.updateTable("orders").set({ customer_name: "نادية" }).where("id", "=", id).execute();
    expect(await found("oldname")).toEqual([]);
    expect(await found("ناديه")).toEqual([`order:${id}`]);
    await t.app.db.deleteFrom("orders").where("id", "=", id).execute();
    expect(await found("ناديه")).toEqual([]);
  });

  it("a renamed listing's stays are found by its new name", async () => {
    const stay = await t.app.db
      .selectFrom("reservations")
      .select("item_id")
      .where("id", "=", ids.stay)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable("items")
      .set({ search: "dune house | بيت الكثبان" })
      .where("id", "=", stay.item_id)
      .execute();
    expect(await found("dune house", d.tokens.owner, d.chalet.id)).toContain(`stay:${ids.stay}`);
    expect(await found("sea breeze", d.tokens.owner, d.chalet.id)).not.toContain(`stay:${ids.stay}`);
  });
});

describe("a member who may read nothing it searches", () => {
  it("is refused", async () => {
    const staff = await addStaff(
      t.app,
      d.tokens.owner,
      { business_id: d.restaurant.id, name: "Nobody", phone: "+96599887700", email: "nobody@example.com" },
      "nobody1234",
    );
    await t.app.db.deleteFrom("permissions").where("user_id", "=", staff.id).execute();
    expect((await search("abc", staff.session)).statusCode).toBe(403);
  });
});
