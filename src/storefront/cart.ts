import { fromFils, toFils } from "../domain/money";
import { orderTotals, type LineDiscount, type LineInput, type OrderTotals } from "../domain/orders";
import { readStored, writeStored } from "./storage";
import type { MenuItem } from "./types";

// The cart a customer fills on the phone, one per branch, kept in the phone's storage so a reload keeps it. Lines
// hold what was chosen (item, size, extras, quantity, note), never prices: those come from the menu as it is now,
// with the same rules the server prices an order by (src/domain/orders.ts), and the server's answer is final.

export const QUANTITY_MAX = 999;
export const CART_LINES_MAX = 100;

export interface CartLine {
  itemId: number;
  priceId: number | null;
  addonIds: number[];
  quantity: number;
  note: string;
}

export interface Cart {
  lines: CartLine[];
  /**
   * The Idempotency-Key of this cart's submission: made at the first tap on "send" and kept (in storage too) until
   * the order is made or the cart changes, so a double tap, a retry after a lost answer or a reload mid-send can
   * never make two orders.
   */
  submissionKey: string | null;
}

export const EMPTY_CART: Cart = { lines: [], submissionKey: null };

const sameChoice = (a: CartLine, b: CartLine) =>
  a.itemId === b.itemId &&
  a.priceId === b.priceId &&
  a.note.trim() === b.note.trim() &&
  a.addonIds.length === b.addonIds.length &&
  [...a.addonIds].sort().every((id, i) => id === [...b.addonIds].sort()[i]);

/** Adds a line, or adds its quantity to the same choice already there. A changed cart needs a new submission. */
export function addLine(cart: Cart, line: CartLine): Cart {
  const clean = { ...line, addonIds: [...new Set(line.addonIds)], note: line.note.trim() };
  const at = cart.lines.findIndex((l) => sameChoice(l, clean));
  if (at < 0 && cart.lines.length >= CART_LINES_MAX) return cart;
  const lines =
    at < 0
      ? [...cart.lines, clean]
      : cart.lines.map((l, i) =>
          i === at ? { ...l, quantity: Math.min(l.quantity + clean.quantity, QUANTITY_MAX) } : l,
        );
  return { lines, submissionKey: null };
}

/** Sets the quantity of the line at `index`; 0 removes it. */
export function setQuantity(cart: Cart, index: number, quantity: number): Cart {
  const lines =
    quantity <= 0
      ? cart.lines.filter((_, i) => i !== index)
      : cart.lines.map((l, i) => (i === index ? { ...l, quantity: Math.min(quantity, QUANTITY_MAX) } : l));
  return { lines, submissionKey: null };
}

export const itemCount = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The item's discount now, in the fixed point of src/domain/orders.ts (fils, or percent × 1000). */
export function discountOf(item: MenuItem): LineDiscount | null {
  const d = item.discount;
  if (!d || (d.type !== "value" && d.type !== "percentage")) return null;
  return { type: d.type, amount: toFils(d.amount) };
}

/** What one unit of a price row costs today: the holiday price replaces the first row's (as the server charges). */
export const unitPriceOf = (item: MenuItem, price: MenuItem["prices"][number]): number =>
  price === item.prices[0] && item.holiday_price !== null && item.holiday_price !== undefined
    ? toFils(item.holiday_price)
    : toFils(price.price);

/** A price row of the item: the chosen one, else its first (as the server takes it). */
export const priceOf = (item: MenuItem, priceId: number | null) =>
  (priceId ? item.prices.find((p) => p.id === priceId) : undefined) ?? item.prices[0];

/** An item a customer can add now. */
export const isOrderable = (item: MenuItem) =>
  !item.sold_out && !item.disable_ordering && item.prices.length > 0;

export interface PricedLine {
  line: CartLine;
  item: MenuItem | undefined;
  /** false when the item left the menu, sold out, or its size or an extra is gone */
  available: boolean;
  input: LineInput;
}

/** Each line with its prices from the menu as it is now. */
export function priceLines(cart: Cart, items: ReadonlyMap<number, MenuItem>): PricedLine[] {
  return cart.lines.map((line) => {
    const item = items.get(line.itemId);
    const price = item && priceOf(item, line.priceId);
    const addons = item ? line.addonIds.map((id) => item.addons.find((a) => a.id === id)) : [];
    const available =
      !!item &&
      isOrderable(item) &&
      !!price &&
      (line.priceId === null || price.id === line.priceId) &&
      addons.every(Boolean);
    return {
      line,
      item,
      available,
      input: {
        unitPrice: price ? unitPriceOf(item, price) : 0,
        quantity: line.quantity,
        addons: addons.map((a) => (a ? toFils(a.price) : 0)),
        discount: item ? discountOf(item) : null,
      },
    };
  });
}

/** The order's totals in fils from the lines that can be ordered, with the business's general discount and charge. */
export const cartTotals = (
  priced: readonly PricedLine[],
  terms: { general_discount_percent: number; extra_charge: number } = {
    general_discount_percent: 0,
    extra_charge: 0,
  },
): OrderTotals =>
  orderTotals(
    priced.filter((p) => p.available).map((p) => p.input),
    // Percent × 1000 and fils share the 3-decimal fixed point of money (as the server reads its settings).
    {
      generalDiscountPercent: toFils(terms.general_discount_percent),
      extraCharge: toFils(terms.extra_charge),
    },
  );

/** The lines of the order request: what was chosen and the unit price the customer saw (checked by the server). */
export const orderLines = (priced: readonly PricedLine[]) =>
  priced
    .filter((p) => p.available)
    .map(({ line, input }) => ({
      item_id: line.itemId,
      quantity: line.quantity,
      price_id: line.priceId,
      addon_ids: line.addonIds,
      price: fromFils(input.unitPrice),
      ...(line.note ? { note: line.note } : {}),
    }));

const isCart = (value: unknown): value is Cart =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Cart).lines) &&
  (value as Cart).lines.every(
    (l) =>
      Number.isInteger(l?.itemId) &&
      Number.isInteger(l.quantity) &&
      l.quantity > 0 &&
      Array.isArray(l.addonIds) &&
      typeof l.note === "string",
  );

export const loadCart = (slug: string): Cart => readStored(`cart.${slug}`, isCart) ?? EMPTY_CART;
export const saveCart = (slug: string, cart: Cart) =>
  writeStored(`cart.${slug}`, cart.lines.length ? cart : undefined);

/** A new Idempotency-Key: random, visible ASCII, well under the server's limit. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `sf-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
