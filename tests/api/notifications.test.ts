import { branchNames } from "./operations-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyBranch } from "../../server/modules/notifications/notify";
import { buildTestApp, injectAs, login, type TestApp } from "./helpers";
import { DEMO_MANAGER, peopleContext, type PeopleContext } from "./people-helpers";

let t: TestApp;
let c: PeopleContext;
beforeAll(async () => {
  t = await buildTestApp();
  c = await peopleContext(t.app);
});
afterAll(() => t.close());

const get = (token: string, url: string) => injectAs(t.app, token, { method: "GET", url });
const post = (token: string, url: string, payload?: object) =>
  injectAs(t.app, token, { method: "POST", url, payload });
const unread = async (token: string) =>
  (await get(token, "/api/users/unread-notifications")).json().unread_count as number;
const stored = (userId: number) =>
  t.app.db.selectFrom("notifications").select(["id", "read_at"]).where("user_id", "=", userId).execute();

describe("GET users/notifications", () => {
  it("answers the user's own notifications, 10 per page, newest first, with en and ar text", async () => {
    const mine = await stored(c.ids.owner);
    const first = await get(c.owner, "/api/users/notifications?page=1");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: mine.length,
      last_page: Math.ceil(mine.length / 10),
    });
    expect(body.data).toHaveLength(Math.min(10, mine.length));
    const ids = body.data.map((n: { id: number }) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = body.data.map((n: { created_at: string }) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data[0].data.en).toMatch(/\w/);
    expect(body.data[0].data.ar).toMatch(/[\u0600-\u06FF]/);
    expect(body.data[0]).toHaveProperty("read_at");
    const second = (await get(c.owner, "/api/users/notifications?page=2&per_page=10")).json();
    expect(second.data).toHaveLength(mine.length - 10);
    expect(second.data.every((n: { id: number }) => !ids.includes(n.id))).toBe(true);
  });

  it("never shows another user's notifications", async () => {
    const owners = new Set((await stored(c.ids.owner)).map((n) => n.id));
    const staffList = (await get(c.staff, "/api/users/notifications?per_page=100")).json();
    expect(staffList.total).toBe((await stored(c.ids.staff)).length);
    expect(staffList.data.some((n: { id: number }) => owners.has(n.id))).toBe(false);
    expect((await get(c.other, "/api/users/notifications")).json()).toMatchObject({ data: [], total: 0 });
    expect((await get(c.other, "/api/users/unread-notifications")).json()).toEqual({ unread_count: 0 });
  });

  it("requires a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/users/notifications" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/users/unread-notifications" })).statusCode).toBe(
      401,
    );
  });
});

