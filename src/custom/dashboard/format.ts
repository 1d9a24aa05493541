import { MONEY_DECIMALS } from "../../domain/constants";

// Numbers of the Overview in the reader's language. Arabic keeps Latin digits like the rest of the dashboard but
// writes the currency its own way (د.ك); every figure is isolated (FSI … PDI) so that in right-to-left text the
// digits, separators and currency of one figure never trade places with the words around it.

export const isolate = (text: string) => `\u2068${text}\u2069`;

const intlLocale = (locale: string) => (locale === "ar" ? "ar-u-nu-latn" : "en");

export interface Formatters {
  money: (amount: number) => string;
  /** money without decimals, for chart axes */
  moneyShort: (amount: number) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
}

const cache = new Map<string, Formatters>();

/** Formatters for a language and an ISO currency (KWD: 3 decimals, as every amount of the product). */
export function formatters(locale: string, currency: string): Formatters {
  const key = `${locale}|${currency}`;
  let f = cache.get(key);
  if (!f) {
    const lang = intlLocale(locale);
    const money = new Intl.NumberFormat(lang, {
      style: "currency",
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    });
    const short = new Intl.NumberFormat(lang, {
      style: "currency",
      currency,
      notation: "compact",
      maximumFractionDigits: 1,
    });
    const count = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 });
    f = {
      money: (amount) => isolate(money.format(amount)),
      moneyShort: (amount) => isolate(short.format(amount)),
      count: (value) => isolate(count.format(value)),
      percent: (value) => isolate(percent.format(value / 100)),
    };
    cache.set(key, f);
  }
  return f;
}

/** Change from the previous period in percent, or null when there was nothing to compare with. */
export const change = (current: number, previous: number): number | null =>
  previous ? ((current - previous) / Math.abs(previous)) * 100 : null;
