import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, type ApiCall } from "../../test/fetchMock";
import { createDataProvider } from "../index";

// The custom methods' calls as the API receives them: method, path with query, and body.

afterEach(() => vi.unstubAllGlobals());

const provider = createDataProvider(() => ({ businessId: 10, branchId: 100 }));
const EN = [{ locale: "en", name: "Drinks" }];

/** Answers `route` ("METHOD /path" without query) with `body`, runs the call, and gives the one request made. */
async function callOf(
  route: string,
  run: () => Promise<unknown>,
  body: unknown = { data: [] },
): Promise<ApiCall> {
  const calls = mockApi({ [route]: { body } });
  await run();
  expect(calls).toHaveLength(1);
  return calls[0];
}

describe("notification methods", () => {
  it("read the count, a page and mark read for the business, with business_id", async () => {
    const count = mockApi({ "GET /api/users/unread-notifications": { body: { unread_count: 3 } } });
    expect(await provider.getUnreadNotificationCount({ businessId: 10 })).toEqual({ data: 3 });
    expect(count[0].path).toBe("/api/users/unread-notifications?business_id=10");

    const page = await callOf("GET /api/users/notifications", () =>
      provider.getNotifications({ businessId: 10, page: 2, perPage: 10 }),
    );
    expect(page.path).toBe("/api/users/notifications?page=2&per_page=10&business_id=10");

    const read = await callOf(
      "POST /api/users/notifications/read",
      () => provider.markNotificationsRead({ businessId: 10 }),
      {},
    );
    expect(read.body).toEqual({ business_id: 10 });
  });

  it("leave business_id out when no business is chosen", async () => {
    const count = await callOf(
      "GET /api/users/unread-notifications",
      () => provider.getUnreadNotificationCount({}),
      {
        unread_count: 0,
      },
    );
    expect(count.path).toBe("/api/users/unread-notifications");
    const read = await callOf(
      "POST /api/users/notifications/read",
      () => provider.markNotificationsRead({}),
      {},
    );
    expect(read.body).toEqual({});
  });
});

describe("settings methods", () => {
  it.each([
    [{ kind: "business", businessId: 10 } as const, "/api/business/10/settings"],
    [{ kind: "branch", businessId: 10, branchId: 100 } as const, "/api/business/10/branches/100/settings"],
    [
      { kind: "tablet", businessId: 10, branchId: 100 } as const,
      "/api/business/10/branches/100/tablet-settings",
    ],
    [
      { kind: "mobile", businessId: 10, branchId: 100 } as const,
      "/api/business/10/branches/100/mobile-settings",
    ],
    [{ kind: "user", userId: 1 } as const, "/api/users/1/settings"],
  ])("read and save %o at %s", async (scope, path) => {
    const read = await callOf(`GET ${path}`, () => provider.getSettings({ scope }));
    expect(read.path).toBe(path);
    const settings = [{ key: "Website", data: "https://a.example.com" }];
    const saved = await callOf(`POST ${path}/set`, () =>
      provider.saveSettings({ scope, settings, remove: ["Facebook"], updatedAt: "2026-01-01T10:00:00Z" }),
    );
    expect(saved.body).toEqual({ settings, remove: ["Facebook"], updated_at: "2026-01-01T10:00:00Z" });
  });

  it("sends no remove when nothing was cleared, and the configuration with its updated_at", async () => {
    const saved = await callOf("POST /api/business/10/settings/set", () =>
      provider.saveSettings({ scope: { kind: "business", businessId: 10 }, settings: [], updatedAt: null }),
    );
    expect(saved.body).toEqual({ settings: [], updated_at: null });

    const configuration = await callOf("POST /api/business/10/config", () =>
      provider.saveConfiguration({
        businessId: 10,
        configurations: [{ key: "timezone", value: "Asia/Kuwait" }],
        updatedAt: null,
      }),
    );
    expect(configuration.body).toEqual({
      configurations: [{ key: "timezone", value: "Asia/Kuwait" }],
      updated_at: null,
    });
  });

  it("searches items with the typed text encoded", async () => {
    const search = await callOf("GET /api/business/10/items/search", () =>
      provider.searchItems({ businessId: 10, query: "kab sa" }),
    );
    expect(search.path).toBe("/api/business/10/items/search?q=kab%20sa");
  });
});

