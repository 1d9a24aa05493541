import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../server/plugins/auth";
import { buildTestApp, DEMO, injectAs, login, type TestApp } from "./helpers";
import { bothLocales, linkToken, peopleContext, type PeopleContext } from "./people-helpers";

// The issue "account squatting and e-mail enumeration through staff creation": adding staff only ever invites.
// A new e-mail gets an account nobody can sign in to until its owner chooses a password through the link; a
// registered e-mail is never changed; the inviter sees the same answer and the same "invited" entry either way.

let t: TestApp;
let c: PeopleContext;
beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: { max: 1000, windowMs: 60_000 } } });
  c = await peopleContext(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: object, locale: "en" | "ar" = "en") =>
  t.app.inject({ method: "POST", url, payload, headers: { locale } });
const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  injectAs(t.app, token, { method, url, payload });
/** The demo's other owner adds someone to their business, typing a password of their choosing. */
const invite = (email: string, extra: object = {}) =>
  call(c.other, "POST", "/api/users", {
    business_id: c.otherBusiness.id,
    name: "Anyone",
    phone: "50001234",
    email,
    password: "chosen-by-inviter",
    password_confirmation: "chosen-by-inviter",
    ...extra,
  });
const listOf = async (token: string, businessId: number, query = "") =>
  (await call(token, "GET", `/api/business/${businessId}/users?per_page=100${query}`)).json().data as {
    id: number | string;
    email: string;
    status: string;
  }[];
const entryOf = async (email: string) =>
  (await listOf(c.other, c.otherBusiness.id)).find((u) => u.email === email);
const setPassword = (token: string, password: string, locale: "en" | "ar" = "en") =>
  post("/api/auth/set-password", { token, password, password_confirmation: password }, locale);

describe("adding staff with an e-mail nobody registered", () => {
  it("makes no account anyone can sign in to: login answers exactly as a wrong password", async () => {
    expect((await invite("squatted@example.com")).statusCode).toBe(202);
    const typed = await post("/api/auth/login", {
      email: "squatted@example.com",
      password: "chosen-by-inviter",
    });
    const wrong = await post("/api/auth/login", { email: DEMO.owner.email, password: "wrong-password" });
    expect(typed.statusCode).toBe(422);
    expect(typed.body).toBe(wrong.body);
    const account = await t.app.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "squatted@example.com")
      .executeTakeFirstOrThrow();
    expect(account.password_hash).not.toMatch(/argon2/);
  });
});

