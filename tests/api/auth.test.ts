import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, injectAs, login, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, locale: "en" | "ar" = "en") =>
  t.app.inject({ method: "POST", url, payload, headers: { locale } });

async function latestCode(email: string): Promise<string> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  return response.json().data[0].code;
}

describe("POST auth/login", () => {
  it("answers a token and the user with businesses, branches and permissions", async () => {
    const response = await post("/api/auth/login", { ...DEMO.owner, dashboard: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user.email).toBe(DEMO.owner.email);
    expect(body.user.type).toBe("owner");
    expect(body.user.business.map((b: { type: string }) => b.type).sort()).toEqual(["chalet", "restaurant"]);
    expect(body.user.business[0].branches.length).toBeGreaterThan(0);
    expect(body.user).not.toHaveProperty("password_hash");
  });

  it("refuses a wrong password with a field message, in English and Arabic", async () => {
    const en = await post("/api/auth/login", { email: DEMO.owner.email, password: "wrong-password" });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.email[0]).toBe("These credentials do not match our records.");
    const ar = await post("/api/auth/login", { email: DEMO.owner.email, password: "wrong-password" }, "ar");
    expect(ar.json().message).toBe("بيانات الدخول هذه لا تطابق سجلاتنا.");
  });

  it("checks the email and password rules of the login form", async () => {
    const missing = await post("/api/auth/login", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(["This field is required"]);
    expect(missing.json().errors.password).toEqual(["This field is required"]);
    const invalid = await post("/api/auth/login", { email: "not-an-email", password: "short" });
    expect(invalid.json().errors.email).toEqual(["Please enter a valid email address"]);
    expect(invalid.json().errors.password).toEqual(["Minimum length 8 characters required"]);
    const arabic = await post("/api/auth/login", { email: "", password: "" }, "ar");
    expect(arabic.json().errors.email).toEqual(["هذا الحقل مطلوب"]);
  });

  it("is case-insensitive on the email", async () => {
    const response = await post("/api/auth/login", {
      email: "OWNER@Example.com",
      password: DEMO.owner.password,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("tokens", () => {
  it("rejects calls without a token, with a bad token, and after logout", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/users/info" })).statusCode).toBe(401);
    expect((await injectAs(t.app, "bogus", { method: "GET", url: "/api/users/info" })).statusCode).toBe(401);
    const token = await login(t.app, DEMO.staff);
    const info = await injectAs(t.app, token, { method: "GET", url: "/api/users/info" });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.type).toBe("staff");
    expect(info.json().data.permissions).toContain(
      `branch.${info.json().data.business[0].branches[0].id}.orders.read`,
    );
    expect((await injectAs(t.app, token, { method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    const after = await injectAs(t.app, token, { method: "GET", url: "/api/users/info", locale: "ar" });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("يرجى تسجيل الدخول للمتابعة.");
  });

  it("stores only a hash of the token", async () => {
    const token = await login(t.app, DEMO.owner);
    const rows = await t.app.db.selectFrom("api_tokens").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe("registration", () => {
  const email = "new.owner@example.com";
  const details = {
    name: "Mariam",
    businessType: "salon",
    businessName: "Mariam Beauty",
    email,
    password: "secret123",
    password_confirmation: "secret123",
    acceptTerms: true,
  };

  it("sends a code, validates it, registers the owner with a business, branch and menu", async () => {
    expect((await post("/api/auth/send-code", { email })).statusCode).toBe(200);
    const code = await latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post("/api/auth/validate-code", {
      email,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(["The code is not correct."]);
    expect((await post("/api/auth/validate-code", { email, code })).statusCode).toBe(200);
    const registered = await post("/api/auth/register", { ...details, code });
    expect(registered.statusCode).toBe(201);
    const { token, user } = registered.json();
    expect(token).toBeTruthy();
    expect(user.business).toHaveLength(1);
    expect(user.business[0]).toMatchObject({ name: "Mariam Beauty", type: "salon", is_owner: true });
    expect(user.business[0].branches).toHaveLength(1);
    expect(user.business[0].menus).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("business_id", "=", user.business[0].id)
      .execute();
    expect(audit.map((a) => a.action)).toContain("create");
    // The code is used up, and the e-mail is now taken.
    const again = await post("/api/auth/send-code", { email });
    expect(again.json().errors.email).toEqual(["This email is already registered."]);
  });

  it("starts the business in the time zone it was given (the browser's), refusing one that is not a zone", async () => {
    const mail = "kuwait.owner@example.com";
    await post("/api/auth/send-code", { email: mail });
    const code = await latestCode(mail);
    const wrongZone = await post("/api/auth/register", {
      ...details,
      email: mail,
      code,
      timezone: "Mars/Olympus",
    });
    expect(wrongZone.statusCode).toBe(422);
    expect(Object.keys(wrongZone.json().errors)).toEqual(["timezone"]);
    const registered = await post("/api/auth/register", {
      ...details,
      email: mail,
      code,
      timezone: "Asia/Kuwait",
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const businessId = registered.json().user.business[0].id;
    const zone = await t.app.db
      .selectFrom("business_config")
      .select("value")
      .where("business_id", "=", businessId)
      .where("key", "=", "timezone")
      .executeTakeFirst();
    expect(zone?.value).toBe("Asia/Kuwait");
    // A business added later takes its own zone too.
    const token = registered.json().token;
    const added = await t.app.inject({
      method: "POST",
      url: "/api/business",
      headers: { authorization: `Bearer ${token}` },
      payload: { locales: [{ locale: "en", name: "Mariam Dubai" }], type: "salon", timezone: "Asia/Dubai" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const settings = await t.app.inject({
      url: `/api/business/${added.json().data.id}/settings`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(settings.json())).toContain("Asia/Dubai");
  });

  it("a new code replaces the old one", async () => {
    const mail = "replace@example.com";
    await post("/api/auth/send-code", { email: mail });
    const first = await latestCode(mail);
    await post("/api/auth/send-code", { email: mail });
    const second = await latestCode(mail);
    if (first !== second) {
      expect((await post("/api/auth/validate-code", { email: mail, code: first })).statusCode).toBe(422);
    }
    expect((await post("/api/auth/validate-code", { email: mail, code: second })).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    const mail = "expired@example.com";
    await post("/api/auth/send-code", { email: mail });
    const code = await latestCode(mail);
    await t.app.db
      .updateTable("email_codes")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("email", "=", mail)
      .execute();
    const response = await post("/api/auth/validate-code", { email: mail, code });
    expect(response.json().errors.code).toEqual(["The code has expired. Please ask for a new one."]);
  });

  it("allows at most five tries, then even the right code is refused", async () => {
    const mail = "tries@example.com";
    await post("/api/auth/send-code", { email: mail });
    const code = await latestCode(mail);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) await post("/api/auth/validate-code", { email: mail, code: wrong });
    const response = await post("/api/auth/validate-code", { email: mail, code }, "ar");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(["محاولات خاطئة كثيرة. يرجى طلب رمز جديد."]);
  });

  it("gives the SPEC messages for each details rule", async () => {
    const response = await post("/api/auth/register", {
      name: "",
      businessType: "",
      businessName: "abc",
      email: "x@example.com",
      password: "short",
      password_confirmation: "other",
      acceptTerms: false,
      code: "123",
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.name).toEqual(["Your name is required"]);
    expect(errors.businessType).toEqual(["Select business please"]);
    expect(errors.businessName).toEqual(["Minimum length 5 characters required"]);
    expect(errors.password).toEqual(["Minimum length 8 characters required"]);
    expect(errors.code).toEqual(["Minimum length 6 characters required"]);
    const missing = await post("/api/auth/register", { email: "x@example.com" });
    expect(missing.json().errors.businessName).toEqual(["Business Name  is required"]);
    expect(missing.json().errors.password).toEqual(["Password is required"]);
    expect(missing.json().errors.acceptTerms).toEqual(["Please agree our terms & conditions"]);
  });

  it("refuses unchecked terms, a mismatched confirmation and a hotel type, and creates nothing", async () => {
    const mail = "rules@example.com";
    await post("/api/auth/send-code", { email: mail });
    const code = await latestCode(mail);
    const response = await post(
      "/api/auth/register",
      {
        ...details,
        email: mail,
        code,
        businessType: "hotel",
        acceptTerms: false,
        password_confirmation: "different1",
      },
      "ar",
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.acceptTerms).toEqual(["يرجى الموافقة على الشروط والأحكام"]);
    expect(errors.password_confirmation).toEqual(["تأكيد كلمة المرور غير مطابق"]);
    expect(errors.businessType).toEqual(["يرجى اختيار نوع النشاط"]);
    const user = await t.app.db.selectFrom("users").select("id").where("email", "=", mail).executeTakeFirst();
    expect(user).toBeUndefined();
  });
});

describe("GET business-types", () => {
  it("lists the selectable types in the request's language", async () => {
    const en = await t.app.inject({ method: "GET", url: "/api/business-types" });
    expect(en.json().data).toEqual([
      { id: "restaurant", name: "Restaurant" },
      { id: "salon", name: "Salon" },
      { id: "chalet", name: "Chalet" },
    ]);
    const ar = await t.app.inject({ method: "GET", url: "/api/business-types", headers: { locale: "ar" } });
    expect(ar.json().data[0].name).toBe("مطعم");
  });
});

describe("errors and documents", () => {
  it("answers unknown API paths with a JSON 404 and serves the OpenAPI document", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no such address.");
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain("/api/auth/login");
  });
});