describe("marking notifications read", () => {
  it("counts unread, marks one, some, then all as read; only the user's own", async () => {
    const mine = await stored(c.ids.staff);
    const unreadIds = mine.filter((n) => !n.read_at).map((n) => n.id);
    expect(await unread(c.staff)).toBe(unreadIds.length);
    expect(unreadIds.length).toBeGreaterThan(1);

    const one = await post(c.staff, `/api/users/notifications/${unreadIds[0]}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: unreadIds[0] });
    expect(one.json().data.read_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await unread(c.staff)).toBe(unreadIds.length - 1);
    expect((await post(c.staff, `/api/users/notifications/${unreadIds[0]}/read`)).json().data.read_at).toBe(
      one.json().data.read_at,
    );

    const ownerUnread = (await stored(c.ids.owner)).find((n) => !n.read_at)!;
    expect((await post(c.staff, `/api/users/notifications/${ownerUnread.id}/read`)).statusCode).toBe(404);
    const foreign = await post(c.staff, "/api/users/notifications/read", { ids: [ownerUnread.id] });
    expect(foreign.json()).toEqual({ updated: 0, unread_count: unreadIds.length - 1 });
    expect((await stored(c.ids.owner)).find((n) => n.id === ownerUnread.id)!.read_at).toBeNull();

    const some = await post(c.staff, "/api/users/notifications/read", { ids: [unreadIds[1]] });
    expect(some.json()).toEqual({ updated: 1, unread_count: unreadIds.length - 2 });
    const all = await post(c.staff, "/api/users/notifications/read");
    expect(all.statusCode).toBe(200);
    expect(all.json().unread_count).toBe(0);
    expect(await unread(c.staff)).toBe(0);
    expect(await unread(c.owner)).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown id and 422 for a bad list", async () => {
    expect((await post(c.owner, "/api/users/notifications/99999999/read")).statusCode).toBe(404);
    expect((await post(c.owner, "/api/users/notifications/read", { ids: ["x"] })).statusCode).toBe(422);
  });
});

describe("notifyBranch", () => {
  const notify = (branchId: number, area: "orders" | "reservations") =>
    t.app.db.transaction().execute((trx) =>
      notifyBranch(trx, {
        businessId: c.restaurant.id,
        branchId,
        area,
        type: `new-${area.slice(0, -1)}`,
        text: { en: "New order #7", ar: "طلب جديد رقم 7" },
        data: { order_id: 7 },
      }),
    );

  it("tells the owner and the staff who may read the area in that branch", async () => {
    const managerId = (await get(await login(t.app, DEMO_MANAGER), "/api/users/info")).json().data.id;
    const [first, second] = c.restaurant.branches.map((b) => b.id);
    // Branch 1: the demo staff and the manager read orders there.
    expect((await notify(first, "orders")).sort()).toEqual([c.ids.owner, c.ids.staff, managerId].sort());
    // The manager doesn't read reservations.
    expect((await notify(first, "reservations")).sort()).toEqual([c.ids.owner, c.ids.staff].sort());
    // Branch 2: Hamad reads orders but turned ReceiveOrderNotifications off.
    expect(await notify(second, "orders")).toEqual([c.ids.owner]);
    const latest = (await get(c.staff, "/api/users/notifications?per_page=1")).json().data[0];
    // Order numbers repeat per branch: the text names its branch in each language.
    const branch = await branchNames(t.app, first);
    expect(branch.en).not.toBe("");
    expect(latest.data).toEqual({
      en: `${branch.en} · New order #7`,
      ar: `${branch.ar} · طلب جديد رقم 7`,
      branch,
      order_id: 7,
    });
    expect(latest).toMatchObject({
      type: "new-reservation",
      business_id: c.restaurant.id,
      branch_id: first,
      read_at: null,
    });
  });

  it("skips users whose ReceiveOrderNotifications preference is false", async () => {
    const first = c.restaurant.branches[0].id;
    const off = await post(c.staff, `/api/users/${c.ids.staff}/settings/set`, [
      { key: "ReceiveOrderNotifications", data: false },
    ]);
    expect(off.statusCode).toBe(200);
    expect(await notify(first, "orders")).not.toContain(c.ids.staff);
    await post(c.staff, `/api/users/${c.ids.staff}/settings/set`, [
      { key: "ReceiveOrderNotifications", data: true },
    ]);
    expect(await notify(first, "orders")).toContain(c.ids.staff);
  });
});

describe("the bell of the selected business", () => {
  it("lists, counts and clears one business's notifications with business_id, leaving the other's unread", async () => {
    const { restaurant, chalet } = c;
    const ofBusiness = async (businessId: number) =>
      (
        await t.app.db
          .selectFrom("notifications")
          .select(["id", "read_at", "business_id"])
          .where("user_id", "=", c.ids.owner)
          .execute()
      ).filter((n) => n.business_id === businessId);
    await t.app.db
      .updateTable("notifications")
      .set({ read_at: null })
      .where("user_id", "=", c.ids.owner)
      .execute();
    const inRestaurant = await ofBusiness(restaurant.id);
    const inChalet = await ofBusiness(chalet.id);
    expect(inRestaurant.length).toBeGreaterThan(0);
    expect(inChalet.length).toBeGreaterThan(0);

    const listed = (
      await get(c.owner, `/api/users/notifications?business_id=${chalet.id}&per_page=100`)
    ).json();
    expect(listed.total).toBe(inChalet.length);
    expect(listed.data.every((n: { business_id: number }) => n.business_id === chalet.id)).toBe(true);
    const count = (businessId: number) =>
      get(c.owner, `/api/users/unread-notifications?business_id=${businessId}`).then(
        (r) => r.json().unread_count,
      );
    expect(await count(chalet.id)).toBe(inChalet.length);
    expect(await count(restaurant.id)).toBe(inRestaurant.length);

    const cleared = await post(c.owner, "/api/users/notifications/read", { business_id: chalet.id });
    expect(cleared.json()).toEqual({ updated: inChalet.length, unread_count: 0 });
    expect(await count(restaurant.id)).toBe(inRestaurant.length);
    expect(await unread(c.owner)).toBe(inRestaurant.length);
    // Another business answers 404, as everywhere: its existence is not revealed.
    expect((await get(c.other, `/api/users/notifications?business_id=${restaurant.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(c.other, `/api/users/unread-notifications?business_id=${restaurant.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await post(c.other, "/api/users/notifications/read", { business_id: restaurant.id })).statusCode,
    ).toBe(404);
  });
});
