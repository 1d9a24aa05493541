import { beforeEach, describe, expect, it } from "vitest";
import {
  addLine,
  cartTotals,
  EMPTY_CART,
  itemCount,
  loadCart,
  newSubmissionKey,
  orderLines,
  priceLines,
  saveCart,
  setQuantity,
  type CartLine,
} from "./cart";
import { buildMenuItem } from "./testMenuItem";

const item = buildMenuItem;

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  itemId: 1,
  priceId: 10,
  addonIds: [],
  quantity: 1,
  note: "",
  ...overrides,
});

describe("the cart", () => {
  beforeEach(() => localStorage.clear());

  it("adds the same choice once, summing quantities, and keeps other choices apart", () => {
    let cart = addLine(EMPTY_CART, line({ addonIds: [20, 21] }));
    cart = addLine(cart, line({ addonIds: [21, 20], quantity: 2 }));
    cart = addLine(cart, line({ addonIds: [20] }));
    cart = addLine(cart, line({ note: "no onions" }));
    expect(cart.lines.map((l) => l.quantity)).toEqual([3, 1, 1]);
    expect(itemCount(cart)).toBe(5);
  });

  it("forgets its submission key when it changes, so a changed order is a new submission", () => {
    const cart = { ...addLine(EMPTY_CART, line()), submissionKey: "sf-1" };
    expect(addLine(cart, line()).submissionKey).toBeNull();
    expect(setQuantity(cart, 0, 4).submissionKey).toBeNull();
    expect(setQuantity(cart, 0, 0).lines).toEqual([]);
  });

  it("prices lines from the menu now, with the server's discount rule (on the unit price, not the extras)", () => {
    const items = new Map([[1, item({ discount: { type: "percentage", amount: 10, locales: [], to: "" } })]]);
    const cart = addLine(EMPTY_CART, line({ priceId: 11, addonIds: [20], quantity: 2 }));
    const totals = cartTotals(priceLines(cart, items));
    // (2.000 + 0.250) × 2 = 4.500; 10 % of 2.000 × 2 = 0.400 off
    expect(totals).toEqual({ subtotal: 4500, discount: 400, extraCharge: 0, total: 4100 });
    expect(orderLines(priceLines(cart, items))).toEqual([
      { item_id: 1, quantity: 2, price_id: 11, addon_ids: [20], price: 2 },
    ]);
  });

  it("charges today's holiday price for the first size only, and adds the business's general discount and charge", () => {
    const items = new Map([[1, item({ holiday_price: 1 })]]);
    let cart = addLine(EMPTY_CART, line({ priceId: 10, quantity: 2 }));
    cart = addLine(cart, line({ priceId: 11 }));
    const priced = priceLines(cart, items);
    expect(orderLines(priced).map((l) => l.price)).toEqual([1, 2]);
    // 1.000 × 2 + 2.000 = 4.000; 10 % off = 0.400; + 0.500 charge = 4.100, as the server's orderTotals makes it.
    expect(cartTotals(priced, { general_discount_percent: 10, extra_charge: 0.5 })).toEqual({
      subtotal: 4000,
      discount: 400,
      extraCharge: 500,
      total: 4100,
    });
  });

  it("leaves out of the order lines whose item sold out, left the menu or lost its extra", () => {
    const cart = [line(), line({ itemId: 2 }), line({ addonIds: [99] })].reduce(addLine, EMPTY_CART);
    const soldOut = priceLines(cart, new Map([[1, item({ sold_out: true })]]));
    expect(soldOut.map((p) => p.available)).toEqual([false, false, false]);
    const priced = priceLines(cart, new Map([[1, item()]]));
    expect(priced.map((p) => p.available)).toEqual([true, false, false]);
    expect(cartTotals(priced).total).toBe(1250);
    expect(orderLines(priced)).toHaveLength(1);
  });

  it("is kept per branch in the phone's storage and survives a reload", () => {
    saveCart("gulf-bites", addLine(EMPTY_CART, line({ quantity: 3 })));
    expect(loadCart("gulf-bites").lines[0].quantity).toBe(3);
    expect(loadCart("other-branch")).toEqual(EMPTY_CART);
    saveCart("gulf-bites", EMPTY_CART);
    expect(localStorage.getItem("storefront.cart.gulf-bites")).toBeNull();
    localStorage.setItem("storefront.cart.broken", '{"lines":[{"itemId":"x"}]}');
    expect(loadCart("broken")).toEqual(EMPTY_CART);
  });

  it("makes submission keys the server accepts, a new one each time", () => {
    const key = newSubmissionKey();
    expect(key).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(newSubmissionKey()).not.toBe(key);
  });
});