describe("the same for a registered and a new e-mail", () => {
  let registered: Awaited<ReturnType<typeof invite>>;
  let fresh: Awaited<ReturnType<typeof invite>>;
  beforeAll(async () => {
    registered = await invite(DEMO.owner.email);
    fresh = await invite("brand-new@example.com");
  });
  const withoutToken = (body: string) => body.replace(/token=[\w%-]+/, "token=…");

  it("answers alike: status, content type and body but for the e-mail and the link's own token", async () => {
    expect(registered.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(registered.headers["content-type"]).toBe(fresh.headers["content-type"]);
    expect(withoutToken(registered.body).replace(DEMO.owner.email, "E")).toBe(
      withoutToken(fresh.body).replace("brand-new@example.com", "E"),
    );
    expect(registered.json().data).toMatchObject({ invited: true, delivery: "link" });
    expect(linkToken(registered.json().data.link)).toHaveLength(linkToken(fresh.json().data.link).length);
  });

  it("lists both as invited, with only what the inviter typed, and audits both alike", async () => {
    const [a, b] = [await entryOf(DEMO.owner.email), await entryOf("brand-new@example.com")];
    expect(a).toMatchObject({
      name: "Anyone",
      phone: "+96550001234",
      status: "invited",
      role: "staff",
      email_verified: false,
      media: null,
    });
    expect(Object.keys(a!).sort()).toEqual(Object.keys(b!).sort());
    // Never the account's own id, name or dates.
    for (const entry of [a, b]) expect(entry!.id).toMatch(/^invitation-\d+$/);
    expect(JSON.stringify(a)).not.toMatch(/Fahad|\+96550000001/);
    const invited = await listOf(c.other, c.otherBusiness.id, "&status=invited");
    expect(invited.map((u) => u.email)).toEqual(
      expect.arrayContaining([DEMO.owner.email, "brand-new@example.com"]),
    );
    expect(
      (await listOf(c.other, c.otherBusiness.id, "&status=active")).every((u) => u.status === "active"),
    ).toBe(true);
    const audits = await t.app.db
      .selectFrom("audits")
      .select(["action", "entity"])
      .where("business_id", "=", c.otherBusiness.id)
      .where("user_id", "=", c.ids.other)
      .execute();
    expect(audits.every((a) => a.entity === "invitation" && a.action === "invite")).toBe(true);
  });

  it("sets the password of the new account once through its link, which accepts: the entry becomes staff", async () => {
    const token = linkToken(fresh.json().data.link);
    const preview = await post("/api/auth/invitation", { token });
    expect(preview.json()).toEqual({
      data: { business: expect.any(String), inviter: expect.any(String), email: "brand-new@example.com" },
    });
    const set = await setPassword(token, "my-own-pass-1");
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ email: "brand-new@example.com", email_verified: false });
    expect(set.json().user.business.map((b: { id: number }) => b.id)).toEqual([c.otherBusiness.id]);
    expect(await entryOf("brand-new@example.com")).toMatchObject({
      id: set.json().user.id,
      status: "active",
      role: "staff",
    });
    await login(t.app, { email: "brand-new@example.com", password: "my-own-pass-1" });
    const again = await bothLocales(t.app, c.other, {
      method: "POST",
      url: "/api/auth/set-password",
      payload: { token, password: "second-pass-1", password_confirmation: "second-pass-1" },
    });
    expect(again.en.statusCode).toBe(422);
    expect(again.en.json().errors.token[0]).toContain("This link no longer works");
    expect(again.ar.json().errors.token[0]).toContain("هذا الرابط لم يعد يعمل");
    expect((await post("/api/auth/invitation", { token })).statusCode).toBe(422);
  });

  it("never changes the registered account's password through its link: its owner signs in with their own to accept", async () => {
    const token = linkToken(registered.json().data.link);
    const before = await t.app.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", DEMO.owner.email)
      .executeTakeFirstOrThrow();
    const takeOver = await bothLocales(t.app, c.other, {
      method: "POST",
      url: "/api/auth/set-password",
      payload: { token, password: "taken-over-1", password_confirmation: "taken-over-1" },
    });
    expect(takeOver.en.statusCode).toBe(422);
    expect(takeOver.en.json().errors.token[0]).toContain("sign in with your own password");
    expect(takeOver.ar.json().errors.token[0]).toContain("سجّل الدخول بكلمة مرورك");
    const after = await t.app.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", DEMO.owner.email)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    await expect(post("/api/auth/login", { ...DEMO.owner })).resolves.toMatchObject({ statusCode: 200 });

    // The inviter holding the link gets nothing with their own account, nor with a guess.
    const asInviter = await post("/api/auth/accept-invitation", { token, ...DEMO.other });
    expect(asInviter.json().errors).toHaveProperty("token");
    const guess = await post("/api/auth/accept-invitation", {
      token,
      email: DEMO.owner.email,
      password: "guess-1234",
    });
    expect(guess.body).toBe(
      (await post("/api/auth/login", { email: DEMO.owner.email, password: "guess-1234" })).body,
    );
    expect((await entryOf(DEMO.owner.email))?.status).toBe("invited");

    const accepted = await post("/api/auth/accept-invitation", { token, ...DEMO.owner });
    expect(accepted.statusCode).toBe(200);
    expect(await entryOf(DEMO.owner.email)).toMatchObject({
      id: c.ids.owner,
      status: "active",
      role: "staff",
      name: "Fahad Al-Sabah",
    });
    expect((await post("/api/auth/accept-invitation", { token, ...DEMO.owner })).statusCode).toBe(422);
  });
});

