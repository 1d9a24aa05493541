import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { lockBusinessFigures, lockRows } from "../../db/row-locks";
import { localDateOf } from "../../../src/domain/zoned-time";

type Db = Kysely<DB> | Transaction<DB>;

export interface InvoiceInput {
  businessId: number;
  branchId: number;
  orderId?: number | null;
  reservationId?: number | null;
  reservationPaymentId?: number | null;
  /** fils */
  amount: number;
  paymentState: string;
  issuedAt: string;
  /** the business's time zone, for the local issue date of the reports */
  timeZone: string;
}

/** The business's currency (KWD or USD), the one every invoice of it is in. */
export async function businessCurrency(db: Db, businessId: number): Promise<string> {
  const row = await db
    .selectFrom("businesses")
    .select("currency")
    .where("id", "=", businessId)
    .executeTakeFirst();
  return row?.currency ?? "KWD";
}

/**
 * Issues an invoice with the next number of the business, inside the caller's transaction. The business row is
 * locked first on PostgreSQL, so two invoices never take the same number; before it, the lock the invoice's figures
 * take (lockBusinessFigures).
 */
export async function issueInvoice(trx: Transaction<DB>, input: InvoiceInput): Promise<number> {
  await lockBusinessFigures(trx, input.businessId);
  await lockRows(trx, "businesses", "id", [input.businessId]);
  const last = await trx
    .selectFrom("invoices")
    .select(sql<number>`max(number)`.as("n"))
    .where("business_id", "=", input.businessId)
    .executeTakeFirst();
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto("invoices")
    .values({
      business_id: input.businessId,
      branch_id: input.branchId,
      order_id: input.orderId ?? null,
      reservation_id: input.reservationId ?? null,
      reservation_payment_id: input.reservationPaymentId ?? null,
      number: Number(last?.n ?? 0) + 1,
      amount: input.amount,
      currency: await businessCurrency(trx, input.businessId),
      payment_state: input.paymentState,
      issued_at: input.issuedAt,
      issued_on: localDateOf(input.issuedAt, input.timeZone),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
