import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, injectAs, login, type TestApp } from "./helpers";
import { addStaff, peopleContext, type PeopleContext } from "./people-helpers";

// Accounts belong to people, not to a business: adding someone only invites them, a business changes only what is
// its own, leaving one business is not leaving all, and a new password (or "log out everywhere") ends sessions.

let t: TestApp;
let c: PeopleContext;
beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: { max: 1000, windowMs: 60_000 } } });
  c = await peopleContext(t.app);
});
afterAll(() => t.close());

const call = (
  token: string,
  method: "GET" | "POST",
  url: string,
  payload?: object,
  locale: "en" | "ar" = "en",
) => injectAs(t.app, token, { method, url, payload, locale });
const addUser = (token: string, businessId: number, email: string, extra: object = {}) =>
  call(token, "POST", "/api/users", {
    business_id: businessId,
    name: "Anyone",
    phone: "50001234",
    email,
    password: "attacker123",
    password_confirmation: "attacker123",
    ...extra,
  });
const memberIds = async (token: string, businessId: number) =>
  (await call(token, "GET", `/api/business/${businessId}/users?per_page=100`))
    .json()
    .data.map((u: { id: number }) => u.id) as number[];

describe("adding an existing account is only an invitation", () => {
  it("answers the same for a registered and a new e-mail, reveals nothing, and attaches nobody", async () => {
    const victim = await addUser(c.other, c.otherBusiness.id, "owner@example.com");
    const fresh = await addUser(c.other, c.otherBusiness.id, "brand-new@example.com");
    expect(victim.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    const answer = { invited: true, delivery: "link", link: expect.stringContaining("/set-password#token=") };
    expect(victim.json()).toEqual({ data: { ...answer, email: "owner@example.com" } });
    expect(fresh.json()).toEqual({ data: { ...answer, email: "brand-new@example.com" } });
    expect(victim.body).not.toMatch(/Fahad|\+96550000001/);
    // The victim is not on the other business, and nothing of theirs can be changed from there.
    expect(await memberIds(c.other, c.otherBusiness.id)).not.toContain(c.ids.owner);
    const prefs = await call(c.other, "POST", `/api/users/${c.ids.owner}/settings/set`, [
      { key: "ReceiveOrderNotifications", data: false },
    ]);
    expect(prefs.statusCode).toBe(404);
    const account = await call(c.other, "POST", `/api/users/${c.ids.owner}`, {
      name: "Taken Over",
      phone: "50000009",
      password: "stolen-pass",
      password_confirmation: "stolen-pass",
    });
    expect(account.statusCode).toBe(404);
    await login(t.app, DEMO.owner);
    // Asking twice keeps one pending invitation.
    await addUser(c.other, c.otherBusiness.id, "owner@example.com");
    const pending = await t.app.db
      .selectFrom("invitations")
      .select("id")
      .where("user_id", "=", c.ids.owner)
      .where("status", "=", "pending")
      .execute();
    expect(pending).toHaveLength(1);
  });

  it("lets only the invited person accept or decline; only on accept do they become staff, and still keep their account", async () => {
    const list = (await call(c.owner, "GET", "/api/users/invitations")).json();
    expect(list).toMatchObject({ total: 1, current_page: 1 });
    const [invitation] = list.data;
    expect(invitation).toMatchObject({
      business: { id: c.otherBusiness.id },
      invited_by: expect.any(String),
      status: "pending",
    });
    // Nobody else sees or answers it.
    expect((await call(c.staff, "GET", "/api/users/invitations")).json().data).toEqual([]);
    expect((await call(c.other, "POST", `/api/users/invitations/${invitation.id}/accept`)).statusCode).toBe(
      404,
    );
    expect((await call(c.staff, "POST", `/api/users/invitations/${invitation.id}/decline`)).statusCode).toBe(
      404,
    );

    const declined = await call(c.owner, "POST", `/api/users/invitations/${invitation.id}/decline`);
    expect(declined.json()).toEqual({
      data: { id: invitation.id, business_id: c.otherBusiness.id, status: "declined" },
    });
    expect((await call(c.owner, "POST", `/api/users/invitations/${invitation.id}/accept`)).statusCode).toBe(
      404,
    );
    expect(await memberIds(c.other, c.otherBusiness.id)).not.toContain(c.ids.owner);

    await addUser(c.other, c.otherBusiness.id, "owner@example.com");
    const [again] = (await call(c.owner, "GET", "/api/users/invitations")).json().data;
    // Two tabs answering at once: accepted once.
    const answers = await Promise.all(
      [1, 2].map(() => call(c.owner, "POST", `/api/users/invitations/${again.id}/accept`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await memberIds(c.other, c.otherBusiness.id)).toContain(c.ids.owner);

    // Staff of the other business now, but the account stays theirs: no name, password or preference changes from there.
    const account = await call(c.other, "POST", `/api/users/${c.ids.owner}`, {
      business_id: c.otherBusiness.id,
      name: "Taken Over",
      phone: "50000009",
    });
    expect(account.statusCode).toBe(403);
    const prefs = await call(
      c.other,
      "POST",
      `/api/users/${c.ids.owner}/settings/set`,
      [{ key: "ReceiveOrderNotifications", data: false }],
      "ar",
    );
    expect(prefs.statusCode).toBe(403);
    expect(prefs.json().message).toBe("لا يغيّر التفضيلات إلا المستخدم نفسه");
    const me = (await call(c.owner, "GET", "/api/users/profile")).json().data;
    expect(me).toMatchObject({ name: "Fahad Al-Sabah", phone: "+96550000001" });

    // Leaving the other business (removed by its owner) leaves the owner's own businesses alone.
    const removed = await call(
      c.other,
      "POST",
      `/api/users/${c.ids.owner}/delete?business_id=${c.otherBusiness.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await memberIds(c.owner, c.restaurant.id)).toContain(c.ids.owner);
  });
});

describe("removing a user is scoped to one business", () => {
  it("removes a person working for two businesses from the named one only, and needs the business", async () => {
    const email = "two-jobs@example.com";
    const person = { business_id: c.restaurant.id, name: "Two Jobs", phone: "50001234", email };
    const { session: worker } = await addStaff(t.app, c.owner, person, "own-pass-1");
    await addUser(c.owner, c.chalet.id, email);
    const [invitation] = (await call(worker, "GET", "/api/users/invitations")).json().data;
    await call(worker, "POST", `/api/users/invitations/${invitation.id}/accept`);
    const id = (await call(worker, "GET", "/api/users/info")).json().data.id as number;
    expect(await memberIds(c.owner, c.chalet.id)).toContain(id);

    const unscoped = await call(c.owner, "POST", `/api/users/${id}/delete`, undefined, "ar");
    expect(unscoped.statusCode).toBe(422);
    expect(unscoped.json().errors.business_id).toEqual(["اختر النشاط التجاري"]);
    expect(
      (await call(c.owner, "POST", `/api/users/${id}/delete`, { business_id: c.restaurant.id })).statusCode,
    ).toBe(200);
    expect(await memberIds(c.owner, c.restaurant.id)).not.toContain(id);
    expect(await memberIds(c.owner, c.chalet.id)).toContain(id);
    // Still in a business: the session lives on.
    expect((await call(worker, "GET", "/api/users/info")).statusCode).toBe(200);
  });
});

describe("sessions end with the password", () => {
  const changePassword = (token: string, password: string) =>
    call(token, "POST", "/api/users/profile", {
      name: "Noura Al-Mutairi",
      email: "staff@example.com",
      phone: "+96550000002",
      password,
      password_confirmation: password,
    });

  it("revokes the other sessions when the user changes their password, keeping the one that changed it", async () => {
    const [phone, laptop] = [await login(t.app, DEMO.staff), await login(t.app, DEMO.staff)];
    expect((await changePassword(laptop, "staff-new-1")).statusCode).toBe(200);
    expect((await call(phone, "GET", "/api/users/info")).statusCode).toBe(401);
    expect((await call(c.staff, "GET", "/api/users/info")).statusCode).toBe(401);
    expect((await call(laptop, "GET", "/api/users/info")).statusCode).toBe(200);
    // A profile save without a password keeps every session.
    const other = await login(t.app, { email: DEMO.staff.email, password: "staff-new-1" });
    expect((await changePassword(laptop, "")).statusCode).toBe(200);
    expect((await call(other, "GET", "/api/users/info")).statusCode).toBe(200);
  });

  it("revokes all sessions of a staff member whose password the owner sets", async () => {
    const session = await login(t.app, { email: DEMO.staff.email, password: "staff-new-1" });
    const set = await call(c.owner, "POST", `/api/users/${c.ids.staff}`, {
      business_id: c.restaurant.id,
      name: "Noura Al-Mutairi",
      phone: "+96550000002",
      password: "staff-new-2",
      password_confirmation: "staff-new-2",
    });
    expect(set.statusCode).toBe(200);
    expect((await call(session, "GET", "/api/users/info")).statusCode).toBe(401);
    expect((await call(c.owner, "GET", "/api/users/info")).statusCode).toBe(200);
  });

  it("logs out everywhere: every session of the account ends, this one too, other accounts untouched", async () => {
    const sessions = [await login(t.app, DEMO.other), await login(t.app, DEMO.other)];
    const answer = await call(sessions[0], "POST", "/api/auth/logout-all");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.revoked).toBeGreaterThanOrEqual(3);
    for (const token of [...sessions, c.other])
      expect((await call(token, "GET", "/api/users/info")).statusCode).toBe(401);
    expect((await call(c.owner, "GET", "/api/users/info")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout-all" })).statusCode).toBe(401);
  });
});
