import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIMARY_COLOR } from "../../src/domain/constants";
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

type Entry = { key: string; data: unknown };
const get = (token: string, url: string) => injectAs(t.app, token, { method: "GET", url });
const save = (token: string, url: string, settings: Entry[], extra: object = {}) =>
  injectAs(t.app, token, { method: "POST", url, payload: { settings, ...extra } });
const valueOf = (body: { data: Entry[] }, key: string) => body.data.find((e) => e.key === key)?.data;
const businessUrl = (id: number) => `/api/business/${id}/settings`;
const branchUrl = (businessId: number, branchId: number, kind = "settings") =>
  `/api/business/${businessId}/branches/${branchId}/${kind}`;

/** A refused value: 422 with the message at settings.{field} in English and Arabic. */
async function refused(token: string, url: string, entry: Entry, field: string, en: string, ar: string) {
  const answers = await bothLocales(t.app, token, {
    method: "POST",
    url: `${url}/set`,
    payload: { settings: [entry] },
  });
  expect(answers.en.statusCode, JSON.stringify(entry)).toBe(422);
  expect(answers.en.json().errors[`settings.${field}`], JSON.stringify(answers.en.json())).toEqual([en]);
  expect(answers.ar.json().errors[`settings.${field}`]).toEqual([ar]);
}

