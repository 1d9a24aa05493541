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
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: DEMO.owner.email, password: "wrong-pass" }, headers: { locale } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(limited.headers["retry-after"]).toBeDefined();
    const arabic = await attempt("ar");
    expect(arabic.json().message).toMatch(/^محاولات كثيرة جدًا/);
    // Another e-mail from the same client is counted apart.
    const other = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { ...DEMO.other, dashboard: true } });
    expect(other.statusCode).toBe(200);
  });

  it("limits code requests too", async () => {
    const send = () => t.app.inject({ method: "POST", url: "/api/auth/send-code", payload: { email: "spam@example.com" } });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
