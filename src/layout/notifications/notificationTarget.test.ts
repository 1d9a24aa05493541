import { describe, expect, it } from "vitest";
import { notificationTarget } from "./notificationTarget";
import type { AppNotification } from "./useNotifications";

const notification = (data: Record<string, unknown>, branch_id: number | null = 101): AppNotification => ({
  id: 1,
  type: "new-order",
  business_id: 10,
  branch_id,
  data: { en: "text", ...data },
  created_at: "2026-03-01T20:05:00.000Z",
  read_at: null,
});

describe("notification target", () => {
  it("opens the order or the reservation a notification is about, in its business and branch", () => {
    expect(notificationTarget(notification({ order_id: 55 }))).toEqual({
      businessId: 10,
      branchId: 101,
      path: "/orders/55",
    });
    expect(notificationTarget(notification({ reservation_id: 8 }, null))).toEqual({
      businessId: 10,
      branchId: undefined,
      path: "/reservations/8",
    });
  });

  it("opens the orders of the table a guest called a waiter from", () => {
    expect(notificationTarget(notification({ table_id: 3, note: "" }))).toEqual({
      businessId: 10,
      branchId: 101,
      path: `/orders?filter=${encodeURIComponent('{"table_id":3}')}`,
    });
  });

  it("leads nowhere when it names no record, or a malformed id", () => {
    expect(notificationTarget(notification({}))).toBeUndefined();
    expect(notificationTarget(notification({ order_id: "55" }))).toBeUndefined();
    expect(notificationTarget(notification({ order_id: -1 }))).toBeUndefined();
  });
});
