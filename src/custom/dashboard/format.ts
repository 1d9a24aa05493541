import { MONEY_DECIMALS } from "../../domain/constants";
import { numberFormat } from "../../i18n/intlFormats";

// Numbers of the Overview in the reader's language. Arabic keeps Latin digits like the rest of the dashboard but
// writes the currency its own way (د.ك); every figure is isolated (FSI … PDI) so that in right-to-left text the
// digits, separators and currency of one figure never trade places with the words around it.

export const isolate = (text: string) => `\u2068${text}\u2069`;

export interface Formatters {
  money: (amount: number) => string;
  /** money without decimals, for chart axes */
  moneyShort: (amount: number) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
}

/**
 * Formatters for a language and an ISO currency (KWD: 3 decimals, as every amount of the product). Each Intl
 * formatter is made on its first use and kept (i18n/intlFormats): a widget that shows no percentages makes none.
 */
export function formatters(locale: string, currency: string): Formatters {
  return {
    money: (amount) =>
      isolate(
        numberFormat(locale, {
          style: "currency",
          currency,
          minimumFractionDigits: MONEY_DECIMALS,
          maximumFractionDigits: MONEY_DECIMALS,
        }).format(amount),
      ),
    moneyShort: (amount) =>
      isolate(
        numberFormat(locale, {
          style: "currency",
          currency,
          notation: "compact",
          maximumFractionDigits: 1,
        }).format(amount),
      ),
    count: (value) => isolate(numberFormat(locale, { maximumFractionDigits: 1 }).format(value)),
    percent: (value) =>
      isolate(numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value / 100)),
  };
}

/** Change from the previous period in percent, or null when there was nothing to compare with. */
export const change = (current: number, previous: number): number | null =>
  previous ? ((current - previous) / Math.abs(previous)) * 100 : null;
