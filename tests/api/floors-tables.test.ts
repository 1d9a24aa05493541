import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { auditsOf, call, demo, type Demo } from "./operations-fixtures";

let t: TestApp;
let d: Demo;
beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
});
afterAll(() => t.close());

const floorsUrl = (businessId: number, branchId: number) =>
  `business/${businessId}/branches/${branchId}/floors`;
const locales = (en: string, ar = "") => [
  { locale: "en", name: en },
  { locale: "ar", name: ar },
];

async function newFloor(branch = 0, en = "Roof", ar = "السطح") {
  const response = await call(
    t.app,
    d.tokens.owner,
    "POST",
    floorsUrl(d.restaurant.id, d.restaurant.branches[branch]),
    { locales: locales(en, ar) },
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; updated_at: string; branch_id: number };
}

describe("floors", () => {
  it("lists the branch's seeded floors with their table counts, paged and searchable in both languages", async () => {
    const url = floorsUrl(d.restaurant.id, d.restaurant.branches[0]);
    const all = await call(t.app, d.tokens.owner, "GET", url);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    expect(all.json().data.map((f: { tables_count: number }) => f.tables_count)).toEqual([4, 4]);
    expect(all.json().data[0]).toMatchObject({
      business_id: d.restaurant.id,
      branch_id: d.restaurant.branches[0],
    });
    const paged = await call(t.app, d.tokens.owner, "GET", `${url}?per_page=1&page=2`);
    expect(paged.json()).toMatchObject({ total: 2, current_page: 2, last_page: 2 });
    expect(paged.json().data).toHaveLength(1);
    const english = await call(t.app, d.tokens.owner, "GET", `${url}?q=terr`);
    expect(english.json().data.map((f: { locales: { name: string }[] }) => f.locales[0].name)).toEqual([
      "Terrace",
    ]);
    const arabic = await call(t.app, d.tokens.owner, "GET", `${url}?q=${encodeURIComponent("التراس")}`);
    expect(arabic.json().total).toBe(1);
    const sorted = await call(t.app, d.tokens.owner, "GET", `${url}?sort=name&order=desc`);
    expect(sorted.json().data[0].locales[0].name).toBe("Terrace");
  });

  it("creates, reads, updates and deletes a floor, with an audit row for every write", async () => {
    const floor = await newFloor();
    const url = `${floorsUrl(d.restaurant.id, d.restaurant.branches[0])}/${floor.id}`;
    const read = await call(t.app, d.tokens.owner, "GET", url);
    expect(read.json().data).toMatchObject({
      id: floor.id,
      tables_count: 0,
      locales: locales("Roof", "السطح"),
    });
    const updated = await call(t.app, d.tokens.owner, "POST", url, {
      locales: locales("Rooftop", "السطح العلوي"),
      updated_at: floor.updated_at,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.locales[0].name).toBe("Rooftop");
    expect((await call(t.app, d.tokens.owner, "POST", `${url}/delete`)).json()).toEqual({
      data: { id: floor.id },
    });
    expect((await call(t.app, d.tokens.owner, "GET", url)).statusCode).toBe(404);
    const audits = await auditsOf(t.app, "floor", floor.id);
    expect(audits.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(JSON.parse(audits[1].changes)).toHaveProperty("locales");
    expect(audits[0].branch_id).toBe(d.restaurant.branches[0]);
  });

  it("requires a name in the first locale, in English and Arabic", async () => {
    const url = floorsUrl(d.restaurant.id, d.restaurant.branches[0]);
    const en = await call(t.app, d.tokens.owner, "POST", url, { locales: locales("", "طابق") });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors["locales.0.name"]).toEqual(["Name is required"]);
    const ar = await call(t.app, d.tokens.owner, "POST", url, { locales: [{ locale: "en" }] }, "ar");
    expect(ar.json().errors["locales.0.name"]).toEqual(["الاسم مطلوب"]);
    const missing = await call(t.app, d.tokens.owner, "POST", url, {});
    expect(missing.json().errors.locales).toEqual(["This field is required"]);
  });

  it("answers 409 to an update with a stale updated_at and writes nothing", async () => {
    const floor = await newFloor();
    const url = `${floorsUrl(d.restaurant.id, d.restaurant.branches[0])}/${floor.id}`;
    const stale = await call(t.app, d.tokens.owner, "POST", url, {
      locales: locales("Changed"),
      updated_at: "2020-01-01T00:00:00.000Z",
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(t.app, d.tokens.owner, "GET", url)).json().data.locales[0].name).toBe("Roof");
  });

  it("refuses to delete a floor that still has tables", async () => {
    const floors = (
      await call(t.app, d.tokens.owner, "GET", floorsUrl(d.restaurant.id, d.restaurant.branches[0]))
    ).json().data;
    const url = `${floorsUrl(d.restaurant.id, d.restaurant.branches[0])}/${floors[0].id}/delete`;
    const en = await call(t.app, d.tokens.owner, "POST", url);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe("This floor still has tables. Delete or move them first.");
    const ar = await call(t.app, d.tokens.owner, "POST", url, undefined, "ar");
    expect(ar.json().errors.tables).toEqual(["لا يزال هذا الطابق يحتوي على طاولات. احذفها أو انقلها أولًا."]);
  });

  it("moves a floor with its tables to another branch of the business, and refuses another business's branch", async () => {
    const floor = await newFloor(0, "Annex", "الملحق");
    const tables = `${floorsUrl(d.restaurant.id, d.restaurant.branches[0])}/${floor.id}/tables`;
    const table = (await call(t.app, d.tokens.owner, "POST", tables, { locales: locales("A1", "أ1") })).json()
      .data;
    const url = `${floorsUrl(d.restaurant.id, d.restaurant.branches[0])}/${floor.id}`;
    const foreign = await call(t.app, d.tokens.owner, "POST", url, { branch_id: d.other.branches[0] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.branch_id).toEqual(["Choose a branch of this business"]);
    const foreignAr = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url,
      { branch_id: d.chalet.branches[0] },
      "ar",
    );
    expect(foreignAr.json().errors.branch_id).toEqual(["اختر فرعًا من فروع هذا النشاط"]);
    const moved = await call(t.app, d.tokens.owner, "POST", url, { branch_id: d.restaurant.branches[1] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.branch_id).toBe(d.restaurant.branches[1]);
    const row = await t.app.db
      .selectFrom("tables")
      .select("branch_id")
      .where("id", "=", table.id)
      .executeTakeFirstOrThrow();
    expect(row.branch_id).toBe(d.restaurant.branches[1]);
    expect((await call(t.app, d.tokens.owner, "GET", url)).statusCode).toBe(404);
  });

  it("creates a floor in the branch named by branch_id when it belongs to the business", async () => {
    const response = await call(
      t.app,
      d.tokens.owner,
      "POST",
      floorsUrl(d.restaurant.id, d.restaurant.branches[0]),
      {
        locales: locales("Garden", "الحديقة"),
        branch_id: d.restaurant.branches[1],
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.branch_id).toBe(d.restaurant.branches[1]);
    const foreign = await call(
      t.app,
      d.tokens.owner,
      "POST",
      floorsUrl(d.restaurant.id, d.restaurant.branches[0]),
      {
        locales: locales("Garden"),
        branch_id: d.other.branches[0],
      },
    );
    expect(foreign.statusCode).toBe(422);
  });

  it("hides other businesses' floors (404) both ways and a branch of another business in the path", async () => {
    const mine = floorsUrl(d.restaurant.id, d.restaurant.branches[0]);
    const floors = (await call(t.app, d.tokens.owner, "GET", mine)).json().data;
    expect((await call(t.app, d.tokens.other, "GET", mine)).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.other, "GET", `${mine}/${floors[0].id}`)).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.other, "POST", mine, { locales: locales("X") })).statusCode).toBe(404);
    expect(
      (await call(t.app, d.tokens.other, "POST", `${mine}/${floors[0].id}`, { locales: locales("X") }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, d.tokens.other, "POST", `${mine}/${floors[0].id}/delete`)).statusCode).toBe(
      404,
    );
    const theirs = floorsUrl(d.other.id, d.other.branches[0]);
    const theirFloors = (await call(t.app, d.tokens.other, "GET", theirs)).json().data;
    expect(theirFloors.length).toBeGreaterThan(0);
    expect((await call(t.app, d.tokens.owner, "GET", theirs)).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.owner, "GET", `${theirs}/${theirFloors[0].id}`)).statusCode).toBe(404);
    // Another business's branch under my business, and my floor through my other branch.
    expect(
      (await call(t.app, d.tokens.owner, "GET", floorsUrl(d.restaurant.id, d.other.branches[0]))).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "GET",
          `${floorsUrl(d.restaurant.id, d.restaurant.branches[1])}/${floors[0].id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "GET",
          `${floorsUrl(d.other.id, d.other.branches[0])}/${floors[0].id}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("lets staff read floors in their branch only and never write them (403)", async () => {
    const mine = floorsUrl(d.restaurant.id, d.restaurant.branches[0]);
    const floors = (await call(t.app, d.tokens.staff, "GET", mine)).json().data;
    expect(floors.length).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, d.tokens.staff, "GET", `${mine}/${floors[0].id}`)).statusCode).toBe(200);
    const second = floorsUrl(d.restaurant.id, d.restaurant.branches[1]);
    expect((await call(t.app, d.tokens.staff, "GET", second)).statusCode).toBe(403);
    const denied = await call(t.app, d.tokens.staff, "POST", mine, { locales: locales("Staff floor") }, "ar");
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("ليس لديك صلاحية للقيام بذلك.");
    expect(
      (await call(t.app, d.tokens.staff, "POST", `${mine}/${floors[0].id}`, { locales: locales("X") }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, d.tokens.staff, "POST", `${mine}/${floors[0].id}/delete`)).statusCode).toBe(
      403,
    );
    // Staff is no member of the chalet business.
    expect(
      (await call(t.app, d.tokens.staff, "GET", floorsUrl(d.chalet.id, d.chalet.branches[0]))).statusCode,
    ).toBe(404);
  });
});