describe("business settings", () => {
  it("answers the stored settings with SPEC defaults for colours, the currency and the configured time zone", async () => {
    const response = await get(c.owner, `${businessUrl(c.restaurant.id)}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(valueOf(body, "PrimaryColor")).toBe(PRIMARY_COLOR);
    expect(valueOf(body, "ReservationStatusColors")).toEqual({
      Completed: "red",
      Pending: "grey",
      Canceled: "black",
    });
    expect(valueOf(body, "TextColor")).toBe("#494949");
    expect(valueOf(body, "Currency")).toBe("KWD");
    expect(valueOf(body, "TimeZone")).toBe("Asia/Kuwait");
    expect(valueOf(body, "Address")).toEqual({
      en: expect.stringContaining("Salmiya"),
      ar: expect.stringContaining("السالمية"),
    });
    expect(body.updated_at).toMatch(/^\d{4}-/);
    expect((await get(c.owner, businessUrl(c.restaurant.id))).statusCode).toBe(200);
  });

  it("saves values, drops empty ones (deleting the key), syncs currency and time zone, and audits", async () => {
    const url = businessUrl(c.chalet.id);
    const response = await save(c.owner, `${url}/set`, [
      { key: "GeneralDiscount", data: 15 },
      { key: "ExtraCharge", data: "2.5" },
      { key: "Website", data: "" },
      { key: "Facebook", data: "https://facebook.com/khiran" },
      { key: "logo_dark", data: "/media/demo/logo-dark.png" },
      { key: "ReservationStatusColors", data: { Completed: "#00AA00", Pending: "" } },
      { key: "ContactPhone", data: "2222 3333" },
      { key: "Currency", data: "USD" },
      { key: "TimeZone", data: "Asia/Riyadh" },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(valueOf(body, "GeneralDiscount")).toBe(15);
    expect(valueOf(body, "ExtraCharge")).toBe(2.5);
    expect(valueOf(body, "Website")).toBeUndefined();
    expect(valueOf(body, "LogoDark")).toBe("/media/demo/logo-dark.png");
    expect(valueOf(body, "ReservationStatusColors")).toEqual({
      Completed: "#00AA00",
      Pending: "grey",
      Canceled: "black",
    });
    expect(valueOf(body, "ContactPhone")).toBe("+96522223333");
    expect(valueOf(body, "Currency")).toBe("USD");
    const info = (await get(c.owner, "/api/users/info")).json().data;
    expect(info.business.find((b: { id: number }) => b.id === c.chalet.id).currency).toBe("USD");
    const config = (await get(c.owner, `/api/business/${c.chalet.id}/config`)).json().data;
    expect(config.find((e: { key: string }) => e.key === "timezone").value).toBe("Asia/Riyadh");
    const stored = await t.app.db
      .selectFrom("settings")
      .select("key")
      .where("scope", "=", "business")
      .where("scope_id", "=", c.chalet.id)
      .execute();
    expect(stored.map((s) => s.key)).not.toContain("Website");
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "business_settings")
      .where("entity_id", "=", c.chalet.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes).GeneralDiscount).toEqual([0, 15]);
    await save(c.owner, `${url}/set`, [{ key: "Currency", data: "KWD" }]);
  });

  it("deletes the keys listed in remove (values the user cleared), colours falling back to their default", async () => {
    const url = businessUrl(c.restaurant.id);
    const first = await save(c.owner, `${url}/set`, [
      { key: "Snapchat", data: "https://snapchat.com/add/gulfbites" },
      { key: "PrimaryColor", data: "#123456" },
      { key: "GeneralDiscount", data: 7 },
    ]);
    expect(first.statusCode).toBe(200);
    const cleared = await save(c.owner, `${url}/set`, [{ key: "GeneralDiscount", data: 8 }], {
      remove: ["Snapchat", "PrimaryColor"],
    });
    expect(cleared.statusCode).toBe(200);
    const body = (await get(c.owner, url)).json();
    expect(valueOf(body, "Snapchat")).toBeUndefined();
    expect(valueOf(body, "PrimaryColor")).toBe(PRIMARY_COLOR);
    expect(valueOf(body, "GeneralDiscount")).toBe(8);
    const stored = await t.app.db
      .selectFrom("settings")
      .select("key")
      .where("scope", "=", "business")
      .where("scope_id", "=", c.restaurant.id)
      .execute();
    expect(stored.map((s) => s.key)).not.toContain("Snapchat");
    expect(stored.map((s) => s.key)).not.toContain("PrimaryColor");
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "business_settings")
      .where("entity_id", "=", c.restaurant.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes).Snapchat).toEqual(["https://snapchat.com/add/gulfbites", null]);
  });

  it("refuses to remove an unknown key or a key given a value in the same save, and writes nothing", async () => {
    const url = businessUrl(c.restaurant.id);
    await save(c.owner, `${url}/set`, [{ key: "Website", data: "https://gulfbites.example.com" }]);
    const unknown = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: `${url}/set`,
      payload: { settings: [], remove: ["Website", "Colour"] },
    });
    expect(unknown.en.statusCode).toBe(422);
    expect(unknown.en.json().errors["remove.Colour"]).toEqual(["Unknown setting"]);
    expect(unknown.ar.json().errors["remove.Colour"]).toEqual(["إعداد غير معروف"]);
    const both = await save(c.owner, `${url}/set`, [{ key: "Website", data: "https://other.example.com" }], {
      remove: ["Website"],
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors["remove.Website"]).toEqual(["This setting is given more than once"]);
    expect(valueOf((await get(c.owner, url)).json(), "Website")).toBe("https://gulfbites.example.com");
  });

  it("accepts a bare list as the body", async () => {
    const response = await injectAs(t.app, c.owner, {
      method: "POST",
      url: `${businessUrl(c.restaurant.id)}/set`,
      payload: [{ key: "AccentColor", data: "#112233" }],
    });
    expect(response.statusCode).toBe(200);
    expect(valueOf(response.json(), "AccentColor")).toBe("#112233");
  });

  it("checks every kind of value, in English and Arabic", async () => {
    const url = businessUrl(c.restaurant.id);
    await refused(
      c.owner,
      url,
      { key: "Colour", data: "#fff" },
      "Colour",
      "Unknown setting",
      "إعداد غير معروف",
    );
    await refused(
      c.owner,
      url,
      { key: "GeneralDiscount", data: 101 },
      "GeneralDiscount",
      "Must be at most 100",
      "يجب ألا تزيد القيمة عن 100",
    );
    await refused(
      c.owner,
      url,
      { key: "GeneralDiscount", data: -1 },
      "GeneralDiscount",
      "Must be at least 0",
      "يجب ألا تقل القيمة عن 0",
    );
    await refused(
      c.owner,
      url,
      { key: "ExtraCharge", data: -0.5 },
      "ExtraCharge",
      "Must be at least 0",
      "يجب ألا تقل القيمة عن 0",
    );
    await refused(
      c.owner,
      url,
      { key: "Currency", data: "EUR" },
      "Currency",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
    await refused(
      c.owner,
      url,
      { key: "PrimaryColor", data: "purplish" },
      "PrimaryColor",
      "Please enter a valid colour",
      "يرجى إدخال لون صالح",
    );
    await refused(
      c.owner,
      url,
      { key: "Website", data: "gulfbites" },
      "Website",
      "invalid_url",
      "رابط غير صالح",
    );
    await refused(
      c.owner,
      url,
      { key: "Instagram", data: "javascript:alert(1)" },
      "Instagram",
      "invalid_url",
      "رابط غير صالح",
    );
    await refused(
      c.owner,
      url,
      { key: "TimeZone", data: "Mars/Olympus" },
      "TimeZone",
      "Please choose a valid time zone",
      "يرجى اختيار منطقة زمنية صالحة",
    );
    await refused(
      c.owner,
      url,
      { key: "Whatsapp", data: "12" },
      "Whatsapp",
      "must be a valid phone number",
      "يجب أن يكون رقم هاتف صالحًا",
    );
    await refused(
      c.owner,
      url,
      { key: "DineIn", data: "maybe" },
      "DineIn",
      "Must be true or false",
      "يجب أن تكون القيمة صحيحًا أو خطأً",
    );
    await refused(
      c.owner,
      url,
      { key: "Logo", data: "../../etc/passwd" },
      "Logo",
      "Please choose an uploaded image",
      "يرجى اختيار صورة مرفوعة",
    );
    await refused(
      c.owner,
      url,
      { key: "Locales", data: ["en", "fr"] },
      "Locales",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
    await refused(
      c.owner,
      url,
      { key: "PaymentStatusColors", data: { Paid: "#zzzzzz" } },
      "PaymentStatusColors.Paid",
      "Please enter a valid colour",
      "يرجى إدخال لون صالح",
    );
    await refused(
      c.owner,
      url,
      { key: "ReservationStatusColors", data: { Lost: "red" } },
      "ReservationStatusColors.Lost",
      "This field is not allowed",
      "هذا الحقل غير مسموح به",
    );
    await refused(
      c.owner,
      url,
      { key: "TermsConditions", data: { fr: "x" } },
      "TermsConditions.fr",
      "This field is not allowed",
      "هذا الحقل غير مسموح به",
    );
    await refused(
      c.owner,
      businessUrl(c.chalet.id),
      { key: "SelfPickUp", data: true },
      "SelfPickUp",
      "This setting is available for restaurants only",
      "هذا الإعداد متاح للمطاعم فقط",
    );
    const nothingWritten = await save(c.owner, `${url}/set`, [
      { key: "GeneralDiscount", data: 50 },
      { key: "ExtraCharge", data: -1 },
    ]);
    expect(nothingWritten.statusCode).toBe(422);
    expect(valueOf((await get(c.owner, url)).json(), "GeneralDiscount")).not.toBe(50);
  });

  it("answers 409 when someone saved after the client loaded, and writes nothing", async () => {
    const url = businessUrl(c.restaurant.id);
    const loaded = (await get(c.owner, url)).json().updated_at;
    const first = await save(manager, `${url}/set`, [{ key: "GeneralDiscount", data: 5 }], {
      updated_at: loaded,
    });
    expect(first.statusCode).toBe(200);
    const stale = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: `${url}/set`,
      payload: { settings: [{ key: "GeneralDiscount", data: 30 }], updated_at: loaded },
    });
    expect(stale.en.statusCode).toBe(409);
    expect(stale.en.json().message).toBe("This record was changed by someone else. Reload it and try again.");
    expect(stale.ar.json().message).toBe("قام شخص آخر بتعديل هذا السجل. أعد تحميله وحاول مرة أخرى.");
    expect(valueOf((await get(c.owner, url)).json(), "GeneralDiscount")).toBe(5);
    const fresh = (await get(c.owner, url)).json().updated_at;
    expect(
      (await save(c.owner, `${url}/set`, [{ key: "GeneralDiscount", data: 30 }], { updated_at: fresh }))
        .statusCode,
    ).toBe(200);
  });

  it("needs settings.read to read and the owner or settings.update to write; another business is 404", async () => {
    const url = businessUrl(c.restaurant.id);
    expect((await get(manager, url)).statusCode).toBe(200);
    expect((await save(manager, `${url}/set`, [{ key: "PreviewPrices", data: true }])).statusCode).toBe(200);
    expect((await get(c.staff, url)).statusCode).toBe(403);
    expect((await save(c.staff, `${url}/set`, [{ key: "PreviewPrices", data: true }])).statusCode).toBe(403);
    expect((await get(c.owner, businessUrl(c.otherBusiness.id))).statusCode).toBe(404);
    expect(
      (await save(c.owner, `${businessUrl(c.otherBusiness.id)}/set`, [{ key: "PreviewPrices", data: true }]))
        .statusCode,
    ).toBe(404);
    expect((await get(manager, businessUrl(c.chalet.id))).statusCode).toBe(404);
  });
});

describe("branch, tablet and mobile app settings", () => {
  it("reads and saves each group for the branch", async () => {
    const [first] = c.restaurant.branches.map((b) => b.id);
    const branch = branchUrl(c.restaurant.id, first);
    expect(valueOf((await get(c.owner, `${branch}/`)).json(), "DineIn")).toBe(true);
    const saved = await save(c.owner, `${branch}/set`, [
      { key: "Delivery", data: false },
      { key: "Address", data: "Block 10, Salmiya" },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(valueOf(saved.json(), "Delivery")).toBe(false);
    expect(valueOf(saved.json(), "Address")).toBe("Block 10, Salmiya");

    const tablet = branchUrl(c.restaurant.id, first, "tablet-settings");
    expect(valueOf((await get(c.owner, `${tablet}/`)).json(), "PassKey")).toBe("2468");
    const tabletSaved = await save(c.owner, `${tablet}/set`, [
      { key: "PassKey", data: "0420" },
      { key: "ItemsListView", data: "grid-view" },
      { key: "CategoriesView", data: "grid-sm" },
    ]);
    expect(tabletSaved.statusCode).toBe(200);
    expect(valueOf(tabletSaved.json(), "PassKey")).toBe("0420");

    const mobile = branchUrl(c.restaurant.id, first, "mobile-settings");
    const mobileSaved = await save(c.owner, `${mobile}/set`, [
      { key: "EnableReservationTill", data: "2031-01-31" },
      {
        key: "SliderAds",
        data: [
          { src: "/media/demo/ad-1.jpg" },
          { src: "https://cdn.example.com/ad-2.jpg", link: "items/12" },
          { src: "", link: "" },
        ],
      },
      { key: "MenuLayout", data: "full-menu" },
      { key: "HomeAdLink", data: "https://example.com/offer" },
    ]);
    expect(mobileSaved.statusCode).toBe(200);
    expect(valueOf(mobileSaved.json(), "SliderAds")).toEqual([
      { src: "/media/demo/ad-1.jpg", link: "#" },
      { src: "https://cdn.example.com/ad-2.jpg", link: "items/12" },
    ]);
    expect(valueOf((await get(c.owner, mobile)).json(), "EnableReservationTill")).toBe("2031-01-31");
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "mobile_settings")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ business_id: c.restaurant.id, branch_id: first, action: "set" });
  });

  it("the demo mobile settings expire in the past for the restaurant and in the future for the chalets", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const second = c.restaurant.branches[1].id;
    const restaurant = valueOf(
      (await get(c.owner, branchUrl(c.restaurant.id, second, "mobile-settings"))).json(),
      "EnableReservationTill",
    ) as string;
    const chalet = valueOf(
      (await get(c.owner, branchUrl(c.chalet.id, c.chalet.branches[0].id, "mobile-settings"))).json(),
      "EnableReservationTill",
    ) as string;
    expect(restaurant < today).toBe(true);
    expect(chalet > today).toBe(true);
  });

  it("checks tablet and mobile values, in English and Arabic", async () => {
    const first = c.restaurant.branches[0].id;
    const tablet = branchUrl(c.restaurant.id, first, "tablet-settings");
    const mobile = branchUrl(c.restaurant.id, first, "mobile-settings");
    for (const passKey of ["12a4", "12345", 12345, -1]) {
      await refused(
        c.owner,
        tablet,
        { key: "PassKey", data: passKey },
        "PassKey",
        "The pass key must be exactly 4 digits",
        "يجب أن يتكون رمز المرور من 4 أرقام بالضبط",
      );
    }
    await refused(
      c.owner,
      tablet,
      { key: "CategoriesView", data: "carousel" },
      "CategoriesView",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
    await refused(
      c.owner,
      tablet,
      { key: "HidePrices", data: true },
      "HidePrices",
      "Unknown setting",
      "إعداد غير معروف",
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ src: `/media/demo/ad-${i}.jpg` }));
    await refused(
      c.owner,
      mobile,
      { key: "SliderAds", data: six },
      "SliderAds",
      "At most 5 advertisements",
      "الحد الأقصى 5 إعلانات",
    );
    await refused(
      c.owner,
      mobile,
      { key: "SliderAds", data: [{ src: "/media/a.jpg", link: "not a link" }] },
      "SliderAds.0.link",
      "Please enter a valid link",
      "يرجى إدخال رابط صالح",
    );
    await refused(
      c.owner,
      mobile,
      { key: "SliderAds", data: [{ link: "#" }] },
      "SliderAds.0.src",
      "This field is required",
      "هذا الحقل مطلوب",
    );
    await refused(
      c.owner,
      mobile,
      { key: "EnableReservationTill", data: "2026-02-30" },
      "EnableReservationTill",
      "Please enter a valid date",
      "يرجى إدخال تاريخ صالح",
    );
    await refused(
      c.owner,
      mobile,
      { key: "MenuLayout", data: "grid" },
      "MenuLayout",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
    await refused(
      c.owner,
      mobile,
      { key: "HomeAdLink", data: "ftp://x" },
      "HomeAdLink",
      "Please enter a valid link",
      "يرجى إدخال رابط صالح",
    );
    const chaletMobile = branchUrl(c.chalet.id, c.chalet.branches[0].id, "mobile-settings");
    await refused(
      c.owner,
      chaletMobile,
      { key: "HideCart", data: true },
      "HideCart",
      "This setting is available for restaurants only",
      "هذا الإعداد متاح للمطاعم فقط",
    );
    const branch = branchUrl(c.restaurant.id, first);
    await refused(
      c.owner,
      branch,
      { key: "PrimaryColor", data: "#fff" },
      "PrimaryColor",
      "Unknown setting",
      "إعداد غير معروف",
    );
  });

  it("needs settings in that branch; a branch of another business is 404", async () => {
    const [first, second] = c.restaurant.branches.map((b) => b.id);
    for (const kind of ["settings", "tablet-settings", "mobile-settings"]) {
      expect((await get(manager, branchUrl(c.restaurant.id, first, kind))).statusCode, kind).toBe(200);
      expect(
        (await save(manager, `${branchUrl(c.restaurant.id, first, kind)}/set`, [])).statusCode,
        kind,
      ).toBe(200);
      expect((await get(manager, branchUrl(c.restaurant.id, second, kind))).statusCode, kind).toBe(403);
      expect(
        (await save(manager, `${branchUrl(c.restaurant.id, second, kind)}/set`, [])).statusCode,
        kind,
      ).toBe(403);
      expect((await get(c.staff, branchUrl(c.restaurant.id, first, kind))).statusCode, kind).toBe(403);
      expect(
        (await save(c.staff, `${branchUrl(c.restaurant.id, first, kind)}/set`, [])).statusCode,
        kind,
      ).toBe(403);
      expect(
        (await get(c.owner, branchUrl(c.restaurant.id, c.chalet.branches[0].id, kind))).statusCode,
        kind,
      ).toBe(404);
      expect(
        (
          await save(
            c.owner,
            `${branchUrl(c.otherBusiness.id, c.otherBusiness.branches[0].id, kind)}/set`,
            [],
          )
        ).statusCode,
        kind,
      ).toBe(404);
    }
  });
});

describe("user preferences", () => {
  it("answers ReceiveOrderNotifications (default true) and saves the user's own", async () => {
    const url = `/api/users/${c.ids.owner}/settings`;
    expect(valueOf((await get(c.owner, `${url}/`)).json(), "ReceiveOrderNotifications")).toBe(true);
    const off = await save(c.owner, `${url}/set`, [{ key: "ReceiveOrderNotifications", data: false }]);
    expect(off.statusCode).toBe(200);
    expect(valueOf(off.json(), "ReceiveOrderNotifications")).toBe(false);
    await save(c.owner, `${url}/set`, [{ key: "ReceiveOrderNotifications", data: "true" }]);
    expect(valueOf((await get(c.owner, url)).json(), "ReceiveOrderNotifications")).toBe(true);
    await refused(
      c.owner,
      url,
      { key: "ReceiveOrderNotifications", data: "sometimes" },
      "ReceiveOrderNotifications",
      "Must be true or false",
      "يجب أن تكون القيمة صحيحًا أو خطأً",
    );
    await refused(
      c.owner,
      url,
      { key: "DarkMode", data: true },
      "DarkMode",
      "Unknown setting",
      "إعداد غير معروف",
    );
  });

  it("lets an owner read their staff's preferences but only the user change them; others get 403, strangers 404", async () => {
    const staffUrl = `/api/users/${c.ids.staff}/settings`;
    expect((await get(c.owner, staffUrl)).statusCode).toBe(200);
    // Preferences belong to the whole account (it may work for other businesses too).
    const byOwner = await save(c.owner, `${staffUrl}/set`, [
      { key: "ReceiveOrderNotifications", data: true },
    ]);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe("Only the user can change their own preferences");
    expect((await get(c.staff, `/api/users/${c.ids.owner}/settings`)).statusCode).toBe(403);
    expect(
      (await save(manager, `${staffUrl}/set`, [{ key: "ReceiveOrderNotifications", data: false }]))
        .statusCode,
    ).toBe(403);
    expect((await get(c.other, staffUrl)).statusCode).toBe(404);
    expect((await save(c.other, `${staffUrl}/set`, [])).statusCode).toBe(404);
    expect((await get(c.owner, `/api/users/${c.ids.other}/settings`)).statusCode).toBe(404);
  });
});
