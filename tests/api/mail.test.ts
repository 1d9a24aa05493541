import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, injectAs, login, type TestApp } from "./helpers";
import { peopleContext, type PeopleContext } from "./people-helpers";
import { headerOf, mimeParts, refusedSmtpUrl, startSmtpCapture, type SmtpCapture } from "./smtp-capture";

// E-mails over real SMTP: HTML with a plain-text alternative in the recipient's language (right to left for
// Arabic), staff invitations with a one-time set-password link, and a 503 when the SMTP server is down.

let smtp: SmtpCapture;
let t: TestApp;
let c: PeopleContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({
    config: {
      smtpUrl: smtp.url,
      publicUrl: "https://dash.example.com/",
      authRateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
  c = await peopleContext(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = (email: string) => {
  const found = smtp.mails.filter((mail) => mail.to.includes(email));
  expect(found).toHaveLength(1);
  return found[0];
};

describe("verification code e-mail", () => {
  it("is HTML with a text alternative, right to left in Arabic, left to right in English", async () => {
    const ar = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-code",
      headers: { locale: "ar" },
      payload: { email: "huda@example.com" },
    });
    expect(ar.statusCode).toBe(200);
    const arMail = mailTo("huda@example.com");
    expect(arMail.raw).toMatch(/multipart\/alternative/i);
    const arParts = mimeParts(arMail.raw);
    const code = /\b(\d{6})\b/.exec(arParts["text/plain"])?.[1];
    expect(code).toBeDefined();
    expect(arParts["text/plain"]).toContain("استخدم هذا الرمز لتأكيد بريدك الإلكتروني");
    expect(arParts["text/html"]).toContain('<html lang="ar" dir="rtl">');
    expect(arParts["text/html"]).toContain(code);
    expect(headerOf(arMail.raw, "Subject")).toBe("رمز التحقق الخاص بك");
    // The reader's language names the mail and its sender.
    expect(headerOf(arMail.raw, "Content-Language")).toBe("ar");
    expect(headerOf(arMail.raw, "From")).toMatch(/^"?لوحة تحكم المنيو"?\s*<no-reply@menu\.example\.com>$/);

    await t.app.inject({
      method: "POST",
      url: "/api/auth/send-code",
      headers: { locale: "en" },
      payload: { email: "hana@example.com" },
    });
    const enMail = mailTo("hana@example.com");
    expect(headerOf(enMail.raw, "Content-Language")).toBe("en");
    expect(headerOf(enMail.raw, "From")).toMatch(/^"?Menu Dashboard"?\s*<no-reply@menu\.example\.com>$/);
    const enParts = mimeParts(enMail.raw);
    expect(enParts["text/html"]).toContain('<html lang="en" dir="ltr">');
    expect(enParts["text/plain"]).toContain("Use this code to confirm your e-mail address");
  });
});

describe("staff invitation e-mails", () => {
  it("mails a new staff member a link that sets their password once, accepts, and they can sign in with it", async () => {
    const created = await injectAs(t.app, c.owner, {
      method: "POST",
      url: "/api/users",
      locale: "ar",
      payload: {
        business_id: c.restaurant.id,
        name: "Layla",
        phone: "50007711",
        email: "layla@example.com",
        password: "unknown-1234",
        password_confirmation: "unknown-1234",
      },
    });
    expect(created.statusCode).toBe(202);
    expect(created.json()).toEqual({
      data: { invited: true, email: "layla@example.com", delivery: "email" },
    });
    const parts = mimeParts(mailTo("layla@example.com").raw);
    expect(parts["text/html"]).toContain('dir="rtl"');
    expect(parts["text/plain"]).toContain("عيّن كلمة المرور");
    const link = /https:\/\/dash\.example\.com\/set-password#token=([\w%-]+)/.exec(parts["text/plain"]);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);

    const short = await t.app.inject({
      method: "POST",
      url: "/api/auth/set-password",
      payload: { token, password: "short", password_confirmation: "short" },
    });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(["password"]);
    const set = await t.app.inject({
      method: "POST",
      url: "/api/auth/set-password",
      payload: { token, password: "layla-pass-1", password_confirmation: "layla-pass-1" },
    });
    expect(set.statusCode).toBe(200);
    // The mailed link proved the mailbox; setting the password accepted the invitation.
    expect(set.json().user).toMatchObject({
      email: "layla@example.com",
      email_verified: true,
      business: [{ id: c.restaurant.id, is_owner: false }],
    });
    // Not the password the inviter typed.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "layla@example.com", password: "unknown-1234" },
        })
      ).statusCode,
    ).toBe(422);
    await expect(login(t.app, { email: "layla@example.com", password: "layla-pass-1" })).resolves.toBeTypeOf(
      "string",
    );

    const reused = await t.app.inject({
      method: "POST",
      url: "/api/auth/set-password",
      headers: { locale: "ar" },
      payload: { token, password: "other-pass-1", password_confirmation: "other-pass-1" },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token[0]).toContain("هذا الرابط لم يعد يعمل");
  });

  it("tells someone who already has an account to sign in and accept, in the language asked for, with the same answer", async () => {
    const before = (
      await t.app.db
        .selectFrom("users")
        .select("password_hash")
        .where("email", "=", "other@example.com")
        .executeTakeFirstOrThrow()
    ).password_hash;
    const created = await injectAs(t.app, c.owner, {
      method: "POST",
      url: "/api/users",
      payload: {
        business_id: c.restaurant.id,
        name: "Other",
        phone: "50007712",
        email: "other@example.com",
        locale: "ar",
      },
    });
    expect(created.json()).toEqual({
      data: { invited: true, email: "other@example.com", delivery: "email" },
    });
    const mail = mailTo("other@example.com");
    expect(headerOf(mail.raw, "Subject")).toContain("يدعوك للانضمام");
    const text = mimeParts(mail.raw)["text/plain"];
    expect(text).toContain("إعدادات الحساب");
    const token = decodeURIComponent(/set-password#token=([\w%-]+)/.exec(text)![1]);
    // The link never sets the password of an account that has one: sign in with your own to accept.
    const set = await t.app.inject({
      method: "POST",
      url: "/api/auth/set-password",
      payload: { token, password: "taken-over-1", password_confirmation: "taken-over-1" },
    });
    expect(set.statusCode).toBe(422);
    expect(Object.keys(set.json().errors)).toEqual(["token"]);
    const after = await t.app.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "other@example.com")
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-invitation",
      payload: { token, email: "other@example.com", password: "other1234" },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.business.map((b: { id: number }) => b.id)).toContain(c.restaurant.id);
  });

  it("sends nothing to an e-mail made from the phone number: the owner hands the link over", async () => {
    const before = smtp.mails.length;
    const created = await injectAs(t.app, c.owner, {
      method: "POST",
      url: "/api/users",
      payload: {
        business_id: c.restaurant.id,
        name: "Phone only",
        phone: "50007713",
        password: "phone-pass-1",
        password_confirmation: "phone-pass-1",
      },
    });
    expect(created.json().data).toMatchObject({
      delivery: "link",
      link: expect.stringContaining("https://dash.example.com/set-password#token="),
    });
    expect(smtp.mails.length).toBe(before);
    const typed = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: created.json().data.email, password: "phone-pass-1" },
    });
    expect(typed.statusCode).toBe(422);
  });
});

