import type { Kysely, Selectable, Transaction } from "kysely";
import type { DB, ReservationsTable } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { fromFils } from "../../../src/domain/money";
import { balanceDue, ledgerTotals } from "../../../src/domain/reservations";
import type { StayLine } from "../../../src/domain/stay-price";
import { customerSearch } from "../../shared/customer-search";
import { datedList } from "../../shared/dated-list";
import type { ReservationListInput } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

/** A branch's reservations, before any columns are chosen: list filters go here, and the list counts this alone. */
export const branchReservations = (db: Db, branchId: number) =>
  db.selectFrom("reservations").where("reservations.branch_id", "=", branchId);

/** The reservation columns with the listing's names, the currency and the unit names (every join keeps every row). */
export const withListing = (reservations: ReturnType<typeof branchReservations>) =>
  reservations
    .innerJoin("items", "items.id", "reservations.item_id")
    .innerJoin("businesses", "businesses.id", "reservations.business_id")
    .leftJoin("chalet_details", "chalet_details.item_id", "reservations.item_id")
    .selectAll("reservations")
    .select(["items.locales as listing_locales", "businesses.currency", "chalet_details.unit_names"]);

export const reservationsQuery = (db: Db, branchId: number) => withListing(branchReservations(db, branchId));

export type ReservationRow = Selectable<ReservationsTable> & {
  listing_locales: string;
  currency: string;
  unit_names: string | null;
};

export const findReservation = (db: Db, branchId: number, id: number) =>
  reservationsQuery(db, branchId).where("reservations.id", "=", id).executeTakeFirst();

/** A unit's name as the listing names it (its number when unnamed, or when the names cannot be read). */
export function unitName(unitNames: string | null, unit: number): string {
  try {
    const names = JSON.parse(unitNames ?? "[]") as unknown[];
    const name = names[unit - 1];
    return typeof name === "string" && name.trim() ? name : String(unit);
  } catch {
    return String(unit);
  }
}

export const toReservation = (row: ReservationRow) => ({
  id: row.id,
  business_id: row.business_id,
  branch_id: row.branch_id,
  item_id: row.item_id,
  listing: { id: row.item_id, locales: parseLocales(row.listing_locales) },
  unit: row.unit,
  unit_name: unitName(row.unit_names, row.unit),
  from: row.from,
  to: row.to,
  nights: row.nights,
  status: row.status,
  payment_state: row.payment_state,
  total: fromFils(row.total),
  paid: fromFils(row.paid),
  balance: fromFils(balanceDue(row.status, row.total, row.paid)),
  currency: row.currency,
  customer: { name: row.customer_name, phone: row.customer_phone },
  notes: row.notes,
  price_details: (JSON.parse(row.price_details) as StayLine[]).map((line) => ({
    date: line.date,
    nights: line.nights,
    kind: line.kind,
    amount: fromFils(line.amount),
    ...(line.holidayId ? { holiday_id: line.holidayId } : {}),
  })),
  created_by: row.created_by,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The TermsConditions setting's text per language ("" where unset or unreadable). */
function termsOf(data: string | undefined): { en: string; ar: string } {
  try {
    const value = JSON.parse(data ?? "{}") as Record<string, unknown>;
    const text = (locale: string) => (typeof value[locale] === "string" ? (value[locale] as string) : "");
    return { en: text("en"), ar: text("ar") };
  } catch {
    return { en: "", ar: "" };
  }
}

/** A reservation with its ledger (payments, refunds, deposit; each payment with its invoice) and what is due. */
export async function reservationDetail(db: Db, row: ReservationRow) {
  const payments = await db
    .selectFrom("reservation_payments")
    .leftJoin("invoices", "invoices.reservation_payment_id", "reservation_payments.id")
    .select([
      "reservation_payments.id",
      "reservation_payments.kind",
      "reservation_payments.amount",
      "reservation_payments.method",
      "reservation_payments.paid_at",
      "reservation_payments.notes",
      "reservation_payments.created_by",
      "reservation_payments.created_at",
      "invoices.id as invoice_id",
      "invoices.number as invoice_number",
    ])
    .where("reservation_payments.reservation_id", "=", row.id)
    .orderBy("reservation_payments.paid_at")
    .orderBy("reservation_payments.id")
    .execute();
  const ledger = ledgerTotals(payments);
  const [chalet, terms] = await Promise.all([
    db.selectFrom("chalet_details").select("insurance").where("item_id", "=", row.item_id).executeTakeFirst(),
    db
      .selectFrom("settings")
      .select("data")
      .where("scope", "=", "business")
      .where("scope_id", "=", row.business_id)
      .where("key", "=", "TermsConditions")
      .executeTakeFirst(),
  ]);
  return {
    ...toReservation(row),
    received: fromFils(ledger.received),
    refunded: fromFils(ledger.refunded),
    deposit: fromFils(ledger.deposit),
    insurance: fromFils(Number(chalet?.insurance ?? 0)),
    terms: termsOf(terms?.data),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: fromFils(p.amount),
      method: p.method,
      paid_at: p.paid_at,
      notes: p.notes,
      created_by: p.created_by,
      created_at: p.created_at,
      invoice: p.invoice_id ? { id: p.invoice_id, number: p.invoice_number ?? 0 } : null,
    })),
  };
}

