import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { notFound } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { readableBranchIds, type Access } from "../../plugins/tenancy";
import { isOwner } from "../../../src/domain/permissions";
import { CUSTOMER_TAGS, FORGOTTEN_MARKER, type CustomerTag } from "../../../src/domain/constants";
import {
  maskAudits,
  maskIdempotentReplies,
  maskNotifications,
  masksOf,
  maskWebhookDeliveries,
} from "./forget-traces";
import { customerOut, findCustomer, namesOf, type CustomerSight } from "./repository";

// Writes of the customers directory: a customer's note and tags, and forgetting a customer on request.

export function sightOf(access: Access, businessId: number): CustomerSight {
  return {
    all: isOwner(access, businessId),
    orderBranches: readableBranchIds(access, businessId, "orders"),
    stayBranches: readableBranchIds(access, businessId, "reservations"),
  };
}

export interface CustomerUpdate {
  note?: string;
  tags?: CustomerTag[];
}

const audited = (row: { note: string; tags: string }) => ({
  note: row.note,
  tags: JSON.parse(row.tags) as unknown,
});

export async function updateCustomer(
  db: Kysely<DB>,
  request: FastifyRequest,
  target: { businessId: number; id: number; sight: CustomerSight },
  body: CustomerUpdate,
) {
  const { businessId, id, sight } = target;
  return db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, businessId, id, sight);
    if (!before) throw notFound();
    const tags = body.tags ? CUSTOMER_TAGS.filter((tag) => body.tags!.includes(tag)) : undefined;
    await trx
      .updateTable("customers")
      .set({
        ...(body.note !== undefined ? { note: body.note.trim() } : {}),
        ...(tags ? { tags: JSON.stringify(tags) } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    const after = (await findCustomer(trx, businessId, id, sight))!;
    await recordAudit(trx, request, {
      action: "update",
      entity: "customer",
      entityId: id,
      businessId,
      before: audited(before),
      after: audited(after),
    });
    return customerOut(after);
  });
}

const masked = (text: string) => (text.trim() ? FORGOTTEN_MARKER : text);

/**
 * Forgets a customer on request (owner only): their name, address and notes become FORGOTTEN_MARKER and their phone
 * is emptied on every order and stay (the lines' notes too), the same is done wherever those records were copied
 * (audit rows, notifications, webhook deliveries, kept API replies: forget-traces.ts), and the directory's row
 * (note, tags, names) is deleted. The orders, stays, payments and invoices keep their money,
 * so every total of the business stays the same.
 */
export async function forgetCustomer(
  db: Kysely<DB>,
  request: FastifyRequest,
  target: { businessId: number; id: number },
) {
  const { businessId, id } = target;
  return db.transaction().execute(async (trx) => {
    const customer = await findCustomer(trx, businessId, id, {
      all: true,
      orderBranches: [],
      stayBranches: [],
    });
    if (!customer) throw notFound();
    const names = await namesOf(trx, id);
    const ofCustomer = { business_id: businessId, customer_phone: customer.phone };
    const orders = await trx
      .selectFrom("orders")
      .select(["id", "customer_address", "notes"])
      .where("business_id", "=", ofCustomer.business_id)
      .where("customer_phone", "=", ofCustomer.customer_phone)
      .execute();
    const stays = await trx
      .selectFrom("reservations")
      .select(["id", "notes"])
      .where("business_id", "=", ofCustomer.business_id)
      .where("customer_phone", "=", ofCustomer.customer_phone)
      .execute();
    for (const order of orders)
      await trx
        .updateTable("orders")
        .set({
          customer_name: FORGOTTEN_MARKER,
          customer_phone: "",
          customer_address: masked(order.customer_address),
          notes: masked(order.notes),
        })
        .where("id", "=", order.id)
        .execute();
    for (const stay of stays)
      await trx
        .updateTable("reservations")
        .set({ customer_name: FORGOTTEN_MARKER, customer_phone: "", notes: masked(stay.notes) })
        .where("id", "=", stay.id)
        .execute();
    const orderIds = orders.map((o) => o.id);
    const stayIds = stays.map((s) => s.id);
    for (let i = 0; i < orderIds.length; i += 500)
      await trx
        .updateTable("order_items")
        .set({ note: FORGOTTEN_MARKER })
        .where("order_id", "in", orderIds.slice(i, i + 500))
        .where("note", "<>", "")
        .execute();
    // What else holds who they were (forget-traces.ts): their records' audit rows, the notifications about them,
    // the webhook deliveries and API replies of them. Their own fields (name, phone, address, notes) are masked
    // whole there, and their names and phone wherever a text quotes them; amounts, statuses and dates stay.
    const masks = masksOf([customer.phone, customer.phone.replace(/^\+/, ""), customer.name, ...names]);
    const records = { orderIds, stayIds };
    const audited: [string, number[]][] = [
      ["order", records.orderIds],
      ["reservation", records.stayIds],
      ["customer", [id]],
    ];
    await maskAudits(trx, businessId, audited, masks);
    await maskNotifications(trx, businessId, records, masks);
    await maskWebhookDeliveries(trx, businessId, records, masks);
    await maskIdempotentReplies(trx, businessId, records, masks);
    await trx.deleteFrom("customers").where("id", "=", id).execute();
    await recordAudit(trx, request, {
      action: "forget",
      entity: "customer",
      entityId: id,
      businessId,
      after: { orders_count: orders.length, stays_count: stays.length },
    });
    return { id };
  });
}
