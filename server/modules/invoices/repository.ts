import type { Kysely } from "kysely";
import type { Static } from "typebox";
import { fromFils } from "../../../src/domain/money";
import { parseLocales } from "../../db/locales";
import type { DB } from "../../db/schema/index";
import { datedList } from "../../shared/dated-list";
import type { InvoiceListQuery } from "./schemas";

/** A page of the business's invoices in the given branches (those the user may read), newest first. */
export async function pageOfInvoices(
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  filters: Static<typeof InvoiceListQuery>,
) {
  const { bounds, page } = await datedList(db, businessId, filters, {
    sortable: {
      id: "invoices.id",
      number: "invoices.number",
      amount: "invoices.amount",
      issued_at: "invoices.issued_at",
    },
    newest: "issued_at",
    id: "invoices.id",
  });
  // Filters on the invoices alone, which the list counts; the joins only add names and never drop a row.
  let query = db
    .selectFrom("invoices")
    .where("invoices.business_id", "=", businessId)
    .where("invoices.branch_id", "in", branches.length ? branches : [0]);
  if (filters.payment_state) query = query.where("invoices.payment_state", "=", filters.payment_state);
  if (bounds.from) query = query.where("invoices.issued_at", ">=", bounds.from);
  if (bounds.to) query = query.where("invoices.issued_at", "<", bounds.to);
  const rows = query
    .innerJoin("branches", "branches.id", "invoices.branch_id")
    .leftJoin("orders", "orders.id", "invoices.order_id")
    .selectAll("invoices")
    .select(["branches.locales as branch_locales", "orders.number as order_number"]);
  return page(rows, query, (row) => ({
    id: row.id,
    number: row.number,
    business_id: row.business_id,
    branch_id: row.branch_id,
    branch: { id: row.branch_id, locales: parseLocales(row.branch_locales) },
    kind: row.order_id ? ("order" as const) : ("reservation_payment" as const),
    order_id: row.order_id,
    order_number: row.order_number,
    reservation_id: row.reservation_id,
    reservation_payment_id: row.reservation_payment_id,
    amount: fromFils(row.amount),
    currency: row.currency,
    payment_state: row.payment_state,
    issued_at: row.issued_at,
    issued_on: row.issued_on,
    created_at: row.created_at,
  }));
}