describe("menu editor methods", () => {
  it("write categories under the business, sort them under their parent", async () => {
    const created = await callOf("POST /api/business/10/categories", () =>
      provider.createCategory({ businessId: 10, data: { locales: EN, menu_id: 7, parent_id: null } }),
    );
    expect(created.body).toEqual({ locales: EN, menu_id: 7, parent_id: null });

    const updated = await callOf("POST /api/business/10/categories/5", () =>
      provider.updateCategory({
        businessId: 10,
        id: 5,
        draft: { locales: EN, media_id: 3 },
        updatedAt: "T1",
      }),
    );
    expect(updated.body).toEqual({ locales: EN, media_id: 3, updated_at: "T1" });

    await callOf(
      "POST /api/business/10/categories/5/delete",
      () => provider.deleteCategory({ businessId: 10, id: 5 }),
      {},
    );
    const sorted = await callOf(
      "POST /api/business/10/categories/sort",
      () => provider.sortCategories({ businessId: 10, parentId: 5, sortedIds: [3, 1] }),
      {},
    );
    expect(sorted.body).toEqual({ sortedIds: [3, 1], parent_id: 5 });
  });

  it("write items, their order, media and holiday prices", async () => {
    const created = await callOf("POST /api/business/10/items", () =>
      provider.createItem({ businessId: 10, categoryId: 5, locales: EN }),
    );
    expect(created.body).toEqual({ locales: EN, category_id: 5 });

    const sorted = await callOf(
      "POST /api/business/10/items/sort",
      () => provider.sortItems({ businessId: 10, categoryId: 5, sortedIds: [2, 1] }),
      {},
    );
    expect(sorted.body).toEqual({ businessId: 10, sortedIds: [2, 1], categoryId: 5 });

    await callOf(
      "POST /api/business/10/items/4/delete",
      () => provider.deleteItem({ businessId: 10, id: 4 }),
      {},
    );
    const attached = await callOf("POST /api/media", () =>
      provider.attachItemMedia({ itemId: 4, media: { ids: [9] } }),
    );
    expect(attached.body).toEqual({ ids: [9], mediable_type: "Item", mediable_id: 4 });
    await callOf("POST /api/media/9/delete", () => provider.deleteMedia({ id: 9 }), {});
    const media = await callOf(
      "POST /api/business/10/items/4/media/sort",
      () => provider.sortItemMedia({ businessId: 10, itemId: 4, sortedIds: [9, 8] }),
      {},
    );
    expect(media.body).toEqual({ sortedIds: [9, 8] });

    const holidays = await callOf("GET /api/business/10/holidays", () =>
      provider.getHolidays({ businessId: 10 }),
    );
    expect(holidays.path).toBe("/api/business/10/holidays?per_page=100");
    const synced = await callOf(
      "POST /api/business/10/items/4/holidays/sync",
      () =>
        provider.syncHolidayPrices({ businessId: 10, itemId: 4, holidays: [{ holidayId: 2, price: 30 }] }),
      {},
    );
    expect(synced.body).toEqual({ holidays: [{ holidayId: 2, price: 30 }] });
  });

  it("reads the whole menu and one item", async () => {
    await callOf("GET /api/menu/7", () => provider.getEditorMenu({ menuId: 7 }), {
      data: { categories: [] },
    });
    await callOf("GET /api/business/10/items/4", () => provider.getItem({ businessId: 10, id: 4 }), {
      data: {},
    });
  });
});