/** A page of the branch's reservations: stays under way in the period, the filters and the customer search. */
export async function pageOfReservations(
  db: Kysely<DB>,
  businessId: number,
  branchId: number,
  filters: ReservationListInput,
) {
  const { bounds, page } = await datedList(db, businessId, filters, {
    sortable: {
      id: "reservations.id",
      from: "reservations.from",
      to: "reservations.to",
      created_at: "reservations.created_at",
      total: "reservations.total",
    },
    newest: "from",
    id: "reservations.id",
    upcoming: { starts: "reservations.from", ends: "reservations.to" },
  });
  const { query, searched, search } = await selectedReservations(db, branchId, filters, bounds);
  return page(withListing(query), query, toReservation, query === searched ? search?.atLeast : undefined);
}

/**
 * The branch's reservations the list's filters select: stays under way at some point of the period, the status,
 * payment state, listing and the customer search. The list pages them; the CSV export streams them. `searched` is
 * the query with the search alone (its known count holds only while no other filter narrows it).
 */
export async function selectedReservations(
  db: Kysely<DB>,
  branchId: number,
  filters: Pick<ReservationListInput, "q" | "status" | "payment_state" | "item_id">,
  bounds: { from?: string; to?: string },
) {
  let query = branchReservations(db, branchId);
  const q = filters.q?.trim();
  const search = q ? await customerSearch(db, "reservations", branchId, q) : undefined;
  if (search) query = query.where((eb) => eb.or(search.matches));
  const searched = query;
  if (filters.status) query = query.where("reservations.status", "=", filters.status);
  if (filters.payment_state) query = query.where("reservations.payment_state", "=", filters.payment_state);
  if (filters.item_id) query = query.where("reservations.item_id", "=", filters.item_id);
  // Overlap with the period: stays that are under way at some point of it.
  if (bounds.to) query = query.where("reservations.from", "<", bounds.to);
  if (bounds.from) query = query.where("reservations.to", ">", bounds.from);
  return { query, searched, search };
}

/**
 * The bookings (not canceled) made through the business's other branches that overlap the period: listings belong to
 * the business, so the board of one branch shows them as taken.
 */
export const otherBranchesBookings = (
  db: Db,
  businessId: number,
  branchId: number,
  period: { from: string; to: string },
) =>
  db
    .selectFrom("reservations")
    .select(["id", "branch_id", "item_id", "unit", "from", "to", "status"])
    .where("business_id", "=", businessId)
    .where("branch_id", "!=", branchId)
    .where("status", "!=", "canceled")
    .where("from", "<", period.to)
    .where("to", ">", period.from)
    .orderBy("from")
    .orderBy("id")
    .execute();
