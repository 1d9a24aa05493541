import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./constants";
import {
  ORDER_TRANSITIONS,
  canTransition,
  isOrderStatus,
  lineDiscount,
  lineTotal,
  orderTotals,
} from "./orders";

describe("order status flow", () => {
  it("allows exactly pending → accepted | rejected, accepted → ready, ready → delivered", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual([
      "accepted>ready",
      "pending>accepted",
      "pending>rejected",
      "ready>delivered",
    ]);
  });

  it("refuses skipping, going back, staying put and leaving a final status", () => {
    expect(canTransition("pending", "ready")).toBe(false);
    expect(canTransition("pending", "delivered")).toBe(false);
    expect(canTransition("ready", "accepted")).toBe(false);
    expect(canTransition("pending", "pending")).toBe(false);
    expect(canTransition("rejected", "accepted")).toBe(false);
    expect(canTransition("delivered", "pending")).toBe(false);
  });

  it("has an entry for every status", () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(isOrderStatus("ready")).toBe(true);
    expect(isOrderStatus("cooking")).toBe(false);
  });
});

describe("order totals", () => {
  it("multiplies unit price and addons by the quantity", () => {
    expect(lineTotal({ unitPrice: 1500, quantity: 2, addons: [250, 100] })).toBe(3700);
    expect(lineTotal({ unitPrice: 1500, quantity: 1, addons: [] })).toBe(1500);
  });

  it("applies value and percentage item discounts on the unit price only, capped at the price", () => {
    expect(
      lineDiscount({ unitPrice: 2000, quantity: 3, addons: [500], discount: { type: "value", amount: 250 } }),
    ).toBe(750);
    expect(
      lineDiscount({
        unitPrice: 2000,
        quantity: 2,
        addons: [],
        discount: { type: "percentage", amount: 12_500 },
      }),
    ).toBe(500);
    expect(
      lineDiscount({ unitPrice: 200, quantity: 1, addons: [], discount: { type: "value", amount: 999 } }),
    ).toBe(200);
    expect(lineDiscount({ unitPrice: 200, quantity: 1, addons: [], discount: null })).toBe(0);
  });

  it("adds the general discount on the remainder and the extra charge", () => {
    const totals = orderTotals(
      [
        { unitPrice: 2000, quantity: 2, addons: [250], discount: { type: "value", amount: 500 } },
        { unitPrice: 1000, quantity: 1, addons: [] },
      ],
      { generalDiscountPercent: 10_000, extraCharge: 300 },
    );
    // subtotal 4500 + 1000 = 5500; item discount 1000; general 10 % of 4500 = 450.
    expect(totals).toEqual({ subtotal: 5500, discount: 1450, extraCharge: 300, total: 4350 });
  });

  it("never goes below zero and ignores out-of-range settings", () => {
    expect(
      orderTotals([{ unitPrice: 100, quantity: 1, addons: [] }], {
        generalDiscountPercent: 500_000,
        extraCharge: -50,
      }),
    ).toEqual({
      subtotal: 100,
      discount: 100,
      extraCharge: 0,
      total: 0,
    });
    expect(orderTotals([]).total).toBe(0);
  });
});
