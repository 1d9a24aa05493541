import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, injectAs, type TestApp } from "./helpers";
import type { DemoIds } from "./route-catalog";
import { picture, upload } from "./media-helpers";
import { qrLogin, scopedFixture, type ScopedFixture } from "./scoped-session-helpers";

// A login QR session in its own business and branch (scoped-session.test.ts refuses everything else): it works
// there, says so in users/info, and the lists found by the account rather than by a branch show its scope alone.

let t: TestApp;
let f: ScopedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await scopedFixture(t.app);
});
afterAll(async () => t?.close());

const get = (url: string, token = f.session) => injectAs(t.app, token, { method: "GET", url });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const bilingual = (en: string, ar: string) => [
  { locale: "en", name: en },
  { locale: "ar", name: ar },
];

describe("a login QR session in its own business and branch", () => {
  it("shows its scope in users/info, and lists only that business and branch", async () => {
    const info = (await get("/api/users/info")).json().data;
    expect(info.session_scope).toEqual({ business_id: f.own.businessId, branch_id: f.own.branchId });
    expect(ids(info.business)).toEqual([f.own.businessId]);
    expect(ids(info.business[0].branches)).toEqual([f.own.branchId]);
    expect(info.business[0].is_owner).toBe(true);
    const full = (await get("/api/users/info", f.owner)).json().data;
    expect(full.session_scope).toBeNull();
    expect(ids(full.business)).toContain(f.chalet.businessId);
    // The exchange of a code answers with the scoped user too.
    const traded = await qrLogin(t.app, f.owner, f.own.businessId, f.own.branchId);
    expect(traded.user.session_scope).toEqual(info.session_scope);
  });

  it("lists and changes its branch's records", async () => {
    const orders = await get(`/api/business/${f.own.businessId}/branches/${f.own.branchId}/orders`);
    expect(orders.statusCode).toBe(200);
    expect(orders.json().total).toBeGreaterThan(0);
    const floor = await injectAs(t.app, f.session, {
      method: "POST",
      url: `/api/business/${f.own.businessId}/branches/${f.own.branchId}/floors`,
      payload: { locales: bilingual("Terrace", "الشرفة") },
    });
    expect(floor.statusCode, floor.body).toBe(201);
    expect((await get(`/api/business/${f.own.businessId}/items`)).statusCode).toBe(200);
    expect((await get(`/api/business/${f.own.businessId}/overview/summary`)).statusCode).toBe(200);
  });

  it("sees its own business with its own branch alone in business-wide lists", async () => {
    const businesses = (await get("/api/business")).json().data;
    expect(ids(businesses)).toEqual([f.own.businessId]);
    expect(ids(businesses[0].branches)).toEqual([f.own.branchId]);
    const branches = (await get(`/api/business/${f.own.businessId}/branches`)).json().data;
    expect(ids(branches)).toEqual([f.own.branchId]);
    const invoices = (await get(`/api/business/${f.own.businessId}/invoices?per_page=100`)).json().data;
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((i: { branch_id: number }) => i.branch_id === f.own.branchId)).toBe(true);
  });

  it("sees only its scope's notifications", async () => {
    type Notice = { business_id: number; branch_id: number | null };
    const all = (await get("/api/users/notifications?per_page=100", f.owner)).json().data as Notice[];
    expect(all.some((n) => n.business_id === f.chalet.businessId)).toBe(true);
    const seen = (await get("/api/users/notifications?per_page=100")).json().data as Notice[];
    expect(seen.length).toBeGreaterThan(0);
    const inScope = (n: Notice) =>
      n.business_id === f.own.businessId && (n.branch_id === null || n.branch_id === f.own.branchId);
    expect(seen.every(inScope)).toBe(true);
    const unread = (token: string) => get("/api/users/unread-notifications", token);
    expect((await unread(f.session)).json().unread_count).toBeLessThan(
      (await unread(f.owner)).json().unread_count,
    );
  });

  it("signs the live channel of its branch alone", async () => {
    const auth = (at: DemoIds) =>
      injectAs(t.app, f.session, {
        method: "POST",
        url: "/api/pusher/auth",
        payload: {
          socket_id: "123.456",
          channel_name: `private-business.${at.businessId}.branch.${at.branchId}`,
        },
      });
    expect((await auth(f.own)).statusCode).toBe(200);
    expect((await auth(f.otherBranch)).statusCode).toBe(403);
    expect((await auth(f.chalet)).statusCode).toBe(403);
  });

  it("uploads to its own business, never to another", async () => {
    const to = async (at: DemoIds) =>
      upload(
        t.app,
        f.session,
        { name: "dish.png", type: "image/png", data: await picture(16, 16) },
        { fields: { business_id: String(at.businessId) } },
      );
    expect((await to(f.chalet)).statusCode).toBe(404);
    expect((await to(f.own)).statusCode).toBe(201);
  });

  it("is told why in both languages when it reaches for the account", async () => {
    const profile = (locale: "en" | "ar") =>
      injectAs(t.app, f.session, { method: "GET", url: "/api/users/profile", locale });
    expect((await profile("en")).json().message).toMatch(/limited to one branch/);
    expect((await profile("ar")).json().message).toMatch(/مقتصرة على فرع واحد/);
    // Its own account's name, e-mail and password through the staff editor are the account's too.
    const self = await injectAs(t.app, f.session, {
      method: "POST",
      url: `/api/users/${f.own.ownerId}`,
      payload: {
        business_id: f.own.businessId,
        name: "Renamed",
        phone: "+96550000001",
        email: "owner@example.com",
      },
    });
    expect(self.statusCode, self.body).toBe(403);
  });

  it("ends with logout, and when its branch is deleted", async () => {
    const other = (await qrLogin(t.app, f.owner, f.own.businessId, f.own.branchId)).token;
    expect((await injectAs(t.app, other, { method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    expect((await get("/api/users/info", other)).statusCode).toBe(401);
    expect((await get("/api/users/info")).statusCode).toBe(200);

    const created = await injectAs(t.app, f.owner, {
      method: "POST",
      url: `/api/business/${f.own.businessId}/branches`,
      payload: { locales: bilingual("Pop-up", "مؤقت") },
    });
    const branchId = created.json().data.id as number;
    const popUp = (await qrLogin(t.app, f.owner, f.own.businessId, branchId)).token;
    expect((await get("/api/users/info", popUp)).statusCode).toBe(200);
    const url = `/api/business/${f.own.businessId}/branches/${branchId}/delete`;
    expect((await injectAs(t.app, f.owner, { method: "POST", url })).statusCode).toBe(200);
    expect((await get("/api/users/info", popUp)).statusCode).toBe(401);
  });
});
