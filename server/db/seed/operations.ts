import type { Transaction } from "kysely";
import type { DB } from "../schema/index";
import { localesColumns } from "../locales";
import type { DemoIds } from "./foundation";
import { getBusinessConfig } from "../../modules/config/business-config";
import { issueInvoice } from "../../modules/invoices/issue";
import { orderSettings } from "../../modules/orders/catalog-lines";
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus } from "../../../src/domain/constants";
import { lineDiscount, lineTotal, orderTotals, type LineInput } from "../../../src/domain/orders";

// Demo floors, tables, orders, reservations, payments and invoices. Catalog rows (items, prices, listings) are
// read from the database by business, so this runs after the catalog seed and adapts to what it created.

import { CUSTOMERS, random } from "./demo-random";
import { seedReservations } from "./reservations";

const MINUTE = 60_000;

const ADDRESSES = [
  "Salmiya, Block 10, Street 5, House 12",
  "السالمية، قطعة 10، شارع 5، منزل 12",
  "Hawalli, Block 3, Street 110",
  "الجابرية، قطعة 1، شارع 4",
];
const FLOORS: [string, string][] = [
  ["Ground Floor", "الطابق الأرضي"],
  ["Terrace", "التراس"],
];

async function seedFloors(
  trx: Transaction<DB>,
  businessId: number,
  branchId: number,
  floors: readonly [string, string][],
  tablesPerFloor: number,
) {
  const now = new Date().toISOString();
  const tableIds: number[] = [];
  for (const [f, [en, ar]] of floors.entries()) {
    const { id: floorId } = await trx
      .insertInto("floors")
      .values({
        business_id: businessId,
        branch_id: branchId,
        ...localesColumns([
          { locale: "en", name: en },
          { locale: "ar", name: ar },
        ]),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let t = 1; t <= tablesPerFloor; t++) {
      const number = (f + 1) * 100 + t;
      const { id } = await trx
        .insertInto("tables")
        .values({
          business_id: businessId,
          branch_id: branchId,
          floor_id: floorId,
          ...localesColumns([
            { locale: "en", name: `Table ${number}` },
            { locale: "ar", name: `طاولة ${number}` },
          ]),
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      tableIds.push(id);
    }
  }
  return tableIds;
}

/** The orderable items of a business with their first price and their addons. */
async function orderableItems(trx: Transaction<DB>, businessId: number) {
  const items = await trx
    .selectFrom("items")
    .select(["id", "locales"])
    .where("business_id", "=", businessId)
    .where("disable_ordering", "=", 0)
    .orderBy("id")
    .execute();
  if (!items.length) return [];
  const ids = items.map((i) => i.id);
  const [prices, addons] = await Promise.all([
    trx
      .selectFrom("prices")
      .select(["item_id", "amount"])
      .where("item_id", "in", ids)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    trx
      .selectFrom("addons")
      .select(["id", "item_id", "locales", "amount"])
      .where("item_id", "in", ids)
      .orderBy("id")
      .execute(),
  ]);
  return items
    .map((item) => ({
      ...item,
      price: prices.find((p) => p.item_id === item.id)?.amount,
      addons: addons.filter((a) => a.item_id === item.id),
    }))
    .filter((item): item is typeof item & { price: number } => item.price !== undefined && item.price > 0);
}

/** The statuses an order went through to reach its current one. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: ["pending"],
  accepted: ["pending", "accepted"],
  rejected: ["pending", "rejected"],
  ready: ["pending", "accepted", "ready"],
  delivered: ["pending", "accepted", "ready", "delivered"],
};

async function seedOrders(
  trx: Transaction<DB>,
  userId: number,
  businessId: number,
  branches: { id: number; tables: number[] }[],
  count: number,
  seed: number,
  now: number,
) {
  const items = await orderableItems(trx, businessId);
  if (!items.length) return;
  const { timeZone } = await getBusinessConfig(trx, businessId);
  const settings = await orderSettings(trx, businessId);
  const rng = random(seed);
  const numbers = new Map<number, number>();
  // Each order starts early enough that its last status change (up to 3 steps of 25 minutes) is still in the past.
  const orders = Array.from({ length: count }, (_, i) => ({
    i,
    at: now - rng.int(90, 30 * 24 * 60) * MINUTE,
  })).sort((a, b) => a.at - b.at);
  for (const { i, at } of orders) {
    const branch = branches[i % branches.length];
    const status = ORDER_STATUSES[i % ORDER_STATUSES.length];
    const type = ORDER_TYPES[Math.floor(i / ORDER_STATUSES.length) % ORDER_TYPES.length];
    const [name, phone] = rng.pick(CUSTOMERS);
    const lines: (LineInput & {
      item: (typeof items)[number];
      addonRows: (typeof items)[number]["addons"];
    })[] = [];
    for (let l = rng.int(1, 4); l > 0; l--) {
      const item = rng.pick(items);
      const addonRows = item.addons.length && rng.next() < 0.4 ? [rng.pick(item.addons)] : [];
      lines.push({
        item,
        addonRows,
        unitPrice: item.price,
        quantity: rng.int(1, 3),
        addons: addonRows.map((a) => a.amount),
      });
    }
    const totals = orderTotals(lines, settings);
    const number = (numbers.get(branch.id) ?? 0) + 1;
    numbers.set(branch.id, number);
    const path = PATHS[status];
    const times = path.map((_, step) => new Date(at + step * rng.int(3, 25) * MINUTE).toISOString());
    const paymentState =
      status === "delivered" || (status !== "rejected" && rng.next() < 0.3) ? "paid" : "not_paid";
    const { id } = await trx
      .insertInto("orders")
      .values({
        business_id: businessId,
        branch_id: branch.id,
        number,
        status,
        type,
        table_id: type === "dine_in" && branch.tables.length ? rng.pick(branch.tables) : null,
        customer_name: name,
        customer_phone: phone,
        customer_address: type === "delivery" ? rng.pick(ADDRESSES) : "",
        notes: rng.next() < 0.2 ? "No onions, please / بدون بصل من فضلك" : "",
        subtotal: totals.subtotal,
        discount: totals.discount,
        extra_charge: totals.extraCharge,
        total: totals.total,
        payment_method: paymentState === "paid" ? rng.pick(["cash", "knet", "online"]) : "cash",
        payment_state: paymentState,
        created_by: userId,
        created_at: times[0],
        updated_at: times[times.length - 1],
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("order_items")
      .values(
        lines.map((line, sort) => ({
          order_id: id,
          item_id: line.item.id,
          locales: line.item.locales,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          addons: JSON.stringify(
            line.addonRows.map((a) => ({ id: a.id, locales: JSON.parse(a.locales), amount: a.amount })),
          ),
          discount: lineDiscount(line),
          line_total: lineTotal(line),
          sort,
        })),
      )
      .execute();
    await trx
      .insertInto("order_status_history")
      .values(
        path.map((to, step) => ({
          order_id: id,
          from_status: step ? path[step - 1] : null,
          to_status: to,
          user_id: userId,
          created_at: times[step],
        })),
      )
      .execute();
    // Like the API: an order is invoiced when accepted (dated then), or when placed already paid; pending and
    // rejected unpaid orders have no invoice. Every time is before ids.now, so no invoice is in the future.
    const accepted = path.indexOf("accepted");
    if (accepted >= 0 || paymentState === "paid")
      await issueInvoice(trx, {
        businessId,
        branchId: branch.id,
        orderId: id,
        amount: totals.total,
        paymentState,
        issuedAt: times[Math.max(accepted, 0)],
        timeZone,
      });
  }
}

/** Floors and tables, orders with history and invoices, reservations with payments and invoices. */
export async function seedOperations(trx: Transaction<DB>, ids: DemoIds): Promise<void> {
  const restaurantBranches = [];
  for (const branchId of ids.restaurant.branchIds) {
    restaurantBranches.push({
      id: branchId,
      tables: await seedFloors(trx, ids.restaurant.businessId, branchId, FLOORS, 4),
    });
  }
  await seedOrders(trx, ids.users.owner, ids.restaurant.businessId, restaurantBranches, 40, 7, ids.now);

  const otherBranches = [];
  for (const branchId of ids.otherBusiness.branchIds) {
    otherBranches.push({
      id: branchId,
      tables: await seedFloors(
        trx,
        ids.otherBusiness.businessId,
        branchId,
        [["Main Hall", "الصالة الرئيسية"]],
        3,
      ),
    });
  }
  await seedOrders(trx, ids.users.other, ids.otherBusiness.businessId, otherBranches, 5, 11, ids.now);

  await seedReservations(trx, ids, ids.chalet.businessId, ids.chalet.branchIds, 13);
}
