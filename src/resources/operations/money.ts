import { formatAmount } from "../../domain/money";
import { getCurrentLocale } from "../../i18n/locale";

/**
 * An API amount (decimal KWD) in the language in use, through the shared money format: 12.5 → "KWD 12.500" in
 * English, "12.500 د.ك" in Arabic, isolated. The language is read at render time; changing it re-renders the app.
 */
export const showMoney = (amount: unknown, currency?: string | null): string =>
  formatAmount(Number(amount ?? 0), currency, getCurrentLocale());
