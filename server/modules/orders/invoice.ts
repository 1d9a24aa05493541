import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { issueInvoice } from "../invoices/issue";
import { isRevenueStatus } from "../../../src/domain/orders";

/**
 * Issues an order's invoice when it becomes a sale: accepted (or later), or paid. A placed order that is still
 * pending, or is rejected unpaid, has no invoice; an order gets at most one.
 */
export async function invoiceOrderIfDue(
  trx: Transaction<DB>,
  order: {
    id: number;
    business_id: number;
    branch_id: number;
    status: string;
    payment_state: string;
    total: number;
  },
  issuedAt: string,
  timeZone: string,
): Promise<void> {
  if (!isRevenueStatus(order.status) && order.payment_state !== "paid") return;
  const existing = await trx
    .selectFrom("invoices")
    .select("id")
    .where("order_id", "=", order.id)
    .executeTakeFirst();
  if (existing) return;
  await issueInvoice(trx, {
    businessId: order.business_id,
    branchId: order.branch_id,
    orderId: order.id,
    amount: order.total,
    paymentState: order.payment_state,
    issuedAt,
    timeZone,
  });
}
