import { DEFAULT_CURRENCY, MONEY_DECIMALS, type Locale } from "./constants";

// Money is exact: stored as integer fils (thousandths), shown and sent as decimal numbers with 3 places.
const FACTOR = 10 ** MONEY_DECIMALS;

/** 1.25 → 1250. Rounds half away from zero at the third decimal, so 0.1 + 0.2 style float noise never leaks in. */
export const toFils = (amount: number): number =>
  Math.sign(amount) * Math.round(Math.abs(amount) * FACTOR + Number.EPSILON);

/**
 * 1250 → 1.25. For whole fils the division alone is exact: it gives the double nearest to the decimal, which is
 * what printing and parsing it again would give (checked for every amount from -100,000.000 to 1,000,000.000 and
 * for millions more up to the largest safe integer), at a tenth of the cost; a list sends four amounts per row.
 * Anything else is rounded to the fils first.
 */
export const fromFils = (fils: number): number =>
  Number.isSafeInteger(fils) ? fils / FACTOR + 0 : Number((fils / FACTOR).toFixed(MONEY_DECIMALS));

/**
 * Wraps text in Unicode first-strong isolates (FSI … PDI) so that in right-to-left text a figure, phone number or
 * path keeps its own order and never trades places with the words around it (`-290.000 KWD`, `+965`).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

// Arabic keeps Latin digits like the rest of the dashboard and writes the currency its own way (د.ك).
const intlLocale = (locale: Locale): string => (locale === "ar" ? "ar-u-nu-latn" : "en");

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * The one way the dashboard shows an amount: in the reader's language (`KWD 1,250.500`, `1,250.500 د.ك`), with
 * thousands separators, isolated. `amount` is the decimal wire value (KWD), as the API sends it.
 */
export function formatAmount(amount: number, currency: string | null | undefined, locale: Locale): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return isolate(moneyFormat(locale, currency || DEFAULT_CURRENCY).format(value));
}

/**
 * 1250 → "1.250 KWD" without a language (server messages that read the same in both languages); with one, the
 * dashboard's form of formatAmount.
 */
export const formatMoney = (fils: number, currency = "KWD", locale?: Locale): string =>
  locale
    ? formatAmount(fils / FACTOR, currency, locale)
    : `${(fils / FACTOR).toFixed(MONEY_DECIMALS)} ${currency}`;
