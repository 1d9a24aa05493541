import { formatMoney, toFils } from "../../src/domain/money";
import { validationFailed } from "../errors";
import { MONEY_MAX } from "./schemas";

// Every money column holds integer fils in 32 bits (PostgreSQL integer; SQLite would take more, so the two
// databases would disagree). Each field is bounded by its schema, but a sum of valid parts (an order's lines, a
// stay's nights) can pass the bound: every such total is checked here before it is written, on both databases
// alike, and refused with a message on the field the person can change.

export const MONEY_MAX_FILS = toFils(MONEY_MAX);

/** Refuses a computed total past MONEY_MAX with a 422 on `field`, naming the largest total allowed. */
export function assertTotalWithinBounds(totalFils: number, field: string, key: string): void {
  if (totalFils > MONEY_MAX_FILS)
    throw validationFailed({ [field]: { key, params: { max: formatMoney(MONEY_MAX_FILS, "KWD", "en") } } });
}
