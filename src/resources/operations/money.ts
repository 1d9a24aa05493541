import { DEFAULT_CURRENCY } from "../../domain/constants";
import { formatMoney, toFils } from "../../domain/money";

/** An API amount (decimal KWD) shown with 3 decimals and its currency: 12.5 → "12.500 KWD". */
export const showMoney = (amount: unknown, currency?: string | null): string =>
  formatMoney(toFils(Number(amount ?? 0)), currency || DEFAULT_CURRENCY);