describe("users, permissions, reservations, reports and QR methods", () => {
  it("search users in the business and read one of them", async () => {
    const search = await callOf("POST /api/users/search", () =>
      provider.searchUsers({ query: "sara", businessId: 10 }),
    );
    expect(search.body).toEqual({ query: "sara", business_id: 10 });
    await callOf("GET /api/business/10/users/3", () => provider.getBusinessUser({ businessId: 10, id: 3 }), {
      data: {},
    });
  });

  it("resend and cancel a pending invitation of the business", async () => {
    const resent = await callOf("POST /api/business/10/invitations/5/resend", () =>
      provider.resendInvitation({ businessId: 10, id: 5 }),
    );
    expect(resent.body).toEqual({});
    await callOf("POST /api/business/10/invitations/5/cancel", () =>
      provider.cancelInvitation({ businessId: 10, id: 5 }),
    );
  });

  it("read and set a staff member's permissions in a branch", async () => {
    const staff = await callOf("GET /api/business/10/users", () => provider.getStaff({ businessId: 10 }));
    expect(staff.path).toBe(
      "/api/business/10/users?role=staff&status=active&per_page=100&sort=name&order=asc",
    );
    const base = "/api/business/10/branches/100/permissions";
    await callOf(`GET ${base}/services`, () =>
      provider.getPermissionAreas({ businessId: 10, branchId: 100 }),
    );
    await callOf(`GET ${base}/actions`, () =>
      provider.getPermissionActions({ businessId: 10, branchId: 100 }),
    );
    await callOf(`GET ${base}/user/3`, () =>
      provider.getUserPermissions({ businessId: 10, branchId: 100, userId: 3 }),
    );
    const set = await callOf(
      `POST ${base}/user/3/set`,
      () =>
        provider.setUserPermissions({
          businessId: 10,
          branchId: 100,
          userId: 3,
          permissions: ["branch.100.orders.read"],
        }),
      {},
    );
    expect(set.body).toEqual({ permissions: ["branch.100.orders.read"] });
  });

  it("cancel a reservation with or without a refund, and enter a payment", async () => {
    const base = "/api/business/10/branches/100/reservations/8";
    const refunded = await callOf(
      `POST ${base}/cancel`,
      () =>
        provider.cancelReservation({
          businessId: 10,
          branchId: 100,
          id: 8,
          updatedAt: "T1",
          refund: { amount: 50, method: "cash" },
        }),
      {},
    );
    expect(refunded.body).toEqual({ updated_at: "T1", refund: { amount: 50, method: "cash" } });
    const plain = await callOf(
      `POST ${base}/cancel`,
      () => provider.cancelReservation({ businessId: 10, branchId: 100, id: 8, updatedAt: "T1" }),
      {},
    );
    expect(plain.body).toEqual({ updated_at: "T1" });
    const paid = await callOf(
      `POST ${base}/payments`,
      () =>
        provider.recordReservationPayment({
          businessId: 10,
          branchId: 100,
          id: 8,
          entry: { amount: 25, method: "knet", kind: "payment", notes: "" },
        }),
      {},
    );
    expect(paid.body).toEqual({ amount: 25, method: "knet", kind: "payment", notes: "" });
  });

  it("read availability, occupancy, every item, order statuses, a widget, the report and the QR codes", async () => {
    const branch = "/api/business/10/branches/100";
    const free = await callOf(`GET ${branch}/reservations/availability`, () =>
      provider.getReservationAvailability({ businessId: 10, branchId: 100, itemId: 4, unit: 2 }),
    );
    expect(free.path).toBe(`${branch}/reservations/availability?item_id=4&unit=2`);
    const taken = await callOf(`GET ${branch}/reservations/occupancy`, () =>
      provider.getReservationOccupancy({
        businessId: 10,
        branchId: 100,
        from: "2026-03-01",
        to: "2026-03-15",
      }),
    );
    expect(taken.path).toBe(`${branch}/reservations/occupancy?from=2026-03-01&to=2026-03-15`);
    const items = await callOf("GET /api/business/10/items", () => provider.getAllItems({ businessId: 10 }));
    expect(items.path).toBe("/api/business/10/items?per_page=100&sort=id&order=asc");
    await callOf(`GET ${branch}/order-statuses`, () =>
      provider.getOrderStatuses({ businessId: 10, branchId: 100 }),
    );
    const widget = await callOf("GET /api/business/10/overview/sales", () =>
      provider.getOverviewWidget({ businessId: 10, widget: "sales", query: "from=2026-03-01&to=2026-03-07" }),
    );
    expect(widget.path).toBe("/api/business/10/overview/sales?from=2026-03-01&to=2026-03-07");
    const report = await callOf("GET /api/business/10/reports/financial", () =>
      provider.getFinancialReport({ businessId: 10, query: "from=2026-03-01" }),
    );
    expect(report.path).toBe("/api/business/10/reports/financial?from=2026-03-01");
    await callOf(`GET ${branch}/reference-qr`, () =>
      provider.getBranchQr({ businessId: 10, branchId: 100, kind: "menu" }),
    );
    await callOf(`GET ${branch}/create-login-qr`, () =>
      provider.getBranchQr({ businessId: 10, branchId: 100, kind: "login" }),
    );
  });
});

describe("account methods", () => {
  it("read the user, profile, invitations, app addresses and live configuration", async () => {
    await callOf("GET /api/users/info", () => provider.getCurrentUser(), { data: { id: 1 } });
    await callOf("GET /api/users/profile", () => provider.getProfile(), { data: {} });
    const invitations = await callOf("GET /api/users/invitations", () => provider.getInvitations());
    expect(invitations.path).toBe("/api/users/invitations?per_page=100");
    await callOf("GET /api/apps/config", () => provider.getAppAddresses(), { data: {} });
    const live = mockApi({ "GET /api/live/config": { body: { enabled: true, key: "k" } } });
    expect(await provider.getLiveConfig()).toEqual({ data: { enabled: true, key: "k" } });
    expect(live).toHaveLength(1);
  });

  it("save the profile, answer invitations and end every session", async () => {
    const profile = await callOf(
      "POST /api/users/profile",
      () => provider.saveProfile({ data: { name: "Sara" } }),
      {},
    );
    expect(profile.body).toEqual({ name: "Sara" });
    await callOf(
      "POST /api/users/invitations/5/accept",
      () => provider.answerInvitation({ id: 5, accept: true }),
      {},
    );
    await callOf(
      "POST /api/users/invitations/5/decline",
      () => provider.answerInvitation({ id: 5, accept: false }),
      {},
    );
    await callOf("POST /api/auth/logout-all", () => provider.logoutEverywhere(), {});
  });
});
