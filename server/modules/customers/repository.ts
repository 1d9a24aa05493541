import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from "kysely";
import type { CustomersTable, DB } from "../../db/schema/index";
import { likePattern, parseLocales } from "../../db/locales";
import { countCap } from "../../db/capped-count";
import { findInIndex, indexScope, INDEX_MIN_LENGTH } from "../search/repository";
import { paginate, sortOf, type PageParams } from "../../db/pagination";
import { averageTicket, stayOutstanding } from "../../../src/domain/customers";
import { fromFils } from "../../../src/domain/money";
import { searchNeedle } from "../../../src/domain/search-normalise";
import {
  CUSTOMER_FAVOURITES,
  CUSTOMER_SORTS,
  CUSTOMER_TAGS,
  type CustomerTag,
} from "../../../src/domain/constants";

type Db = Kysely<DB> | Transaction<DB>;

// Reads of the customers directory. The figures are columns kept by the database (migration
// 2026_12_01_100_customers): a page of the list is one indexed read, whatever the number of orders behind it.

/**
 * Which customers a member sees: all of the business's (owner), or those who ordered in a branch whose orders
 * they read or stayed in one whose reservations they read; the same branches limit their orders and stays lists.
 */
export interface CustomerSight {
  all: boolean;
  orderBranches: number[];
  stayBranches: number[];
}

export type CustomerRow = Selectable<CustomersTable> & { currency: string };

const visible =
  (sight: CustomerSight) =>
  (eb: ExpressionBuilder<DB, "customers">): Expression<SqlBool> => {
    if (sight.all) return sql<SqlBool>`1 = 1`;
    const seen = (kind: "o" | "s", branches: number[]) =>
      branches.length
        ? eb.exists(
            eb
              .selectFrom("customer_branches")
              .select(sql`1`.as("one"))
              .whereRef("customer_branches.customer_id", "=", "customers.id")
              .where("customer_branches.kind", "=", kind)
              .where("customer_branches.branch_id", "in", branches),
          )
        : sql<SqlBool>`1 = 0`;
    return eb.or([seen("o", sight.orderBranches), seen("s", sight.stayBranches)]);
  };

const tagsOf = (text: string): CustomerTag[] => {
  try {
    const tags = JSON.parse(text) as unknown;
    return Array.isArray(tags) ? CUSTOMER_TAGS.filter((tag) => tags.includes(tag)) : [];
  } catch {
    return [];
  }
};

export const isBlocked = (row: { tags: string }) => tagsOf(row.tags).includes("blocked");

export const customerOut = (row: CustomerRow) => {
  const spent = Number(row.spent);
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    note: row.note,
    tags: tagsOf(row.tags),
    orders_count: Number(row.orders_count),
    stays_count: Number(row.stays_count),
    spent: fromFils(spent),
    average_ticket: fromFils(averageTicket(spent, Number(row.tickets))),
    outstanding: fromFils(Number(row.outstanding)),
    currency: row.currency,
    first_visit_at: row.first_visit_at,
    last_visit_at: row.last_visit_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
};

const customersOf = (db: Db, businessId: number) =>
  db
    .selectFrom("customers")
    .innerJoin("businesses", "businesses.id", "customers.business_id")
    .selectAll("customers")
    .select("businesses.currency")
    .where("customers.business_id", "=", businessId);

export const findCustomer = (db: Db, businessId: number, id: number, sight: CustomerSight) =>
  customersOf(db, businessId).where("customers.id", "=", id).where(visible(sight)).executeTakeFirst();

/** The customers of these ids the member sees (the global search's hits). */
export const customersShown = (db: Db, businessId: number, ids: number[], sight: CustomerSight) =>
  ids.length
    ? db
        .selectFrom("customers")
        .select(["id", "name", "phone"])
        .where("business_id", "=", businessId)
        .where("id", "in", ids)
        .where(visible(sight))
        .execute()
    : Promise.resolve([]);

export const customerOfPhone = (db: Db, businessId: number, phone: string) =>
  db
    .selectFrom("customers")
    .select(["id", "tags"])
    .where("business_id", "=", businessId)
    .where("phone", "=", phone)
    .executeTakeFirst();

export interface CustomerFilter {
  q?: string;
  tag?: CustomerTag;
  /** One phone, E.164: the order and stay pages find their customer by it. */
  phone?: string;
}

/** The customers the filters select, newest visit first unless asked; the export reads the same. */
export function selectedCustomers(
  db: Db,
  businessId: number,
  sight: CustomerSight,
  filter: CustomerFilter,
  /** The ids the search index found for `q`, when it answered (see `customersFound`). */
  found?: number[],
) {
  let query = customersOf(db, businessId).where(visible(sight));
  const needle = filter.q ? searchNeedle(filter.q) : "";
  if (needle && found) query = query.where("customers.id", "in", found.length ? found : [0]);
  else if (needle)
    query = query.where(sql<SqlBool>`customers.search like ${likePattern(needle)} escape '\\'`);
  if (filter.tag) query = query.where("customers.tags", "like", `%"${filter.tag}"%`);
  if (filter.phone !== undefined) query = query.where("customers.phone", "=", filter.phone);
  return query;
}

