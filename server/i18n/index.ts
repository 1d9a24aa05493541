import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/domain/constants";
import { apiKeys } from "./messages/api-keys";
import { auth } from "./messages/auth";
import { catalog } from "./messages/catalog";
import { common } from "./messages/common";
import { mail } from "./messages/mail";
import { media } from "./messages/media";
import { operations } from "./messages/operations";
import { people } from "./messages/people";
import { declared } from "./messages/declared";
import { live } from "./messages/live";
import { publicApi } from "./messages/public";
import { publicStays } from "./messages/public-stays";
import { webhooks } from "./messages/webhooks";
import { calendars } from "./messages/calendars";
import { dayReport } from "./messages/day-report";
import { customers } from "./messages/customers";
import { rateCalendar } from "./messages/rate-calendar";

// Each module keeps its messages in messages/<module>.ts as { en, ar }; they are merged here.
const catalogues = [
  common,
  auth,
  catalog,
  operations,
  media,
  people,
  declared,
  mail,
  live,
  publicApi,
  publicStays,
  apiKeys,
  webhooks,
  calendars,
  dayReport,
  customers,
  rateCalendar,
];

const messages: Record<Locale, Record<string, string>> = {
  en: Object.assign({}, ...catalogues.map((c) => c.en)),
  ar: Object.assign({}, ...catalogues.map((c) => c.ar)),
};

export type MessageParams = Record<string, string | number>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A message with a numeric `count` may have plural forms `<key>.<category>` (Intl.PluralRules: en one/other;
 * ar zero/one/two/few/many/other, so Arabic duals and plurals read right); `other` is the fallback form.
 */
function pluralKey(locale: Locale, key: string, params: MessageParams): string {
  const count = params.count;
  if (typeof count !== "number" || !(`${key}.other` in messages[locale])) return key;
  if (!pluralRules.has(locale)) pluralRules.set(locale, new Intl.PluralRules(locale));
  const form = `${key}.${pluralRules.get(locale)!.select(count)}`;
  return form in messages[locale] ? form : `${key}.other`;
}

export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template =
    messages[locale][pluralKey(locale, key, params)] ??
    messages[DEFAULT_LOCALE][pluralKey(DEFAULT_LOCALE, key, params)] ??
    key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export const hasMessage = (key: string) => key in messages.en || `${key}.other` in messages.en;

export const messageKeys = (locale: Locale) => Object.keys(messages[locale]);

/** The request's language: the `locale` header of SPEC §7, else Accept-Language, else en. */
export function pickLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const candidates = [headers["locale"], headers["accept-language"]]
    .flat()
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.slice(0, 2).toLowerCase());
  return (candidates.find((c) => (LOCALES as readonly string[]).includes(c)) as Locale) ?? DEFAULT_LOCALE;
}
