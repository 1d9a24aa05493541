import { describe, expect, it } from "vitest";
import {
  auditCount,
  bilingual,
  catalogFixture,
  expectFieldError,
  expectStatus,
  lastAudit,
} from "./catalog-helpers";

const { c, get, post } = catalogFixture();
const base = (businessId = c.chalet.id) => `/api/business/${businessId}/holidays`;
type Holiday = { id: number; from: string; to: string; locales: { name: string }[] };

describe("holiday list, filter and read", () => {
  it("lists the business's holidays by date with paging and search", async () => {
    const body = (await get(c.owner, base())).json();
    expect(body).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    const froms = body.data.map((h: Holiday) => h.from);
    expect(froms).toEqual([...froms].sort());
    expect(body.data.map((h: Holiday) => h.locales[0].name).sort()).toEqual([
      "Eid al-Adha",
      "Eid al-Fitr",
      "National Day",
    ]);
    const national = body.data.find((h: Holiday) => h.locales[0].name === "National Day");
    expect(national.from).toMatch(/^\d{4}-02-25T14:00:00\.000Z$/);
    expect(national.to).toMatch(/^\d{4}-02-26T14:00:00\.000Z$/);
    expect((await get(c.owner, `${base()}/?q=${encodeURIComponent("الوطني")}`)).json().data).toHaveLength(1);
    expect((await get(c.owner, `${base()}?per_page=2&page=2`)).json()).toMatchObject({
      total: 3,
      last_page: 2,
      data: [expect.any(Object)],
    });
  });

  it("filters holidays overlapping a date range, in the list and in filter", async () => {
    const national = (await get(c.owner, base()))
      .json()
      .data.find((h: Holiday) => h.locales[0].name === "National Day");
    const year = national.from.slice(0, 4);
    for (const path of ["", "/filter"]) {
      const inside = (await get(c.owner, `${base()}${path}?from=${year}-02-26&to=${year}-02-27`)).json();
      expect(inside.data.map((h: Holiday) => h.id)).toContain(national.id);
      const before = (
        await get(c.owner, `${base()}${path}?from=${year}-02-01&to=${year}-02-25T13:59`)
      ).json();
      expect(before.data.map((h: Holiday) => h.id)).not.toContain(national.id);
      const after = (await get(c.owner, `${base()}${path}?from=${year}-02-26T14:00:01`)).json();
      expect(after.data.map((h: Holiday) => h.id)).not.toContain(national.id);
    }
    const filter = (await get(c.owner, `${base()}/filter`)).json();
    expect(filter).toMatchObject({ total: 3, per_page: 100 });
    await expectFieldError(
      c.app,
      c.owner,
      { method: "GET", url: `${base()}/filter?from=someday` },
      "from",
      "Please enter a valid date",
      "يرجى إدخال تاريخ صالح",
    );
  });

  it("reads one holiday with the price of each listing", async () => {
    const [first] = (await get(c.owner, base())).json().data;
    const data = (await get(c.owner, `${base()}/${first.id}`)).json().data;
    expect(data).toMatchObject({ id: first.id, business_id: c.chalet.id });
    expect(data.prices).toHaveLength(6);
    expect(data.prices[0]).toEqual({ item_id: expect.any(Number), price: expect.any(Number) });
  });
});

