import type { Transaction } from "kysely";
import {
  chaletPriceLabel,
  defaultDiscountPeriod,
  discountAmountValid,
  valueDiscountExceedsPrice,
} from "../../../src/domain/catalogRules";
import {
  CHALET_PRICE_LABELS,
  DISCOUNT_DEFAULT_DAYS,
  LOCALES,
  type ChaletPriceLabel,
} from "../../../src/domain/constants";
import { formatMoney, toFils } from "../../../src/domain/money";
import type { DB } from "../../db/schema/index";
import { localesColumns, validateLocales, type LocaleText } from "../../db/locales";
import type { FieldErrors } from "../../errors";
import { translate } from "../../i18n";
import { addDaysIso, isoFromInput } from "../../shared/date-input";
import type { AddonInput, DiscountInput, PriceInput } from "./schemas";

// Prices, addons and discounts of an item: the payload lists them all; rows with an id are updated,
// rows without one are created, stored rows left out are deleted, all in the item's transaction.

const LABEL_KEYS: Record<ChaletPriceLabel, string> = {
  Weekdays: "catalog.weekdays",
  Weekend: "catalog.weekend",
  FullWeek: "catalog.fullWeek",
};

/** The stored names of a chalet price: its label in English and the label's translation in Arabic. */
const chaletPriceLocales = (label: ChaletPriceLabel): LocaleText[] =>
  LOCALES.map((locale) => ({ locale, name: locale === "en" ? label : translate(locale, LABEL_KEYS[label]) }));

const englishName = (locales: readonly LocaleText[] | undefined) =>
  (locales?.find((l) => l.locale === "en") ?? locales?.[0])?.name ?? "";

export interface ExistingChildren {
  prices: number[];
  addons: number[];
  discounts: number[];
}

export interface ChildrenInput {
  prices?: PriceInput[];
  addons?: AddonInput[];
  discounts?: DiscountInput[];
}

/**
 * A discount's period as ISO text: from defaults to today, to to DISCOUNT_DEFAULT_DAYS after from (SPEC §3).
 * A date that cannot be read is null.
 */
export function discountPeriod(discount: Pick<DiscountInput, "from" | "to">): {
  from: string | null;
  to: string | null;
} {
  const from = discount.from?.trim()
    ? isoFromInput(discount.from)
    : isoFromInput(defaultDiscountPeriod().from);
  const to = discount.to?.trim()
    ? isoFromInput(discount.to)
    : from && addDaysIso(from, DISCOUNT_DEFAULT_DAYS);
  return { from, to };
}

/** Field errors of the price, addon and discount lists (SPEC §3, §5, §9). */
export function validateChildren(
  input: ChildrenInput,
  existing: ExistingChildren,
  isChalet: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const seenLabels = new Set<string>();
  input.prices?.forEach((price, i) => {
    if (price.id && !existing.prices.includes(price.id)) errors[`prices.${i}.id`] = "catalog.childNotFound";
    if (isChalet) {
      const label = chaletPriceLabel(englishName(price.locales));
      if (!label) errors[`prices.${i}.locales`] = "catalog.chaletPriceLabel";
      else if (seenLabels.has(label)) errors[`prices.${i}.locales`] = "catalog.chaletPriceTwice";
      else seenLabels.add(label);
    }
  });
  input.addons?.forEach((addon, i) => {
    if (addon.id && !existing.addons.includes(addon.id)) errors[`addons.${i}.id`] = "catalog.childNotFound";
    Object.assign(errors, validateLocales(addon.locales, `addons.${i}.locales`));
  });
  const discounts = input.discounts ?? [];
  if (discounts.length > 1) errors.discounts = "catalog.oneDiscount";
  discounts.forEach((discount, i) => {
    if (discount.id && !existing.discounts.includes(discount.id))
      errors[`discounts.${i}.id`] = "catalog.childNotFound";
    if (!discountAmountValid(discount.type ?? "value", discount.amount))
      errors[`discounts.${i}.amount`] = "catalog.discountPercent";
    const period = discountPeriod(discount);
    if (period.from === null) errors[`discounts.${i}.from`] = "validation.date";
    if (period.to === null) errors[`discounts.${i}.to`] = "validation.date";
    if (period.from && period.to && period.from > period.to)
      errors[`discounts.${i}.to`] = "validation.dateRange";
  });
  return errors;
}