describe("an SMTP server that refuses connections", () => {
  let down: TestApp;
  let owner: string;
  let businessId: number;
  beforeAll(async () => {
    down = await buildTestApp({ config: { smtpUrl: await refusedSmtpUrl() } });
    const context = await peopleContext(down.app);
    owner = context.owner;
    businessId = context.restaurant.id;
  });
  afterAll(() => down.close());

  it("answers 503 with a clear message in en and ar, and creates no account", async () => {
    const payload = {
      business_id: businessId,
      name: "Nobody",
      phone: "50007714",
      email: "nobody@example.com",
    };
    const en = await injectAs(down.app, owner, { method: "POST", url: "/api/users", payload });
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toContain("the mail server is not answering");
    const ar = await injectAs(down.app, owner, { method: "POST", url: "/api/users", payload, locale: "ar" });
    expect(ar.statusCode).toBe(503);
    expect(ar.json().message).toContain("خادم البريد لا يستجيب");
    const list = await injectAs(down.app, owner, {
      method: "GET",
      url: `/api/business/${businessId}/users?q=nobody`,
    });
    expect(list.json().total).toBe(0);
    const account = await down.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "nobody@example.com")
      .executeTakeFirst();
    expect(account).toBeUndefined();

    const code = await down.app.inject({
      method: "POST",
      url: "/api/auth/send-code",
      headers: { locale: "ar" },
      payload: { email: "new@example.com" },
    });
    expect(code.statusCode).toBe(503);
    expect(code.json().message).toContain("خادم البريد لا يستجيب");
  });
});
