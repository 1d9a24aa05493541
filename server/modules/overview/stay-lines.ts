import type { Kysely } from "kysely";
import { Type } from "typebox";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { LocalesOut } from "../../http/schemas";
import { inBranches } from "./restaurant";

// A stay as one line of the lists of stays the overview and the day report show (arrivals, departures, balances):
// which stay, its listing and unit, who and when. The same columns, the same answer and the same schema for each.

/** Stays (not canceled) of the branches whose check-in (`from`) or check-out (`to`) falls in [start, end). */
export const staysMoving = (
  db: Kysely<DB>,
  branches: number[],
  edge: "from" | "to",
  start: string,
  end: string,
) =>
  db
    .selectFrom("reservations")
    .where("reservations.branch_id", "in", inBranches(branches))
    .where("reservations.status", "<>", "canceled")
    .where(`reservations.${edge}`, ">=", start)
    .where(`reservations.${edge}`, "<", end);

/** A stay line's columns, from reservations joined to their listing (items). */
export const STAY_LINE_COLUMNS = [
  "reservations.id",
  "reservations.branch_id",
  "items.locales",
  "reservations.unit",
  "reservations.customer_name",
  "reservations.from",
  "reservations.to",
] as const;

/** A stay line as the API answers it. */
export const stayLineOut = (row: {
  id: number;
  branch_id: number;
  locales: string;
  unit: number;
  customer_name: string;
  from: string;
  to: string;
}) => ({
  id: row.id,
  branch_id: row.branch_id,
  locales: parseLocales(row.locales),
  unit: row.unit,
  customer_name: row.customer_name,
  from: row.from,
  to: row.to,
});

/** A stay line's schema properties; each list adds its own figures after them. */
export const StayLine = {
  id: Type.Integer(),
  branch_id: Type.Integer(),
  locales: LocalesOut,
  unit: Type.Integer(),
  customer_name: Type.String(),
  from: Type.String(),
  to: Type.String(),
};
