import { LOCALES } from "../../../src/domain/constants";
import { normalizePhone } from "../../../src/domain/phone";
import { isTimeZone as isZone } from "../../../src/domain/zoned-time";
import type { MessageRef } from "../../errors";

// Value rules for settings: each checks one value and answers the value to store, or a message key.
// "Empty" values (null, "", [], {} after cleaning) are dropped before saving (SPEC §5), which deletes the key.

export type RuleResult = { value: unknown } | { error: MessageRef; at?: string };
export interface RuleContext {
  businessType: string;
}
export type Rule = (value: unknown, context: RuleContext) => RuleResult;

const ok = (value: unknown): RuleResult => ({ value });
const fail = (error: MessageRef, at?: string): RuleResult => ({ error, at });

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

export const boolean: Rule = (value) => {
  if (typeof value === "boolean") return ok(value);
  if (value === 1 || value === "1" || value === "true") return ok(true);
  if (value === 0 || value === "0" || value === "false") return ok(false);
  return fail("people.settings.boolean");
};

/** A number within [min, max]: every stored number has an upper bound (see MONEY_MAX for amounts). */
export const number =
  (min: number, max: number): Rule =>
  (value) => {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof n !== "number" || !Number.isFinite(n)) return fail("validation.type");
    if (n < min) return fail({ key: "validation.minimum", params: { limit: min } });
    if (n > max) return fail({ key: "validation.maximum", params: { limit: max } });
    return ok(n);
  };

export const text =
  (maxLength = 255): Rule =>
  (value) => {
    if (typeof value !== "string") return fail("validation.type");
    if (value.length > maxLength) return fail({ key: "validation.maxLength", params: { limit: maxLength } });
    return ok(value.trim());
  };

export const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === "string" && values.includes(value) ? ok(value) : fail("validation.enum");

// CSS colour: #rgb, #rrggbb, #rrggbbaa, or one of the common names (the SPEC defaults are names: red, grey, black).
const COLOR_NAMES = new Set(
  "black white red green blue yellow orange purple pink brown grey gray silver gold navy teal maroon olive lime aqua cyan magenta fuchsia violet indigo transparent".split(
    " ",
  ),
);
export const color: Rule = (value) =>
  typeof value === "string" &&
  (/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) || COLOR_NAMES.has(value.toLowerCase()))
    ? ok(value)
    : fail("people.settings.color");

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

export const url: Rule = (value) => (isHttpUrl(value) ? ok(value.trim()) : fail("validation.url"));

/** A link in the apps: "#", an http(s) address, or a chalet item ("items/{id}", SPEC §5 slider ads). */
export const link: Rule = (value) =>
  value === "#" || isHttpUrl(value) || (typeof value === "string" && /^items\/\d+$/.test(value))
    ? ok(value)
    : fail("people.settings.link");

/** An uploaded image: its address as the upload answered it (/media/...) or an http(s) URL. */
export const image: Rule = (value) =>
  isHttpUrl(value) ||
  (typeof value === "string" && /^\/media\/[\w\-./]{1,500}$/.test(value) && !value.includes(".."))
    ? ok(value)
    : fail("people.settings.image");

export const imageOrColor: Rule = (value, context) => {
  const asColor = color(value, context);
  return "error" in asColor ? image(value, context) : asColor;
};

export const phone: Rule = (value) => {
  const e164 = normalizePhone(value);
  return e164 ? ok(e164) : fail("validation.phone");
};

/** Calendar date YYYY-MM-DD. */
export function isDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
export const date: Rule = (value) => (isDate(value) ? ok(value) : fail("validation.date"));

export const isTimeZone = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 64 && isZone(value);

export const timeZone: Rule = (value) => (isTimeZone(value) ? ok(value) : fail("people.settings.timezone"));

/** The languages a business or branch offers: a non-empty subset of en, ar. */
export const locales: Rule = (value) => {
  if (!Array.isArray(value) || !value.length) return fail("validation.type");
  if (
    !value.every((v) => (LOCALES as readonly unknown[]).includes(v)) ||
    new Set(value).size !== value.length
  ) {
    return fail("validation.enum");
  }
  return ok(value);
};

/** Localized text: a plain string, or { en, ar }. */
export const localized =
  (maxLength: number): Rule =>
  (value) => {
    if (typeof value === "string") return text(maxLength)(value, { businessType: "" });
    if (!value || typeof value !== "object" || Array.isArray(value)) return fail("validation.type");
    const out: Record<string, string> = {};
    for (const [locale, entry] of Object.entries(value)) {
      if (!(LOCALES as readonly string[]).includes(locale)) return fail("validation.unknownField", locale);
      if (isEmpty(entry)) continue;
      if (typeof entry !== "string") return fail("validation.type", locale);
      if (entry.length > maxLength)
        return fail({ key: "validation.maxLength", params: { limit: maxLength } }, locale);
      out[locale] = entry;
    }
    return ok(out);
  };

/** An object of named sub-values (colour groups): unknown names refused, empty ones dropped. */
export const group =
  (shape: Record<string, Rule>): Rule =>
  (value, context) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return fail("validation.type");
    const out: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) {
      const rule = shape[name];
      if (!rule) return fail("validation.unknownField", name);
      if (isEmpty(entry)) continue;
      const result = rule(entry, context);
      if ("error" in result) return fail(result.error, result.at ? `${name}.${result.at}` : name);
      out[name] = result.value;
    }
    return ok(out);
  };

/** Only for restaurants (SPEC §3: DineIn, Delivery, CarPickup, SelfPickUp, HideCart). */
export const restaurantOnly =
  (rule: Rule): Rule =>
  (value, context) =>
    context.businessType === "restaurant" ? rule(value, context) : fail("people.settings.restaurantOnly");
