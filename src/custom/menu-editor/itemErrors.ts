import { discountAmountValid } from "../../domain/catalogRules";
import type { ItemDraft } from "./rules";

// Field-level rules of the item card and where the server's 422 field names land on it. The card shows each
// message under its field and keeps Save disabled while any remains (SPEC §5: the first locale's name is required).

/** The first locale's name (English: the payload lists locales en, ar) is required. */
export const checkRequiredName = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? undefined : "app.menuEditor.item.errors.nameRequired";

/** A price or addon amount: a number of at least 0 (an empty field is not a price). */
export const checkPrice = (value: unknown): string | undefined =>
  value !== "" &&
  value !== null &&
  value !== undefined &&
  Number.isFinite(Number(value)) &&
  Number(value) >= 0
    ? undefined
    : "app.menuEditor.item.errors.price";

/** The client-side errors of a draft by field name (translation keys): Save stays disabled while there is one. */
export function itemDraftErrors(draft: ItemDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = checkRequiredName(draft.locales[0]?.name);
  if (name) errors["locales.0.name"] = name;
  for (const rows of ["prices", "addons"] as const) {
    draft[rows].forEach((row, i) => {
      const price = checkPrice(row.price);
      if (price) errors[`${rows}.${i}.price`] = price;
    });
  }
  draft.discounts.forEach((discount, i) => {
    if (!discountAmountValid(discount.type, Number(discount.amount) || 0))
      errors[`discounts.${i}.amount`] = "app.menuEditor.item.discountRange";
  });
  return errors;
}

const CARD_FIELD = new RegExp(
  [
    String.raw`locales\.\d+\.(name|description)`,
    String.raw`(prices|addons)\.\d+\.(price|locales\.\d+\.name)`,
    String.raw`discounts\.\d+\.(amount|type|from|to)`,
    String.raw`itemable\.(units|bedrooms|insurance|frontage|address\.(en|ar))`,
  ]
    .map((pattern) => `^(${pattern})$`)
    .join("|"),
);

/**
 * The card field a server error names, or undefined when the card has no input for it (then the message is shown
 * as a notice). A chalet price label refused as a whole (`prices.0.locales`) lands on its label select.
 */
export function cardFieldOf(serverField: string): string | undefined {
  const field = /^(prices|addons)\.\d+\.locales$/.test(serverField) ? `${serverField}.0.name` : serverField;
  return CARD_FIELD.test(field) ? field : undefined;
}
