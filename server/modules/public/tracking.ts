import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { notFound } from "../../errors";
import { fromFils } from "../../../src/domain/money";
import { publicOrderChannel } from "../../../src/domain/constants";

// GET an order by its tracking token (polling), with the name of its public live channel (pushing: the status only,
// published on every status change by orders/routes.ts). The customer's own order alone: its status, history, lines
// and total; never who on the staff changed it, nor the customer's details (the token may be shared).

export async function trackedOrder(db: Kysely<DB>, token: string) {
  const order = await db
    .selectFrom("orders")
    .innerJoin("branches", "branches.id", "orders.branch_id")
    .innerJoin("businesses", "businesses.id", "orders.business_id")
    .select([
      "orders.id",
      "orders.number",
      "orders.status",
      "orders.type",
      "orders.total",
      "orders.created_at",
      "orders.updated_at",
      "businesses.currency",
      "branches.slug",
      "branches.locales",
    ])
    .where("orders.tracking_token", "=", token)
    .executeTakeFirst();
  if (!order) throw notFound();
  const [history, lines] = await Promise.all([
    db
      .selectFrom("order_status_history")
      .select(["to_status", "reason", "created_at"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("order_items")
      .select(["locales", "quantity", "line_total"])
      .where("order_id", "=", order.id)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
  ]);
  return {
    number: order.number,
    status: order.status,
    type: order.type,
    total: fromFils(order.total),
    currency: order.currency,
    branch: { slug: order.slug, locales: parseLocales(order.locales) },
    // A rejection's reason is the restaurant's word to the customer (asked when rejecting); nothing else of the staff.
    history: history.map((h) => ({
      status: h.to_status,
      at: h.created_at,
      ...(h.to_status === "rejected" && h.reason ? { reason: h.reason } : {}),
    })),
    lines: lines.map((l) => ({
      locales: parseLocales(l.locales),
      quantity: l.quantity,
      line_total: fromFils(l.line_total),
    })),
    channel: publicOrderChannel(token),
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}
