// Records as the API lists them, for the list pages' tests; override what a test is about.

const guest = (id: number) => ({ name: `Guest ${id}`, phone: null, address: null });

/** A pending, unpaid dine-in order numbered like its id, at table 3, from a guest named after it. */
export const orderRecord = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  number: id,
  status: "pending",
  type: "dine_in",
  table_id: 3,
  customer: guest(id),
  total: "4.500",
  currency: "KWD",
  payment_state: "not_paid",
  updated_at: "2026-01-01T10:00:00.000Z",
  created_at: "2026-01-01T09:00:00.000Z",
  ...overrides,
});

/**
 * A pending, unpaid stay in unit A of listing 7, from 1 to 3 March: 20:00 UTC on arrival is still the 1st in
 * Kuwait, already the 2nd in Tokyo.
 */
export const stayRecord = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  item_id: 7,
  unit: 1,
  unit_name: "A",
  from: "2026-03-01T20:00:00.000Z",
  to: "2026-03-03T06:00:00.000Z",
  status: "pending",
  payment_state: "not_paid",
  customer: guest(id),
  total: "120.000",
  balance: "120.000",
  currency: "KWD",
  ...overrides,
});
