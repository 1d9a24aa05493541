import {
  CHALET_PRICE_LABELS,
  DEFAULT_CHALET_PRICE_LABEL,
  DISCOUNT_DEFAULT_DAYS,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  type ChaletPriceLabel,
} from "./constants";

// Pure rules of the catalog (items, prices, discounts), shared by the item card and the server.

const DAY_MS = 86_400_000;

/** A chalet price is labelled Weekdays, Weekend or FullWeek; a price without a name is Weekdays (SPEC §3). */
export function chaletPriceLabel(name: string | null | undefined): ChaletPriceLabel | null {
  const text = (name ?? "").trim();
  if (!text) return DEFAULT_CHALET_PRICE_LABEL;
  const compact = text.replace(/[\s_-]+/g, "").toLowerCase();
  return CHALET_PRICE_LABELS.find((label) => label.toLowerCase() === compact) ?? null;
}

/** A new discount starts today and ends DISCOUNT_DEFAULT_DAYS later (SPEC §3), as YYYY-MM-DD dates. */
export function defaultDiscountPeriod(today: Date = new Date()): { from: string; to: string } {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    from: new Date(start).toISOString().slice(0, 10),
    to: new Date(start + DISCOUNT_DEFAULT_DAYS * DAY_MS).toISOString().slice(0, 10),
  };
}

/** A percentage discount is between 0 and 100; a value discount is not negative. */
export function discountAmountValid(type: "value" | "percentage", amount: number): boolean {
  if (!Number.isFinite(amount) || amount < DISCOUNT_PERCENT_MIN) return false;
  return type === "value" || amount <= DISCOUNT_PERCENT_MAX;
}

/** One name per unit: missing names are blank; returns null when there are more names than units. */
export function unitNamesFor(units: number, names: readonly string[] | null | undefined): string[] | null {
  const given = (names ?? []).map((n) => n.trim());
  while (given.length > units && given[given.length - 1] === "") given.pop();
  if (given.length > units) return null;
  return Array.from({ length: units }, (_, i) => given[i] ?? "");
}

/**
 * A "value" discount is taken off the unit price, so it may not be more than the item's lowest price (fils):
 * otherwise the line would cost less than nothing. Percentages are bounded by discountAmountValid; an item without
 * prices has nothing to bound the discount by.
 */
export function valueDiscountExceedsPrice(
  discount: { type?: "value" | "percentage"; amount: number },
  prices: readonly number[],
): boolean {
  if ((discount.type ?? "value") !== "value" || !prices.length) return false;
  return discount.amount > Math.min(...prices);
}
