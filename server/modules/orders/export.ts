import { Type } from "typebox";
import type { Kysely } from "kysely";
import type { Locale } from "../../../src/domain/constants";
import { csvAmount } from "../../../src/domain/csv";
import { nameIn, parseLocales, type LocaleText } from "../../db/locales";
import type { DB } from "../../db/schema/index";
import { branchListExportRoutes } from "../../shared/branch-list-export";
import { byIdChunks } from "../../shared/csv-stream";
import { PeriodQuery } from "../../shared/dated-list";
import { selectedOrders } from "./repository";
import { OrderStatusIn, OrderTypeIn } from "./schemas";

/** The list's filters, without its page and sort: the export writes every matching order, oldest first. */
const OrderExportQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 255 })),
  status: Type.Optional(OrderStatusIn),
  type: Type.Optional(OrderTypeIn),
  table_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PeriodQuery,
});

const HEADINGS = [
  "number",
  "placed",
  "status",
  "type",
  "customerName",
  "customerPhone",
  "customerAddress",
  "table",
  "lines",
  "notes",
  "subtotal",
  "discount",
  "extraCharge",
  "total",
  "currency",
  "paymentMethod",
  "paymentState",
] as const;

interface StoredAddon {
  locales: LocaleText[];
}

/** Each order's lines in one readable cell: "2 × Soup (+ Bread); 1 × Tea", names in the reader's language. */
async function linesOf(db: Kysely<DB>, orderIds: number[], locale: Locale): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("order_items")
    .select(["order_id", "locales", "quantity", "addons"])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("sort")
    .orderBy("id")
    .execute();
  const texts = new Map<number, string[]>();
  for (const row of rows) {
    const addons = (JSON.parse(row.addons) as StoredAddon[]).map((a) => `+ ${nameIn(a.locales, locale)}`);
    const text = `${row.quantity} × ${nameIn(parseLocales(row.locales), locale)}`;
    const list = texts.get(row.order_id) ?? [];
    list.push(addons.length ? `${text} (${addons.join("; ")})` : text);
    texts.set(row.order_id, list);
  }
  return new Map([...texts].map(([id, list]) => [id, list.join("; ")]));
}

/**
 * SPEC §2's orders Export, from the server: every order the list's filters select as one CSV download, read a
 * thousand at a time and streamed (one request, the memory of one chunk, whatever the branch's size).
 */
export default branchListExportRoutes({
  area: "orders",
  tag: "Orders",
  summary: "The orders the list's filters select, as a CSV file (streamed)",
  querystring: OrderExportQuery,
  headings: HEADINGS,
  async rows({ db, branchId, filters, bounds, locale, localTime, code }) {
    const { query } = await selectedOrders(db, branchId, filters, bounds);
    const chunks = byIdChunks((lastId, limit) =>
      query
        .innerJoin("businesses", "businesses.id", "orders.business_id")
        .leftJoin("tables", "tables.id", "orders.table_id")
        .selectAll("orders")
        .select(["businesses.currency", "tables.locales as table_locales"])
        .where("orders.id", ">", lastId)
        .orderBy("orders.id")
        .limit(limit)
        .execute(),
    );
    return (async function* () {
      for await (const chunk of chunks) {
        const lines = await linesOf(
          db,
          chunk.map((order) => order.id),
          locale,
        );
        yield chunk.map((order) => [
          order.number,
          localTime(order.created_at),
          code("status", order.status),
          code("type", order.type),
          order.customer_name,
          order.customer_phone,
          order.customer_address,
          order.table_locales ? nameIn(parseLocales(order.table_locales), locale) : "",
          lines.get(order.id) ?? "",
          order.notes,
          csvAmount(order.subtotal),
          csvAmount(order.discount),
          csvAmount(order.extra_charge),
          csvAmount(order.total),
          order.currency,
          code("paymentMethod", order.payment_method),
          code("paymentState", order.payment_state),
        ]);
      }
    })();
  },
});
