import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, injectAs, login, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: {
      qrAppUrl: "https://qr.test",
      ordersAppUrl: "https://orders.test",
      tabletAppUrl: "https://tablet.test",
    },
  });
});
afterAll(() => t.close());

describe("GET apps/config", () => {
  it("answers the companion app addresses of the server configuration to a signed-in user", async () => {
    const token = await login(t.app, DEMO.staff);
    const response = await injectAs(t.app, token, { method: "GET", url: "/api/apps/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        qr_app_url: "https://qr.test",
        orders_app_url: "https://orders.test",
        tablet_app_url: "https://tablet.test",
      },
    });
  });

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/apps/config" });
    expect(response.statusCode).toBe(401);
  });
});
