import { Type } from "typebox";
import { validationFailed, type FieldErrors } from "../../errors";
import { isDateOnly } from "../../../src/domain/zoned-time";

// Customers ask for calendar dates (the business's check-in and check-out times apply), never for instants.

export const DateIn = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 });

/** The schema's pattern broken: the message says what a date looks like. */
export const dateMessages = {
  from: { pattern: "publicStays.dateFormat" },
  to: { pattern: "publicStays.dateFormat" },
};

/** Refuses dates that are written right but do not exist (2026-02-30), and an end not after the start; 422. */
export function assertDates(dates: { from?: string; to?: string }): void {
  const errors: FieldErrors = {};
  for (const field of ["from", "to"] as const) {
    const value = dates[field];
    if (value !== undefined && !isDateOnly(value)) errors[field] = "validation.date";
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (dates.from && dates.to && dates.to <= dates.from)
    throw validationFailed({ to: "validation.dateRange" });
}
