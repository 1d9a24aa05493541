import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_EMAIL_DOMAIN } from "../../src/domain/constants";
import { buildTestApp, injectAs, login, type TestApp } from "./helpers";
import {
  addStaff,
  bothLocales,
  DEMO_MANAGER,
  linkToken,
  peopleContext,
  type PeopleContext,
} from "./people-helpers";

let t: TestApp;
let c: PeopleContext;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: { max: 1000, windowMs: 60_000 } } });
  c = await peopleContext(t.app);
  manager = await login(t.app, DEMO_MANAGER);
});
afterAll(() => t.close());

const call = (
  token: string,
  method: "GET" | "POST",
  url: string,
  payload?: object,
  locale: "en" | "ar" = "en",
) => injectAs(t.app, token, { method, url, payload, locale });
let phoneSeq = 100;
const newUser = (overrides: object = {}) => ({
  business_id: c.restaurant.id,
  name: "Reem Al-Fadhli",
  phone: `5001${String(phoneSeq++).padStart(4, "0")}`,
  ...overrides,
});

/** `POST users` answers only { invited, email, delivery, link }: the entry is then found in the business's list. */
async function listed(
  response: { statusCode: number; json(): { data: { email: string } } },
  businessId = c.restaurant.id,
) {
  expect(response.statusCode).toBe(202);
  const { email } = response.json().data;
  const list = (
    await call(c.owner, "GET", `/api/business/${businessId}/users?q=${encodeURIComponent(email)}`)
  ).json().data;
  return { data: list.find((u: { email: string }) => u.email === email) };
}
/** A staff member who accepted: invited by the owner, password chosen through the link. */
const staffMember = (person: object, password: string) => addStaff(t.app, c.owner, newUser(person), password);

describe("GET business/{businessId}/users", () => {
  it("lists the members with their role, paged, searchable and sortable, with or without the trailing slash", async () => {
    const list = await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users/`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10 });
    expect(body.data.find((u: { id: number }) => u.id === c.ids.owner)).toMatchObject({
      role: "owner",
      email: "owner@example.com",
    });
    expect(body.data.find((u: { id: number }) => u.id === c.ids.staff)).toMatchObject({
      role: "staff",
      phone: "+96550000002",
    });
    expect(body.data[0]).not.toHaveProperty("password_hash");
    const paged = (
      await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?per_page=2&page=2`)
    ).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.last_page).toBe(Math.ceil(paged.total / 2));
    const search = (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?q=NOURA`)).json();
    expect(search.data.map((u: { email: string }) => u.email)).toEqual(["staff@example.com"]);
    const byPhone = (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?q=50000002`)).json();
    expect(byPhone.total).toBe(1);
    const sorted = (
      await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?sort=name&order=desc`)
    ).json();
    const names = sorted.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort().reverse());
    const owners = (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?role=owner`)).json();
    expect(owners.data.map((u: { id: number }) => u.id)).toEqual([c.ids.owner]);
  });

  it("answers 404 for another business, 403 without users.read, 401 without a token", async () => {
    expect((await call(c.owner, "GET", `/api/business/${c.otherBusiness.id}/users`)).statusCode).toBe(404);
    const denied = await bothLocales(t.app, c.staff, {
      method: "GET",
      url: `/api/business/${c.restaurant.id}/users`,
    });
    expect(denied.en.statusCode).toBe(403);
    expect(denied.ar.json().message).toBe("ليس لديك صلاحية للقيام بذلك.");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/business/${c.restaurant.id}/users` })).statusCode,
    ).toBe(401);
  });
});

describe("GET business/{businessId}/users/{id}", () => {
  it("answers one member; 404 for someone outside the business or another business; 403 without permission", async () => {
    const one = await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users/${c.ids.staff}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: c.ids.staff,
      name: "Noura Al-Mutairi",
      role: "staff",
      email_verified: true,
    });
    expect(
      (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users/${c.ids.other}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(c.owner, "GET", `/api/business/${c.otherBusiness.id}/users/${c.ids.other}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(c.staff, "GET", `/api/business/${c.restaurant.id}/users/${c.ids.staff}`)).statusCode,
    ).toBe(403);
  });
});

