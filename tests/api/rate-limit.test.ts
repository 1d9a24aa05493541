import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

describe("rate limits on login and codes", () => {
  it("answers 429 with a clear message after too many logins for one IP and email", async () => {
    const attempt = (locale = "en") =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: DEMO.owner.email, password: "wrong-pass" },
        headers: { locale },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(limited.headers["retry-after"]).toBeDefined();
    const arabic = await attempt("ar");
    expect(arabic.json().message).toMatch(/^محاولات كثيرة جدًا/);
    // Another e-mail from the same client is counted apart.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { ...DEMO.other, dashboard: true },
    });
    expect(other.statusCode).toBe(200);
  });

  it("limits code requests too", async () => {
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/auth/send-code", payload: { email: "spam@example.com" } });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

describe("client addresses and accounts", () => {
  const wrongLogin = (app: TestApp["app"], email: string, forwarded: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "wrong-pass" },
      headers: { "x-forwarded-for": forwarded },
    });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set: a new forged address per request gains nothing", async () => {
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push((await wrongLogin(t.app, DEMO.staff.email, `10.1.${i >> 8}.${i & 255}`)).statusCode);
    // 3 wrong passwords checked, the other 97 refused without looking at the password.
    expect(answers.filter((s) => s === 422)).toHaveLength(3);
    expect(answers.filter((s) => s === 429)).toHaveLength(97);
    const right = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { ...DEMO.staff, dashboard: true },
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(right.statusCode).toBe(429);
    // The socket's address was used 100 times: another account from it is refused too (per-address limit).
    expect((await wrongLogin(t.app, "someone@example.com", "10.9.9.10")).statusCode).toBe(429);
  });

  it("with TRUST_PROXY, counts forwarded addresses apart but still throttles each account", async () => {
    const proxied = await buildTestApp({
      config: { trustProxy: true, authRateLimit: { max: 3, windowMs: 60_000 } },
    });
    try {
      const answers = [];
      for (let i = 0; i < 10; i++)
        answers.push((await wrongLogin(proxied.app, DEMO.staff.email, `10.3.0.${i}`)).statusCode);
      expect(answers).toEqual([422, 422, 422, 429, 429, 429, 429, 429, 429, 429]);
      // Other accounts from those addresses are not blocked by that account's count.
      expect((await wrongLogin(proxied.app, DEMO.other.email, "10.3.0.1")).statusCode).toBe(422);
      // Many accounts from one address: 5 × 3 = 15 checked, then that address is refused.
      const spray = [];
      for (let i = 0; i < 20; i++)
        spray.push((await wrongLogin(proxied.app, `spray${i}@example.com`, "10.3.1.1")).statusCode);
      expect(spray).toEqual([...Array(15).fill(422), ...Array(5).fill(429)]);
    } finally {
      await proxied.close();
    }
  });

  it("throttles validate-code per e-mail across addresses", async () => {
    const guess = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/validate-code",
        payload: { email: "guess@example.com", code: "000000" },
        headers: { "x-forwarded-for": `10.4.0.${i}` },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await guess(i)).statusCode);
    expect(answers).toEqual([422, 422, 422, 429, 429, 429]);
  });
});

describe("send-code per e-mail", () => {
  it("mails a few codes per e-mail per 10 minutes, then answers 429 with a message in minutes, in both languages", async () => {
    const app = await buildTestApp({
      config: {
        authRateLimit: { max: 1000, windowMs: 60_000 },
        codeSendLimit: { max: 3, windowMs: 600_000 },
      },
    });
    try {
      const send = (locale = "en") =>
        app.app.inject({
          method: "POST",
          url: "/api/auth/send-code",
          payload: { email: "flood@example.com" },
          headers: { locale },
        });
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push((await send()).statusCode);
      expect(answers.filter((s) => s === 200)).toHaveLength(3);
      expect(answers.filter((s) => s === 429)).toHaveLength(17);
      const en = await send();
      expect(en.json().message).toMatch(
        /^Too many codes were requested for this email\. Please try again in (10|9) minutes\.$/,
      );
      expect(Number(en.headers["retry-after"])).toBeGreaterThan(500);
      expect((await send("ar")).json().message).toMatch(/^تم طلب رموز كثيرة لهذا البريد الإلكتروني/);
      const mailed = (
        await app.app.inject({ method: "GET", url: "/api/dev/outbox?email=flood@example.com" })
      ).json().data;
      expect(mailed).toHaveLength(3);
      // Another e-mail still gets its code.
      expect(
        (
          await app.app.inject({
            method: "POST",
            url: "/api/auth/send-code",
            payload: { email: "calm@example.com" },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)("shared counters in Redis", () => {
  it("counts one account's tries across two API instances of one deployment", async () => {
    const namespace = `rl-shared-${Date.now()}-`;
    const config = {
      redisUrl: process.env.REDIS_URL,
      rateLimitNamespace: namespace,
      authRateLimit: { max: 3, windowMs: 60_000 },
    };
    const [a, b] = [await buildTestApp({ config }), await buildTestApp({ config })];
    try {
      const wrong = (app: TestApp) =>
        app.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: DEMO.owner.email, password: "wrong-pass" },
        });
      const answers = [
        (await wrong(a)).statusCode,
        (await wrong(b)).statusCode,
        (await wrong(a)).statusCode,
        (await wrong(b)).statusCode,
      ];
      expect(answers).toEqual([422, 422, 422, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