describe("holiday create, update and delete", () => {
  it("creates a holiday with a date range stored as ISO", async () => {
    const response = await post(c.owner, base(), {
      locales: bilingual("Liberation Day", "عيد التحرير"),
      from: "2027-02-26T14:00:00",
      to: "2027-02-27T14:00:00",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      from: "2027-02-26T14:00:00.000Z",
      to: "2027-02-27T14:00:00.000Z",
      business_id: c.chalet.id,
    });
    const alias = await post(c.owner, `${base()}/`, {
      locales: bilingual("Isra and Miraj", "الإسراء والمعراج"),
      startDate: "2027-01-05",
      endDate: "2027-01-06",
    });
    expect(alias.json().data).toMatchObject({
      from: "2027-01-05T00:00:00.000Z",
      to: "2027-01-06T00:00:00.000Z",
    });
    expect(await lastAudit(c.app, "holiday", "create")).toMatchObject({
      entity_id: alias.json().data.id,
      business_id: c.chalet.id,
    });
  });

  it("requires a name and the date range, real dates, from not after to; in English and Arabic", async () => {
    const call = (payload: object) => ({
      method: "POST" as const,
      url: base(),
      payload: { locales: bilingual("Break", "إجازة"), from: "2027-03-01", to: "2027-03-02", ...payload },
    });
    await expectFieldError(
      c.app,
      c.owner,
      call({ locales: [{ locale: "en", name: "" }] }),
      "locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ from: undefined }),
      "from",
      "This field is required",
      "هذا الحقل مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ to: "" }),
      "to",
      "This field is required",
      "هذا الحقل مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ from: "03/01/2027" }),
      "from",
      "Please enter a valid date",
      "يرجى إدخال تاريخ صالح",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ from: "2027-03-05", to: "2027-03-02" }),
      "to",
      "The end date must be after the start date",
      "يجب أن يكون تاريخ النهاية بعد تاريخ البداية",
    );
  });

  it("updates a holiday, refusing a stale updated_at with 409", async () => {
    const holiday = (
      await post(c.owner, base(), {
        locales: bilingual("Spring Break", "عطلة الربيع"),
        from: "2027-04-01",
        to: "2027-04-07",
      })
    ).json().data;
    const updated = await post(c.owner, `${base()}/${holiday.id}`, {
      to: "2027-04-10",
      updated_at: holiday.updated_at,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      from: "2027-04-01T00:00:00.000Z",
      to: "2027-04-10T00:00:00.000Z",
    });
    expect(JSON.parse((await lastAudit(c.app, "holiday", "update"))!.changes).to).toEqual([
      "2027-04-07T00:00:00.000Z",
      "2027-04-10T00:00:00.000Z",
    ]);
    const audits = await auditCount(c.app);
    const stale = await post(
      c.owner,
      `${base()}/${holiday.id}`,
      { to: "2027-04-20", updated_at: holiday.updated_at },
      "ar",
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("قام شخص آخر بتعديل هذا السجل. أعد تحميله وحاول مرة أخرى.");
    expect((await get(c.owner, `${base()}/${holiday.id}`)).json().data.to).toBe("2027-04-10T00:00:00.000Z");
    expect(await auditCount(c.app)).toBe(audits);
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${base()}/${holiday.id}`, payload: { from: "2027-05-01" } },
      "to",
      "The end date must be after the start date",
      "يجب أن يكون تاريخ النهاية بعد تاريخ البداية",
    );
  });

  it("deletes a holiday with its item prices", async () => {
    const [first] = (await get(c.owner, base())).json().data;
    const response = await post(c.owner, `${base()}/${first.id}/delete`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: first.id });
    expect(
      await c.app.db
        .selectFrom("holiday_item_prices")
        .select("id")
        .where("holiday_id", "=", first.id)
        .execute(),
    ).toEqual([]);
    expect(await lastAudit(c.app, "holiday", "delete")).toMatchObject({ entity_id: first.id });
    expect((await get(c.owner, `${base()}/${first.id}`)).statusCode).toBe(404);
  });
});

describe("tenancy and permissions", () => {
  const calls = (businessId: number, id: number) => [
    { method: "GET" as const, url: `/api/business/${businessId}/holidays` },
    { method: "GET" as const, url: `/api/business/${businessId}/holidays/filter?from=2027-01-01` },
    { method: "GET" as const, url: `/api/business/${businessId}/holidays/${id}` },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/holidays`,
      payload: { locales: bilingual("H", "ع"), from: "2027-01-01", to: "2027-01-02" },
    },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/holidays/${id}`,
      payload: { to: "2027-01-03" },
    },
    { method: "POST" as const, url: `/api/business/${businessId}/holidays/${id}/delete` },
  ];

  it("answers 404 across businesses, both ways, and for another business's holiday", async () => {
    const [mine] = (await get(c.owner, base())).json().data;
    const now = new Date().toISOString();
    const theirs = await c.app.db
      .insertInto("holidays")
      .values({
        business_id: c.otherBusiness.id,
        locales: "[]",
        from: now,
        to: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expectStatus(c.app, c.other, calls(c.chalet.id, mine.id), 404);
    await expectStatus(c.app, c.owner, calls(c.otherBusiness.id, theirs.id), 404);
    await expectStatus(
      c.app,
      c.owner,
      [2, 4, 5].map((i) => calls(c.chalet.id, theirs.id)[i]),
      404,
    );
    await expectStatus(c.app, c.staff, calls(c.chalet.id, mine.id), 404);
  });

  it("answers 403 without holiday permissions; demo staff may only read", async () => {
    const holiday = (
      await post(c.owner, base(c.restaurant.id), {
        locales: bilingual("Staff Party", "حفلة الموظفين"),
        from: "2027-06-01",
        to: "2027-06-01",
      })
    ).json().data;
    await expectStatus(c.app, c.bare, calls(c.restaurant.id, holiday.id), 403);
    await expectStatus(c.app, c.staff, calls(c.restaurant.id, holiday.id).slice(3), 403);
    await expectStatus(c.app, c.staff, calls(c.restaurant.id, holiday.id).slice(0, 3), 200);
  });
});