describe("POST users", () => {
  it("invites a new e-mail with the phone in E.164, listed as invited until the person sets their password, and records an audit", async () => {
    const response = await call(
      c.owner,
      "POST",
      "/api/users/",
      newUser({
        name: "Reem",
        email: "Reem@Example.com",
        phone: "5000 0099",
        password: "reem12345",
        password_confirmation: "reem12345",
      }),
    );
    const { link, ...answer } = response.json().data;
    expect(answer).toEqual({ invited: true, email: "reem@example.com", delivery: "link" });
    const invited = (await listed(response)).data;
    expect(invited).toMatchObject({
      id: expect.stringMatching(/^invitation-\d+$/),
      name: "Reem",
      email: "reem@example.com",
      phone: "+96550000099",
      role: "staff",
      status: "invited",
      email_verified: false,
    });
    // The password the inviter typed was never used.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "reem@example.com", password: "reem12345" },
        })
      ).statusCode,
    ).toBe(422);
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "invitation")
      .where("entity_id", "=", invited.invitation_id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "invite", business_id: c.restaurant.id, user_id: c.ids.owner });
    expect(audit.changes).not.toContain("reem12345");
    const set = await t.app.inject({
      method: "POST",
      url: "/api/auth/set-password",
      payload: { token: linkToken(link), password: "reem-own-1", password_confirmation: "reem-own-1" },
    });
    expect(set.statusCode).toBe(200);
    const member = (await listed(response)).data;
    expect(member).toMatchObject({
      id: set.json().user.id,
      name: "Reem",
      phone: "+96550000099",
      role: "staff",
      status: "active",
    });
    await login(t.app, { email: "reem@example.com", password: "reem-own-1" });
  });

  it("generates the e-mail from the phone digits when it is empty", async () => {
    const response = await call(
      c.owner,
      "POST",
      "/api/users",
      newUser({ phone: "+965 6555 0101", email: "", password: "" }),
    );
    const { data } = await listed(response);
    expect(data).toMatchObject({ email: `96565550101@${GENERATED_EMAIL_DOMAIN}`, status: "invited" });
    // Nobody can receive mail there: the inviter hands the link over, whatever the server's mail.
    expect(response.json().data.delivery).toBe("link");
    expect(response.json().generated_password).toBeUndefined();
  });

  it("only invites an existing account, without changing it; refuses once they are a member", async () => {
    await staffMember({ business_id: c.chalet.id, name: "Fatma", email: "fatma@example.com" }, "fatma12345");
    const again = await call(
      c.owner,
      "POST",
      "/api/users",
      newUser({
        name: "Someone Else",
        email: "fatma@example.com",
        password: "another-pass",
        password_confirmation: "another-pass",
      }),
    );
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ invited: true, email: "fatma@example.com", delivery: "link" });
    const fatma = await login(t.app, { email: "fatma@example.com", password: "fatma12345" });
    // Listed as invited, with what was typed, until she accepts the invitation from her own dashboard.
    const before = (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?q=fatma`)).json().data;
    expect(before).toEqual([expect.objectContaining({ name: "Someone Else", status: "invited" })]);
    const [invitation] = (await call(fatma, "GET", "/api/users/invitations")).json().data;
    expect(invitation).toMatchObject({ business: { id: c.restaurant.id }, status: "pending" });
    expect((await call(fatma, "POST", `/api/users/invitations/${invitation.id}/accept`)).statusCode).toBe(
      200,
    );
    const after = (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?q=fatma`)).json().data;
    expect(after).toEqual([expect.objectContaining({ name: "Fatma", status: "active", role: "staff" })]);
    const seeded = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: "/api/users",
      payload: newUser({ email: "staff@example.com" }),
    });
    expect(seeded.en.statusCode).toBe(422);
    expect(seeded.en.json().errors.email).toEqual(["This user is already a member of the business"]);
    expect(seeded.ar.json().errors.email).toEqual(["هذا المستخدم عضو في النشاط التجاري بالفعل"]);
  });

  it("checks every rule of the user form, in English and Arabic", async () => {
    const cases: [object, string, string, string][] = [
      [{ name: "" }, "name", "This field is required", "هذا الحقل مطلوب"],
      [{ name: "   " }, "name", "This field is required", "هذا الحقل مطلوب"],
      [{ phone: "" }, "phone", "This field is required", "هذا الحقل مطلوب"],
      [{ phone: "12345" }, "phone", "Not valid phone number", "رقم الهاتف غير صالح"],
      [
        { email: "not-an-email" },
        "email",
        "Please enter a valid email address",
        "يرجى إدخال بريد إلكتروني صالح",
      ],
    ];
    for (const [overrides, field, en, ar] of cases) {
      const answers = await bothLocales(t.app, c.owner, {
        method: "POST",
        url: "/api/users",
        payload: newUser(overrides),
      });
      expect(answers.en.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(answers.en.json().errors[field]).toEqual([en]);
      expect(answers.ar.json().errors[field]).toEqual([ar]);
    }
    // Creating takes no password at all: one sent is not even checked.
    const ignored = await call(
      c.owner,
      "POST",
      "/api/users",
      newUser({ password: "short", password_confirmation: "other" }),
    );
    expect(ignored.statusCode).toBe(202);
    const missing = await call(c.owner, "POST", "/api/users", { business_id: c.restaurant.id });
    expect(Object.keys(missing.json().errors).sort()).toEqual(["name", "phone"]);
  });

  it("answers 404 for another business and 403 without users.create", async () => {
    expect(
      (await call(c.owner, "POST", "/api/users", newUser({ business_id: c.otherBusiness.id }))).statusCode,
    ).toBe(404);
    expect((await call(c.staff, "POST", "/api/users", newUser())).statusCode).toBe(403);
  });
});