/**
 * A value discount never above the item's lowest price (src/domain/catalogRules.ts), whether the discount or the
 * prices are what changes: the prices and discounts of the payload, else the stored ones.
 */
export async function discountPriceErrors(
  trx: Transaction<DB>,
  input: ChildrenInput,
  itemId: number | null,
  currency: string,
): Promise<FieldErrors> {
  if (!input.discounts && !input.prices) return {};
  const [storedPrices, storedDiscounts] = itemId
    ? await Promise.all([
        trx.selectFrom("prices").select("amount").where("item_id", "=", itemId).execute(),
        trx.selectFrom("discounts").select(["type", "amount"]).where("item_id", "=", itemId).execute(),
      ])
    : [[], []];
  const prices = input.prices ? input.prices.map((p) => toFils(p.price)) : storedPrices.map((p) => p.amount);
  const discounts = input.discounts
    ? input.discounts.map((d) => ({ type: d.type ?? "value", amount: toFils(d.amount) }))
    : storedDiscounts.map((d) => ({ type: d.type as "value" | "percentage", amount: d.amount }));
  const errors: FieldErrors = {};
  discounts.forEach((discount, i) => {
    if (valueDiscountExceedsPrice(discount, prices))
      errors[`discounts.${i}.amount`] = {
        key: "catalog.discountOverPrice",
        params: { price: formatMoney(Math.min(...prices), currency) },
      };
  });
  return errors;
}

/** Replaces one list of child rows: update by id, insert new, delete the stored rows left out. */
async function syncRows<T extends { id?: number }>(
  trx: Transaction<DB>,
  table: "prices" | "addons" | "discounts",
  itemId: number,
  rows: readonly T[],
  existing: readonly number[],
  values: (row: T, index: number) => Record<string, string | number>,
): Promise<void> {
  const kept = rows.map((r) => r.id).filter((id): id is number => !!id);
  const removed = existing.filter((id) => !kept.includes(id));
  if (removed.length)
    await trx.deleteFrom(table).where("id", "in", removed).where("item_id", "=", itemId).execute();
  for (const [index, row] of rows.entries()) {
    const columns = values(row, index);
    if (row.id)
      await trx
        .updateTable(table)
        .set(columns)
        .where("id", "=", row.id)
        .where("item_id", "=", itemId)
        .execute();
    else
      await trx
        .insertInto(table)
        .values({ ...columns, item_id: itemId } as never)
        .execute();
  }
}

/** Writes whichever of the three lists the payload carries (validated first with validateChildren). */
export async function writeChildren(
  trx: Transaction<DB>,
  item: { id: number; business_id: number },
  input: ChildrenInput,
  existing: ExistingChildren,
  isChalet: boolean,
): Promise<void> {
  if (input.prices) {
    await syncRows(trx, "prices", item.id, input.prices, existing.prices, (price, sort) => {
      const locales = isChalet
        ? chaletPriceLocales(chaletPriceLabel(englishName(price.locales)) ?? CHALET_PRICE_LABELS[0])
        : (price.locales ?? []);
      return { locales: localesColumns(locales).locales, amount: toFils(price.price), sort };
    });
  }
  if (input.addons) {
    await syncRows(trx, "addons", item.id, input.addons, existing.addons, (addon, sort) => ({
      locales: localesColumns(addon.locales ?? []).locales,
      amount: toFils(addon.price),
      sort,
    }));
  }
  if (input.discounts) {
    await syncRows(trx, "discounts", item.id, input.discounts, existing.discounts, (discount) => {
      const period = discountPeriod(discount);
      return {
        business_id: item.business_id,
        locales: localesColumns(discount.locales ?? []).locales,
        amount: toFils(discount.amount),
        type: discount.type ?? "value",
        from: period.from!,
        to: period.to!,
      };
    });
  }
}

export async function existingChildren(trx: Transaction<DB>, itemId: number): Promise<ExistingChildren> {
  const [prices, addons, discounts] = await Promise.all([
    trx.selectFrom("prices").select("id").where("item_id", "=", itemId).execute(),
    trx.selectFrom("addons").select("id").where("item_id", "=", itemId).execute(),
    trx.selectFrom("discounts").select("id").where("item_id", "=", itemId).execute(),
  ]);
  return {
    prices: prices.map((r) => r.id),
    addons: addons.map((r) => r.id),
    discounts: discounts.map((r) => r.id),
  };
}