describe("tables", () => {
  const tablesUrl = (floorId: number, branch = 0) =>
    `${floorsUrl(d.restaurant.id, d.restaurant.branches[branch])}/${floorId}/tables`;

  it("lists a floor's tables, paged and searchable", async () => {
    const floors = (
      await call(t.app, d.tokens.owner, "GET", floorsUrl(d.restaurant.id, d.restaurant.branches[0]))
    ).json().data;
    const list = await call(t.app, d.tokens.owner, "GET", `${tablesUrl(floors[0].id)}?per_page=3`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 4, per_page: 3, last_page: 2 });
    expect(list.json().data[0]).toMatchObject({
      floor_id: floors[0].id,
      floorId: floors[0].id,
      branchId: d.restaurant.branches[0],
      businessId: d.restaurant.id,
    });
    const found = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${tablesUrl(floors[0].id)}?q=${encodeURIComponent("طاولة 102")}`,
    );
    expect(found.json().data.map((x: { locales: { name: string }[] }) => x.locales[0].name)).toEqual([
      "Table 102",
    ]);
  });

  it("creates, reads, updates, moves and deletes a table, with audit rows", async () => {
    const floor = await newFloor(0, "Hall", "القاعة");
    const second = await newFloor(0, "Hall 2", "القاعة 2");
    const created = await call(t.app, d.tokens.owner, "POST", tablesUrl(floor.id), {
      locales: locales("T1", "ط1"),
    });
    expect(created.statusCode).toBe(201);
    const table = created.json().data;
    expect(table).toMatchObject({
      floor_id: floor.id,
      branch_id: d.restaurant.branches[0],
      locales: locales("T1", "ط1"),
    });
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${tablesUrl(floor.id)}/${table.id}`)).json().data.id,
    ).toBe(table.id);
    const renamed = await call(t.app, d.tokens.owner, "POST", `${tablesUrl(floor.id)}/${table.id}`, {
      locales: locales("T1 window", "ط1 نافذة"),
      updated_at: table.updated_at,
    });
    expect(renamed.json().data.locales[0].name).toBe("T1 window");
    const stale = await call(t.app, d.tokens.owner, "POST", `${tablesUrl(floor.id)}/${table.id}`, {
      locales: locales("X"),
      updated_at: table.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const moved = await call(t.app, d.tokens.owner, "POST", `${tablesUrl(floor.id)}/${table.id}`, {
      floor_id: second.id,
    });
    expect(moved.json().data.floor_id).toBe(second.id);
    expect((await call(t.app, d.tokens.owner, "GET", `${tablesUrl(floor.id)}/${table.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${tablesUrl(second.id)}/${table.id}/delete`)).json(),
    ).toEqual({ data: { id: table.id } });
    expect((await call(t.app, d.tokens.owner, "GET", `${tablesUrl(second.id)}/${table.id}`)).statusCode).toBe(
      404,
    );
    expect((await auditsOf(t.app, "table", table.id)).map((a) => a.action)).toEqual([
      "create",
      "update",
      "update",
      "delete",
    ]);
  });

  it("checks the name and that a floor_id is a floor of the same branch", async () => {
    const floor = await newFloor();
    const noName = await call(
      t.app,
      d.tokens.owner,
      "POST",
      tablesUrl(floor.id),
      { locales: locales(" ") },
      "ar",
    );
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors["locales.0.name"]).toEqual(["الاسم مطلوب"]);
    const elsewhere = (
      await call(t.app, d.tokens.owner, "GET", floorsUrl(d.restaurant.id, d.restaurant.branches[1]))
    ).json().data[0];
    const en = await call(t.app, d.tokens.owner, "POST", tablesUrl(floor.id), {
      locales: locales("T9"),
      floor_id: elsewhere.id,
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.floor_id).toEqual(["Choose a floor of this branch"]);
    const table = (
      await call(t.app, d.tokens.owner, "POST", tablesUrl(floor.id), { locales: locales("T9") })
    ).json().data;
    const ar = await call(
      t.app,
      d.tokens.owner,
      "POST",
      `${tablesUrl(floor.id)}/${table.id}`,
      { floor_id: elsewhere.id },
      "ar",
    );
    expect(ar.json().errors.floor_id).toEqual(["اختر طابقًا من طوابق هذا الفرع"]);
  });

  it("answers 404 for a floor of another branch or business in the path, and for a table under the wrong floor", async () => {
    const floors = (
      await call(t.app, d.tokens.owner, "GET", floorsUrl(d.restaurant.id, d.restaurant.branches[0]))
    ).json().data;
    const tables = (await call(t.app, d.tokens.owner, "GET", tablesUrl(floors[0].id))).json().data;
    expect((await call(t.app, d.tokens.owner, "GET", tablesUrl(floors[0].id, 1))).statusCode).toBe(404);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${tablesUrl(floors[1].id)}/${tables[0].id}`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, d.tokens.other, "GET", tablesUrl(floors[0].id))).statusCode).toBe(404);
    expect(
      (await call(t.app, d.tokens.other, "GET", `${tablesUrl(floors[0].id)}/${tables[0].id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, d.tokens.other, "POST", tablesUrl(floors[0].id), { locales: locales("X") }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, d.tokens.other, "POST", `${tablesUrl(floors[0].id)}/${tables[0].id}`, {
          locales: locales("X"),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, d.tokens.other, "POST", `${tablesUrl(floors[0].id)}/${tables[0].id}/delete`))
        .statusCode,
    ).toBe(404);
    const theirFloor = (
      await call(t.app, d.tokens.other, "GET", floorsUrl(d.other.id, d.other.branches[0]))
    ).json().data[0];
    const theirTables = `${floorsUrl(d.other.id, d.other.branches[0])}/${theirFloor.id}/tables`;
    expect((await call(t.app, d.tokens.other, "GET", theirTables)).json().total).toBe(3);
    expect((await call(t.app, d.tokens.owner, "GET", theirTables)).statusCode).toBe(404);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "GET",
          `${floorsUrl(d.restaurant.id, d.restaurant.branches[0])}/${theirFloor.id}/tables`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "GET",
          `${floorsUrl(d.restaurant.id, d.other.branches[0])}/${theirFloor.id}/tables`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("lets staff read tables in their branch only and never write them (403)", async () => {
    const floors = (
      await call(t.app, d.tokens.staff, "GET", floorsUrl(d.restaurant.id, d.restaurant.branches[0]))
    ).json().data;
    const list = await call(t.app, d.tokens.staff, "GET", tablesUrl(floors[0].id));
    expect(list.statusCode).toBe(200);
    const table = list.json().data[0];
    expect(
      (await call(t.app, d.tokens.staff, "GET", `${tablesUrl(floors[0].id)}/${table.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, d.tokens.staff, "POST", tablesUrl(floors[0].id), { locales: locales("S1") }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, d.tokens.staff, "POST", `${tablesUrl(floors[0].id)}/${table.id}`, {
          locales: locales("S1"),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, d.tokens.staff, "POST", `${tablesUrl(floors[0].id)}/${table.id}/delete`)).statusCode,
    ).toBe(403);
    const otherBranchFloor = (
      await call(t.app, d.tokens.owner, "GET", floorsUrl(d.restaurant.id, d.restaurant.branches[1]))
    ).json().data[0];
    expect((await call(t.app, d.tokens.staff, "GET", tablesUrl(otherBranchFloor.id, 1))).statusCode).toBe(
      403,
    );
  });
});