describe("POST users/search", () => {
  it("finds users of the caller's businesses only", async () => {
    const found = await call(c.owner, "POST", "/api/users/search", { query: "noura" });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      { id: c.ids.staff, name: "Noura Al-Mutairi", email: "staff@example.com", phone: "+96550000002" },
    ]);
    expect((await call(c.other, "POST", "/api/users/search", { query: "noura" })).json().data).toEqual([]);
    expect(
      (await call(c.owner, "POST", "/api/users/search", { query: "noura", business_id: c.chalet.id })).json()
        .data,
    ).toEqual([]);
    expect(
      (await call(c.owner, "POST", "/api/users/search", { query: "noura", business_id: c.otherBusiness.id }))
        .statusCode,
    ).toBe(404);
    // Demo staff may update items (owner lookup of listings), so they can search their business.
    expect(
      (await call(c.staff, "POST", "/api/users/search", { query: "fahad" }))
        .json()
        .data.map((u: { id: number }) => u.id),
    ).toEqual([c.ids.owner]);
    expect((await call(c.owner, "POST", "/api/users/search", { query: "" })).statusCode).toBe(422);
  });
});

describe("POST users/{id}", () => {
  it("updates a staff member's account; a new password works at once", async () => {
    const data = await staffMember({ name: "Ali", email: "ali@example.com" }, "alipass123");
    const response = await call(c.owner, "POST", `/api/users/${data.id}`, {
      name: "Ali Hassan",
      phone: "99887766",
      email: "ali.h@example.com",
      password: "newpass123",
      password_confirmation: "newpass123",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: data.id,
      name: "Ali Hassan",
      phone: "+96599887766",
      email: "ali.h@example.com",
      role: "staff",
    });
    await login(t.app, { email: "ali.h@example.com", password: "newpass123" });
    const keep = await call(c.owner, "POST", `/api/users/${data.id}`, {
      name: "Ali H.",
      phone: "99887766",
      email: "",
      password: "",
    });
    expect(keep.json().data.email).toBe("ali.h@example.com");
    await login(t.app, { email: "ali.h@example.com", password: "newpass123" });
    const audit = await t.app.db
      .selectFrom("audits")
      .select("changes")
      .where("entity", "=", "user")
      .where("action", "=", "update")
      .where("entity_id", "=", data.id)
      .executeTakeFirstOrThrow();
    expect(audit.changes).not.toContain("newpass123");
  });

  it("refuses a taken e-mail and the form rules, in both languages", async () => {
    const taken = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: `/api/users/${c.ids.staff}`,
      payload: { name: "Noura", phone: "50000002", email: "owner@example.com" },
    });
    expect(taken.en.statusCode).toBe(422);
    expect(taken.en.json().errors.email).toEqual(["This email is already used by another account"]);
    expect(taken.ar.json().errors.email).toEqual(["هذا البريد الإلكتروني مستخدم لحساب آخر"]);
    const phone = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: `/api/users/${c.ids.staff}`,
      payload: { name: "Noura", phone: "1" },
    });
    expect(phone.ar.json().errors.phone).toEqual(["رقم الهاتف غير صالح"]);
    const passwords: [object, string, string, string][] = [
      [
        { password: "short", password_confirmation: "short" },
        "password",
        "Minimum length 8 characters required",
        "الحد الأدنى للطول 8 أحرف",
      ],
      [
        { password: "long-enough", password_confirmation: "different" },
        "password_confirmation",
        "Password confirmation does not match",
        "تأكيد كلمة المرور غير مطابق",
      ],
    ];
    for (const [overrides, field, en, ar] of passwords) {
      const answers = await bothLocales(t.app, c.owner, {
        method: "POST",
        url: `/api/users/${c.ids.staff}`,
        payload: { name: "Noura", phone: "50000002", ...overrides },
      });
      expect(answers.en.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(answers.en.json().errors[field]).toEqual([en]);
      expect(answers.ar.json().errors[field]).toEqual([ar]);
    }
  });

  it("protects the owner's account and accounts shared with another business", async () => {
    const ownerEdit = await bothLocales(t.app, manager, {
      method: "POST",
      url: `/api/users/${c.ids.owner}`,
      payload: { name: "Taken Over", phone: "50000001" },
    });
    expect(ownerEdit.en.statusCode).toBe(403);
    expect(ownerEdit.en.json().message).toBe("Only the owner can change the owner's account");
    expect(ownerEdit.ar.json().message).toBe("لا يمكن تعديل حساب المالك إلا من قبل المالك نفسه");
    // Fatma works for both demo businesses; the restaurant manager can't change her login.
    const fatma = (await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users?q=fatma`)).json()
      .data[0];
    const shared = await call(manager, "POST", `/api/users/${fatma.id}`, {
      name: "Fatma",
      phone: fatma.phone,
      password: "stolen-pass",
      password_confirmation: "stolen-pass",
    });
    expect(shared.statusCode).toBe(403);
    const allowed = await call(manager, "POST", `/api/users/${c.ids.staff}`, {
      name: "Noura Al-Mutairi",
      phone: "+96550000002",
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("answers 404 for a user of another business and 403 without users.update", async () => {
    expect(
      (await call(c.owner, "POST", `/api/users/${c.ids.other}`, { name: "X", phone: "50000003" })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(c.owner, "POST", `/api/users/${c.ids.staff}`, {
          business_id: c.otherBusiness.id,
          name: "X",
          phone: "50000003",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(c.staff, "POST", `/api/users/${c.ids.owner}`, { name: "X", phone: "50000001" })).statusCode,
    ).toBe(403);
  });
});

describe("POST users/{id}/delete", () => {
  it("removes the member from the business with their permissions, and ends their sessions when no business is left", async () => {
    const data = await staffMember({ email: "leaving@example.com" }, "leaving123");
    const branchId = c.restaurant.branches[0].id;
    await call(
      c.owner,
      "POST",
      `/api/business/${c.restaurant.id}/branches/${branchId}/permissions/user/${data.id}/set`,
      { permissions: [`branch.${branchId}.orders.read`] },
    );
    const session = await login(t.app, { email: "leaving@example.com", password: "leaving123" });
    const response = await call(c.owner, "POST", `/api/users/${data.id}/delete`, {
      business_id: c.restaurant.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: data.id } });
    expect((await call(c.owner, "GET", `/api/business/${c.restaurant.id}/users/${data.id}`)).statusCode).toBe(
      404,
    );
    expect(
      await t.app.db.selectFrom("permissions").select("id").where("user_id", "=", data.id).execute(),
    ).toEqual([]);
    expect((await call(session, "GET", "/api/users/info")).statusCode).toBe(401);
    const audit = await t.app.db
      .selectFrom("audits")
      .select("action")
      .where("entity", "=", "user")
      .where("entity_id", "=", data.id)
      .where("action", "=", "delete")
      .executeTakeFirst();
    expect(audit).toBeDefined();
  });

  it("never removes the owner or yourself", async () => {
    const self = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: `/api/users/${c.ids.owner}/delete`,
      payload: { business_id: c.restaurant.id },
    });
    expect(self.en.statusCode).toBe(403);
    expect(self.en.json().message).toBe("You cannot remove yourself");
    expect(self.ar.json().message).toBe("لا يمكنك إزالة نفسك");
    const branchId = c.restaurant.branches[0].id;
    const managerId = (await call(manager, "GET", "/api/users/info")).json().data.id;
    const grants = [
      "users.read",
      "users.create",
      "users.update",
      "users.delete",
      "settings.read",
      "settings.update",
    ].map((p) => `branch.${branchId}.${p}`);
    await call(
      c.owner,
      "POST",
      `/api/business/${c.restaurant.id}/branches/${branchId}/permissions/user/${managerId}/set`,
      { permissions: grants },
    );
    const owner = await bothLocales(t.app, manager, {
      method: "POST",
      url: `/api/users/${c.ids.owner}/delete`,
      payload: { business_id: c.restaurant.id },
    });
    expect(owner.en.statusCode).toBe(403);
    expect(owner.en.json().message).toBe("The owner of the business cannot be removed");
    expect(owner.ar.json().message).toBe("لا يمكن إزالة مالك النشاط التجاري");
  });

  it("answers 404 for a user of another business and 403 without users.delete", async () => {
    expect(
      (await call(c.owner, "POST", `/api/users/${c.ids.other}/delete?business_id=${c.otherBusiness.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(c.owner, "POST", `/api/users/${c.ids.other}/delete`, { business_id: c.restaurant.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(c.staff, "POST", `/api/users/${c.ids.owner}/delete?business_id=${c.restaurant.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(c.other, "POST", `/api/users/${c.ids.staff}/delete`, { business_id: c.restaurant.id }))
        .statusCode,
    ).toBe(404);
  });
});

describe("GET/POST users/profile", () => {
  it("answers and updates the signed-in user's account", async () => {
    const token = await login(t.app, DEMO_MANAGER);
    const profile = await call(token, "GET", "/api/users/profile");
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      name: "Sara Al-Rashidi",
      email: "sara@example.com",
      phone: "+96550000012",
      media: null,
    });
    const update = await call(token, "POST", "/api/users/profile", {
      name: "Sara R.",
      email: "sara@example.com",
      phone: "50000012",
      password: "",
      password_confirmation: "",
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.name).toBe("Sara R.");
    await login(t.app, DEMO_MANAGER); // password unchanged
    const withPassword = await call(token, "POST", "/api/users/profile", {
      name: "Sara R.",
      email: "sara@example.com",
      phone: "50000012",
      password: "sara-new-1",
      password_confirmation: "sara-new-1",
    });
    expect(withPassword.statusCode).toBe(200);
    await login(t.app, { email: "sara@example.com", password: "sara-new-1" });
    await call(token, "POST", "/api/users/profile", {
      name: "Sara Al-Rashidi",
      email: "sara@example.com",
      phone: "50000012",
      password: DEMO_MANAGER.password,
      password_confirmation: DEMO_MANAGER.password,
    });
  });

  it("checks the account form with its own messages, in English and Arabic", async () => {
    const base = { name: "Fahad Al-Sabah", email: "owner@example.com", phone: "50000001" };
    const cases: [object, string, string, string][] = [
      [{ name: "" }, "name", "Please enter the name", "يرجى إدخال الاسم"],
      [{ email: "" }, "email", "Please enter the email", "يرجى إدخال البريد الإلكتروني"],
      [{ email: "nope" }, "email", "Please enter a valid email address", "يرجى إدخال بريد إلكتروني صالح"],
      [{ phone: "" }, "phone", "Please enter the phone", "يرجى إدخال رقم الهاتف"],
      [{ phone: "123" }, "phone", "Not valid phone number", "رقم الهاتف غير صالح"],
      [
        { password: "short", password_confirmation: "short" },
        "password",
        "Password must be at least 8 characters",
        "يجب ألا تقل كلمة المرور عن 8 أحرف",
      ],
      [
        { password: "long-enough-1", password_confirmation: "long-enough-2" },
        "password_confirmation",
        "Password & Confirmation are not matched!",
        "كلمة المرور والتأكيد غير متطابقتين!",
      ],
      [
        { email: "staff@example.com" },
        "email",
        "This email is already used by another account",
        "هذا البريد الإلكتروني مستخدم لحساب آخر",
      ],
      [
        { photo: 999999 },
        "photo",
        "Please choose one of your uploaded images",
        "يرجى اختيار إحدى الصور التي رفعتها",
      ],
    ];
    for (const [overrides, field, en, ar] of cases) {
      const answers = await bothLocales(t.app, c.owner, {
        method: "POST",
        url: "/api/users/profile",
        payload: { ...base, ...overrides },
      });
      expect(answers.en.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(answers.en.json().errors[field]).toEqual([en]);
      expect(answers.ar.json().errors[field]).toEqual([ar]);
    }
  });

  it("lets an account that has no phone change its password without one, and keeps a phone once set", async () => {
    const person = await addStaff(
      t.app,
      c.owner,
      { business_id: c.restaurant.id, name: "No Phone", phone: `5${String(phoneSeq++).padStart(7, "0")}` },
      "no-phone-1",
    );
    // An account made before phones were asked for (or by a registration that did not ask) has none.
    await t.app.db.updateTable("users").set({ phone: null }).where("id", "=", person.id).execute();
    const form = { name: "No Phone", email: person.email, phone: "" };
    const changed = await call(person.session, "POST", "/api/users/profile", {
      ...form,
      password: "no-phone-2",
      password_confirmation: "no-phone-2",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.phone).toBeNull();
    await login(t.app, { email: person.email, password: "no-phone-2" });

    expect(
      (await call(person.session, "POST", "/api/users/profile", { ...form, phone: "50001234" })).statusCode,
    ).toBe(200);
    const cleared = await call(person.session, "POST", "/api/users/profile", form, "ar");
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors.phone).toEqual(["يرجى إدخال رقم الهاتف"]);
  });

  it("requires a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(401);
  });
});