/**
 * The customers whose names or phone contain `q`, from the search index (trigrams: a scan of a large directory took
 * tens of milliseconds): undefined when the text is too short for it or matches more customers than a list counts,
 * which the list's own scan then finds in page order.
 */
export async function customersFound(db: Kysely<DB>, businessId: number, q: string | undefined) {
  const needle = q ? searchNeedle(q) : "";
  if ([...needle].length < INDEX_MIN_LENGTH) return undefined;
  const cap = countCap();
  const ids = await findInIndex(db, "customer", [indexScope("customer", businessId)], needle, cap + 1);
  return ids.length > cap ? undefined : ids;
}

export async function pageOfCustomers(
  db: Kysely<DB>,
  businessId: number,
  sight: CustomerSight,
  params: PageParams & CustomerFilter & { sort?: string; order?: string },
) {
  const { column, direction } = sortOf(
    { sort: params.sort, order: params.order ?? "desc" },
    CUSTOMER_SORTS,
    "last_visit_at",
  );
  const found = await customersFound(db, businessId, params.q);
  const query = selectedCustomers(db, businessId, sight, params, found)
    .orderBy(`customers.${column}`, direction)
    .orderBy("customers.id", direction);
  return paginate(query, params, { id: "customers.id" });
}

/** The names a customer was seen under. */
export const namesOf = async (db: Db, customerId: number) =>
  (
    await db
      .selectFrom("customer_names")
      .select("name")
      .where("customer_id", "=", customerId)
      .orderBy("name")
      .execute()
  ).map((row) => row.name);

/** The items a customer ordered most (by quantity, over orders not rejected), with their names at ordering. */
export async function favouritesOf(db: Db, businessId: number, phone: string) {
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select([
      "order_items.item_id",
      sql<number>`sum(order_items.quantity)`.as("quantity"),
      sql<string>`max(order_items.locales)`.as("locales"),
    ])
    .where("orders.business_id", "=", businessId)
    .where("orders.customer_phone", "=", phone)
    .where("orders.status", "<>", "rejected")
    .where("order_items.item_id", "is not", null)
    .groupBy("order_items.item_id")
    .orderBy(sql`sum(order_items.quantity)`, "desc")
    .orderBy("order_items.item_id")
    .limit(CUSTOMER_FAVOURITES)
    .execute();
  return rows.map((row) => ({
    item_id: row.item_id!,
    quantity: Number(row.quantity),
    locales: parseLocales(row.locales),
  }));
}

/** A customer's orders in the branches given, newest first. */
export function pageOfCustomerOrders(
  db: Db,
  businessId: number,
  phone: string,
  branches: number[],
  params: PageParams,
) {
  const query = db
    .selectFrom("orders")
    .innerJoin("businesses", "businesses.id", "orders.business_id")
    .select([
      "orders.id",
      "orders.number",
      "orders.branch_id",
      "orders.status",
      "orders.type",
      "orders.total",
      "orders.payment_state",
      "orders.customer_name",
      "orders.created_at",
      "businesses.currency",
    ])
    .where("orders.business_id", "=", businessId)
    .where("orders.customer_phone", "=", phone)
    .where("orders.branch_id", "in", branches.length ? branches : [0])
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc");
  return paginate(query, params, { id: "orders.id" });
}

export function pageOfCustomerStays(
  db: Db,
  businessId: number,
  phone: string,
  branches: number[],
  params: PageParams,
) {
  const query = db
    .selectFrom("reservations")
    .innerJoin("businesses", "businesses.id", "reservations.business_id")
    .innerJoin("items", "items.id", "reservations.item_id")
    .select([
      "reservations.id",
      "reservations.branch_id",
      "reservations.from",
      "reservations.to",
      "reservations.status",
      "reservations.payment_state",
      "reservations.total",
      "reservations.paid",
      "reservations.customer_name",
      "reservations.created_at",
      "items.locales as listing_locales",
      "businesses.currency",
    ])
    .where("reservations.business_id", "=", businessId)
    .where("reservations.customer_phone", "=", phone)
    .where("reservations.branch_id", "in", branches.length ? branches : [0])
    .orderBy("reservations.created_at", "desc")
    .orderBy("reservations.id", "desc");
  return paginate(query, params, { id: "reservations.id" });
}

type StayRow = Awaited<ReturnType<typeof pageOfCustomerStays>>["data"][number];
type OrderRow = Awaited<ReturnType<typeof pageOfCustomerOrders>>["data"][number];

export const customerOrderOut = (row: OrderRow) => ({
  id: row.id,
  number: row.number,
  branch_id: row.branch_id,
  status: row.status,
  type: row.type,
  total: fromFils(row.total),
  payment_state: row.payment_state,
  customer_name: row.customer_name,
  currency: row.currency,
  created_at: row.created_at,
});

export const customerStayOut = (row: StayRow) => ({
  id: row.id,
  branch_id: row.branch_id,
  listing: { locales: parseLocales(row.listing_locales) },
  from: row.from,
  to: row.to,
  status: row.status,
  payment_state: row.payment_state,
  total: fromFils(row.total),
  paid: fromFils(row.paid),
  balance: fromFils(stayOutstanding(row.status, row.total, row.paid)),
  customer_name: row.customer_name,
  currency: row.currency,
  created_at: row.created_at,
});
