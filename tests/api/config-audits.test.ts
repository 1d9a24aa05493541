import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBusinessConfig } from "../../server/modules/config/business-config";
import { buildTestApp, injectAs, login, type TestApp } from "./helpers";
import { bothLocales, DEMO_MANAGER, peopleContext, type PeopleContext } from "./people-helpers";

let t: TestApp;
let c: PeopleContext;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  c = await peopleContext(t.app);
  manager = await login(t.app, DEMO_MANAGER);
});
afterAll(() => t.close());

type Config = { key: string; value: string | number };
const get = (token: string, url: string) => injectAs(t.app, token, { method: "GET", url });
const configUrl = (id: number) => `/api/business/${id}/config`;
const saveConfig = (
  token: string,
  id: number,
  configurations: { key: string; value?: unknown }[],
  extra: object = {},
) => injectAs(t.app, token, { method: "POST", url: configUrl(id), payload: { configurations, ...extra } });
const valueOf = (data: Config[], key: string) => data.find((e) => e.key === key)?.value;

describe("business configuration", () => {
  it("answers every key with the seeded values and defaults", async () => {
    const response = await get(c.owner, configUrl(c.restaurant.id));
    expect(response.statusCode).toBe(200);
    const { data, updated_at } = response.json();
    expect(valueOf(data, "timezone")).toBe("Asia/Kuwait");
    expect(valueOf(data, "RESERVATIONS_MARGIN")).toBe(3600);
    expect(valueOf(data, "check_in_at")).toBe("14:00");
    expect(valueOf(data, "check_out_at")).toBe("12:00");
    expect(valueOf(data, "orders_push_rest_key")).toBe("");
    expect(data.map((e: Config) => e.key)).toEqual(
      expect.arrayContaining([
        "qr_push_app_id",
        "qr_push_rest_key",
        "qr_push_user_auth_key",
        "orders_push_app_id",
        "orders_push_user_auth_key",
      ]),
    );
    expect(updated_at).toMatch(/^\d{4}-/);
  });

  it("saves values, restores defaults for emptied keys, audits without secrets, and getBusinessConfig follows", async () => {
    const response = await saveConfig(c.owner, c.chalet.id, [
      { key: "RESERVATIONS_MARGIN", value: "7200" },
      { key: "check_in_at", value: "15:30" },
      { key: "check_out_at", value: "" },
      { key: "timezone", value: "Europe/London" },
      { key: "qr_push_rest_key", value: "rest-key-secret-1234" },
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(valueOf(data, "RESERVATIONS_MARGIN")).toBe(7200);
    expect(valueOf(data, "check_in_at")).toBe("15:30");
    expect(valueOf(data, "check_out_at")).toBe("14:00");
    expect(valueOf(data, "qr_push_rest_key")).toBe("rest-key-secret-1234");
    expect(await getBusinessConfig(t.app.db, c.chalet.id)).toEqual({
      timeZone: "Europe/London",
      marginSeconds: 7200,
      checkInAt: "15:30",
      checkOutAt: "14:00",
      kitchenAmberMinutes: 10,
      kitchenRedMinutes: 20,
      dayStartHour: 0,
      kitchenStations: [],
    });
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "business_config")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ business_id: c.chalet.id, action: "set", user_id: c.ids.owner });
    expect(audit.changes).toContain("7200");
    expect(audit.changes).not.toContain("rest-key-secret");
    // Business settings show the same time zone.
    const settings = (await get(c.owner, `/api/business/${c.chalet.id}/settings`)).json().data;
    expect(settings.find((e: { key: string }) => e.key === "TimeZone").data).toBe("Europe/London");
  });

  it("getBusinessConfig answers defaults for a business without configuration", async () => {
    await t.app.db.deleteFrom("business_config").where("business_id", "=", c.otherBusiness.id).execute();
    expect(await getBusinessConfig(t.app.db, c.otherBusiness.id)).toEqual({
      timeZone: "UTC",
      marginSeconds: 0,
      checkInAt: "14:00",
      checkOutAt: "14:00",
      kitchenAmberMinutes: 10,
      kitchenRedMinutes: 20,
      dayStartHour: 0,
      kitchenStations: [],
    });
  });

  it("checks every value, in English and Arabic, and writes nothing when one fails", async () => {
    const cases: [{ key: string; value: unknown }, string, string][] = [
      [
        { key: "timezone", value: "Nowhere/City" },
        "Please choose a valid time zone",
        "يرجى اختيار منطقة زمنية صالحة",
      ],
      [{ key: "RESERVATIONS_MARGIN", value: -1 }, "Must be at least 0", "يجب ألا تقل القيمة عن 0"],
      [{ key: "RESERVATIONS_MARGIN", value: "1.5" }, "Please enter a whole number", "يرجى إدخال عدد صحيح"],
      [
        { key: "check_in_at", value: "25:00" },
        "Please enter a time as HH:mm",
        "يرجى إدخال الوقت بالصيغة HH:mm",
      ],
      [
        { key: "check_out_at", value: "2pm" },
        "Please enter a time as HH:mm",
        "يرجى إدخال الوقت بالصيغة HH:mm",
      ],
      [{ key: "currency", value: "KWD" }, "Unknown setting", "إعداد غير معروف"],
    ];
    for (const [entry, en, ar] of cases) {
      const answers = await bothLocales(t.app, c.owner, {
        method: "POST",
        url: configUrl(c.restaurant.id),
        payload: { configurations: [{ key: "qr_push_app_id", value: "changed-app-id" }, entry] },
      });
      expect(answers.en.statusCode, JSON.stringify(entry)).toBe(422);
      expect(answers.en.json().errors[`configurations.${entry.key}`]).toEqual([en]);
      expect(answers.ar.json().errors[`configurations.${entry.key}`]).toEqual([ar]);
    }
    const long = await saveConfig(c.owner, c.restaurant.id, [
      { key: "orders_push_app_id", value: "x".repeat(300) },
    ]);
    expect(long.json().errors["configurations.orders_push_app_id"]).toEqual([
      "Maximum length 255 characters allowed",
    ]);
    const object = await saveConfig(c.owner, c.restaurant.id, [{ key: "timezone", value: { zone: "UTC" } }]);
    expect(object.json().errors["configurations.timezone"]).toEqual(["Invalid value"]);
    expect(valueOf((await get(c.owner, configUrl(c.restaurant.id))).json().data, "qr_push_app_id")).not.toBe(
      "changed-app-id",
    );
    const twice = await saveConfig(c.owner, c.restaurant.id, [
      { key: "check_in_at", value: "09:00" },
      { key: "check_in_at", value: "10:00" },
    ]);
    expect(twice.json().errors["configurations.check_in_at"]).toEqual([
      "This setting is given more than once",
    ]);
  });

  it("answers 409 to a stale save", async () => {
    const loaded = (await get(c.owner, configUrl(c.restaurant.id))).json().updated_at;
    expect(
      (
        await saveConfig(c.owner, c.restaurant.id, [{ key: "RESERVATIONS_MARGIN", value: 1800 }], {
          updated_at: loaded,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await saveConfig(c.owner, c.restaurant.id, [{ key: "RESERVATIONS_MARGIN", value: 900 }], {
      updated_at: loaded,
    });
    expect(stale.statusCode).toBe(409);
    expect(valueOf((await get(c.owner, configUrl(c.restaurant.id))).json().data, "RESERVATIONS_MARGIN")).toBe(
      1800,
    );
  });

  it("is for owners only: staff 403 (even with settings rights), another business 404", async () => {
    for (const token of [c.staff, manager]) {
      expect((await get(token, configUrl(c.restaurant.id))).statusCode).toBe(403);
      expect((await saveConfig(token, c.restaurant.id, [])).statusCode).toBe(403);
    }
    expect((await get(c.owner, configUrl(c.otherBusiness.id))).statusCode).toBe(404);
    expect((await saveConfig(c.owner, c.otherBusiness.id, [])).statusCode).toBe(404);
    expect((await get(c.other, configUrl(c.restaurant.id))).statusCode).toBe(404);
  });
});

describe("GET business/{businessId}/audits", () => {
  const auditsUrl = (id: number, query = "") => `/api/business/${id}/audits${query}`;
  type Audit = {
    id: number;
    user_id: number | null;
    user: { name: string } | null;
    entity: string;
    action: string;
    created_at: string;
    business_id: number;
  };

  it("lists the business's audits newest first with the user's name, paged", async () => {
    const response = await get(c.owner, auditsUrl(c.restaurant.id, "?per_page=5"));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.per_page).toBe(5);
    expect(body.total).toBeGreaterThanOrEqual(15);
    expect(body.data).toHaveLength(5);
    const times = body.data.map((a: Audit) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data.every((a: Audit) => a.business_id === c.restaurant.id)).toBe(true);
    expect(body.data[0].entity).toBe("business_config"); // the save of the configuration test above
    expect(body.data[0].user).toMatchObject({ id: c.ids.owner, name: "Fahad Al-Sabah" });
    expect(typeof body.data[0].changes).toBe("object");
  });

  it("filters by user, entity, action and period", async () => {
    const byUser = (
      await get(c.owner, auditsUrl(c.restaurant.id, `?user_id=${c.ids.staff}&per_page=100`))
    ).json();
    expect(byUser.total).toBeGreaterThan(0);
    expect(
      byUser.data.every((a: Audit) => a.user_id === c.ids.staff && a.user?.name === "Noura Al-Mutairi"),
    ).toBe(true);
    const orders = (
      await get(c.owner, auditsUrl(c.restaurant.id, "?entity=order&action=status&per_page=100"))
    ).json();
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.data.every((a: Audit) => a.entity === "order" && a.action === "status")).toBe(true);
    // Each order is named by the number its list shows (numbers are per branch and differ from ids).
    const numbers = await t.app.db.selectFrom("orders").select(["id", "number"]).execute();
    const numberOf = new Map(numbers.map((o) => [o.id, o.number]));
    type Named = Audit & { entity_id: number | null; entity_number: number | null };
    const order = numbers.find((o) => o.id !== o.number)!;
    await t.app.db
      .insertInto("audits")
      .values({
        business_id: c.restaurant.id,
        branch_id: null,
        user_id: c.ids.staff,
        action: "status",
        entity: "order",
        entity_id: order.id,
        changes: JSON.stringify({ status: ["pending", "accepted"] }),
        ip: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const orderAudits = (await get(c.owner, auditsUrl(c.restaurant.id, "?entity=order&per_page=100"))).json()
      .data as Named[];
    const named = orderAudits.filter((a) => a.entity_id !== null && numberOf.has(a.entity_id));
    expect(named.length).toBeGreaterThan(0);
    for (const a of named) expect(a.entity_number).toBe(numberOf.get(a.entity_id!));
    expect(named.some((a) => a.entity_number !== a.entity_id)).toBe(true);
    const notOrders = (await get(c.owner, auditsUrl(c.restaurant.id, "?entity=menu&per_page=5"))).json();
    expect(notOrders.data.every((a: { entity_number: unknown }) => a.entity_number === null)).toBe(true);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const recent = (
      await get(c.owner, auditsUrl(c.restaurant.id, `?from=${day(-7)}&to=${day(0)}&per_page=100`))
    ).json();
    const all = (await get(c.owner, auditsUrl(c.restaurant.id, "?per_page=100"))).json();
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBeLessThan(all.total);
    expect(recent.data.every((a: Audit) => a.created_at >= `${day(-7)}T00:00:00.000Z`)).toBe(true);
  });

  it("refuses bad dates, in English and Arabic", async () => {
    const bad = await bothLocales(t.app, c.owner, {
      method: "GET",
      url: auditsUrl(c.restaurant.id, "?from=yesterday"),
    });
    expect(bad.en.statusCode).toBe(422);
    expect(bad.en.json().errors.from).toEqual(["Please enter a valid date"]);
    expect(bad.ar.json().errors.from).toEqual(["يرجى إدخال تاريخ صالح"]);
    const reversed = await get(c.owner, auditsUrl(c.restaurant.id, "?from=2026-02-01&to=2026-01-01"));
    expect(reversed.json().errors.to).toEqual(["The end date must be after the start date"]);
  });

  it("is for owners only: staff 403, another business 404", async () => {
    expect((await get(c.staff, auditsUrl(c.restaurant.id))).statusCode).toBe(403);
    expect((await get(manager, auditsUrl(c.restaurant.id))).statusCode).toBe(403);
    expect((await get(c.owner, auditsUrl(c.otherBusiness.id))).statusCode).toBe(404);
    expect((await get(c.other, auditsUrl(c.chalet.id))).statusCode).toBe(404);
    expect((await get(c.other, auditsUrl(c.otherBusiness.id))).statusCode).toBe(200);
  });
});

describe("GET /data/options.json", () => {
  it("answers the option lists with en and ar labels, without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/data/options.json" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const list of [
      "business_types",
      "menu_types",
      "order_statuses",
      "order_types",
      "reservation_statuses",
      "payment_states",
      "categories_views",
      "items_views",
      "list_grid_views",
      "menu_layouts",
      "currencies",
      "settings_tabs",
    ]) {
      expect(body[list].length, list).toBeGreaterThan(0);
      for (const option of body[list]) {
        expect(option.name.en, `${list}.${option.id}`).toMatch(/\w/);
        expect(option.name.ar, `${list}.${option.id}`).toMatch(/[\u0600-\u06FF]/);
      }
    }
    expect(body.business_types.map((o: { id: string }) => o.id)).toEqual([
      "restaurant",
      "salon",
      "hotel",
      "chalet",
    ]);
    expect(body.reservation_statuses.find((o: { id: string }) => o.id === "canceled").name).toEqual({
      en: "Canceled",
      ar: "ملغي",
    });
    expect(body.currencies.map((o: { id: string }) => o.id)).toEqual(["KWD", "USD"]);
  });
});
