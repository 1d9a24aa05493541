import { MONEY_DECIMALS } from "./constants";

// Money is exact: stored as integer fils (thousandths), shown and sent as decimal numbers with 3 places.
const FACTOR = 10 ** MONEY_DECIMALS;

/** 1.25 → 1250. Rounds half away from zero at the third decimal, so 0.1 + 0.2 style float noise never leaks in. */
export const toFils = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount) * FACTOR + Number.EPSILON);

/** 1250 → 1.25 */
export const fromFils = (fils: number): number => Number((fils / FACTOR).toFixed(MONEY_DECIMALS));

/** 1250 → "1.250 KWD" */
export const formatMoney = (fils: number, currency = "KWD"): string => `${(fils / FACTOR).toFixed(MONEY_DECIMALS)} ${currency}`;
