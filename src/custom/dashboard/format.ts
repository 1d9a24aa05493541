import { DEFAULT_LOCALE } from "../../domain/constants";
import { formatAmount, isolate } from "../../domain/money";
import { numberFormat } from "../../i18n/intlFormats";
import { isLocale } from "../../i18n/locale";

// Numbers of the Overview in the reader's language, written as every amount of the dashboard is (domain/money):
// Latin digits in Arabic too, the currency written the language's way (د.ك), each figure isolated (FSI … PDI) so
// that in right-to-left text it never trades places with the words around it.

export interface Formatters {
  money: (amount: number) => string;
  /** money without decimals, for chart axes */
  moneyShort: (amount: number) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
}

const kept = new Map<string, Formatters>();

/**
 * Formatters for a language and an ISO currency, the same object for the same pair (charts compare them). Each
 * Intl formatter is made on its first use (i18n/intlFormats): a widget that shows no percentages makes none.
 */
export function formatters(locale: string, currency: string): Formatters {
  const key = `${locale}|${currency}`;
  let f = kept.get(key);
  if (!f) {
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    f = {
      money: (amount) => formatAmount(amount, currency, language),
      moneyShort: (amount) =>
        isolate(
          numberFormat(language, {
            style: "currency",
            currency,
            notation: "compact",
            maximumFractionDigits: 1,
          }).format(amount),
        ),
      count: (value) => isolate(numberFormat(language, { maximumFractionDigits: 1 }).format(value)),
      percent: (value) =>
        isolate(numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(value / 100)),
    };
    kept.set(key, f);
  }
  return f;
}

/** Change from the previous period in percent, or null when there was nothing to compare with. */
export const change = (current: number, previous: number): number | null =>
  previous ? ((current - previous) / Math.abs(previous)) * 100 : null;