describe("registering an e-mail that only has an invitation", () => {
  const email = "invited-first@example.com";

  it("works as for a new e-mail, takes the account over and keeps the invitation to accept", async () => {
    const invited = await call(c.owner, "POST", "/api/users", {
      business_id: c.restaurant.id,
      name: "Typed By Owner",
      phone: "50007799",
      email,
    });
    expect((await post("/api/auth/send-code", { email })).statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: "GET",
      url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
    });
    const code = outbox.json().data[0].code as string;
    const registered = await post("/api/auth/register", {
      name: "Her Own Name",
      businessType: "salon",
      businessName: "Her Own Salon",
      email,
      password: "her-pass-123",
      password_confirmation: "her-pass-123",
      acceptTerms: true,
      code,
    });
    expect(registered.statusCode).toBe(201);
    const { token: session, user } = registered.json();
    expect(user).toMatchObject({ name: "Her Own Name", email, phone: null, email_verified: true });
    expect(user.business.map((b: { name: string }) => b.name)).toEqual(["Her Own Salon"]);

    // The link can no longer set a password: she now has her own.
    const link = linkToken(invited.json().data.link);
    expect((await setPassword(link, "someone-else-1")).json().errors.token[0]).toContain("sign in");
    const [invitation] = (await call(session, "GET", "/api/users/invitations")).json().data;
    expect(invitation).toMatchObject({ business: { id: c.restaurant.id }, status: "pending" });
    expect((await listOf(c.owner, c.restaurant.id)).find((u) => u.email === email)).toMatchObject({
      status: "invited",
      name: "Typed By Owner",
    });
    expect((await call(session, "POST", `/api/users/invitations/${invitation.id}/accept`)).statusCode).toBe(
      200,
    );
    expect((await listOf(c.owner, c.restaurant.id)).find((u) => u.email === email)).toMatchObject({
      id: user.id,
      status: "active",
      name: "Her Own Name",
    });
    const taken = await post("/api/auth/send-code", { email });
    expect(taken.json().errors.email).toEqual(["This email is already registered."]);
  });
});

describe("the inviter's side of a pending invitation", () => {
  it("resends a new link (the old one stops) and cancels (the entry leaves the list, the link stops)", async () => {
    const first = linkToken((await invite("resend-me@example.com")).json().data.link);
    const { invitation_id: id } = (await entryOf("resend-me@example.com")) as unknown as {
      invitation_id: number;
    };
    const resent = await call(
      c.other,
      "POST",
      `/api/business/${c.otherBusiness.id}/invitations/${id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({
      invited: true,
      email: "resend-me@example.com",
      delivery: "link",
    });
    const second = linkToken(resent.json().data.link);
    expect((await post("/api/auth/invitation", { token: first })).statusCode).toBe(422);
    expect((await post("/api/auth/invitation", { token: second })).statusCode).toBe(200);

    expect(
      (await call(c.staff, "POST", `/api/business/${c.otherBusiness.id}/invitations/${id}/cancel`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(c.owner, "POST", `/api/business/${c.restaurant.id}/invitations/${id}/cancel`)).statusCode,
    ).toBe(404);
    const canceled = await call(
      c.other,
      "POST",
      `/api/business/${c.otherBusiness.id}/invitations/${id}/cancel`,
    );
    expect(canceled.json()).toEqual({ data: { id } });
    expect(await entryOf("resend-me@example.com")).toBeUndefined();
    expect((await setPassword(second, "too-late-123")).statusCode).toBe(422);
    expect(
      (await call(c.other, "POST", `/api/business/${c.otherBusiness.id}/invitations/${id}/resend`))
        .statusCode,
    ).toBe(404);
  });
});

describe("a link e-mailed before invitations had their own", () => {
  it("still sets its account's password once, until it expires", async () => {
    const now = Date.now();
    const insert = (token: string, expires: number) =>
      t.app.db
        .insertInto("api_tokens")
        .values({
          user_id: c.ids.staff,
          token_hash: hashToken(token),
          purpose: "set-password",
          expires_at: new Date(expires).toISOString(),
          created_at: new Date(now).toISOString(),
        })
        .execute();
    await insert("old-mailed-link", now + 86_400_000);
    await insert("old-expired-link", now - 1000);
    expect((await setPassword("old-expired-link", "staff-via-old-1")).statusCode).toBe(422);
    expect((await setPassword("old-mailed-link", "staff-via-old-1")).statusCode).toBe(200);
    await login(t.app, { email: DEMO.staff.email, password: "staff-via-old-1" });
    expect((await setPassword("old-mailed-link", "staff-via-old-2")).statusCode).toBe(422);
  });
});
