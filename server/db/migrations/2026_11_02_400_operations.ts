import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Operations part B: floors and tables, orders (lines and status history), reservations (payments) and invoices.
// Frozen in time: never import application code here. Money is integer fils, times ISO-8601 UTC text,
// JSON as text. Indexes follow the list filters and sorts of each module.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("floors"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("floors_branch_idx").on("floors").columns(["branch_id", "id"]).execute();
  await db.schema
    .createIndex("floors_branch_search_idx")
    .on("floors")
    .columns(["branch_id", "search"])
    .execute();
  await db.schema
    .createIndex("floors_branch_created_idx")
    .on("floors")
    .columns(["branch_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("floors_business_idx")
    .on("floors")
    .columns(["business_id", "branch_id"])
    .execute();

  // A floor with tables cannot be deleted (no cascade here); a branch takes both with it.
  await withId(db, db.schema.createTable("tables"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("floor_id", "integer", (c) => c.notNull().references("floors.id"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tables_floor_idx").on("tables").columns(["floor_id", "id"]).execute();
  await db.schema
    .createIndex("tables_floor_search_idx")
    .on("tables")
    .columns(["floor_id", "search"])
    .execute();
  await db.schema.createIndex("tables_branch_idx").on("tables").columns(["branch_id", "id"]).execute();

  await withId(db, db.schema.createTable("orders"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("table_id", "integer", (c) => c.references("tables.id").onDelete("set null"))
    .addColumn("customer_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("customer_phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("customer_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subtotal", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("extra_charge", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_method", "text", (c) => c.notNull().defaultTo("cash"))
    .addColumn("payment_state", "text", (c) => c.notNull().defaultTo("not_paid"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("orders_branch_number_uq", ["branch_id", "number"])
    .execute();
  await db.schema
    .createIndex("orders_branch_status_created_idx")
    .on("orders")
    .columns(["branch_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_branch_created_idx")
    .on("orders")
    .columns(["branch_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_branch_type_created_idx")
    .on("orders")
    .columns(["branch_id", "type", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_branch_total_idx")
    .on("orders")
    .columns(["branch_id", "total"])
    .execute();
  await db.schema.createIndex("orders_table_idx").on("orders").columns(["table_id", "created_at"]).execute();
  await db.schema
    .createIndex("orders_business_idx")
    .on("orders")
    .columns(["business_id", "created_at"])
    .execute();

  await withId(db, db.schema.createTable("order_items"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.references("items.id").onDelete("set null"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("addons", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("line_total", "integer", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("order_items_order_idx")
    .on("order_items")
    .columns(["order_id", "sort"])
    .execute();
  await db.schema.createIndex("order_items_item_idx").on("order_items").column("item_id").execute();

  await withId(db, db.schema.createTable("order_status_history"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_status_history_order_idx")
    .on("order_status_history")
    .columns(["order_id", "id"])
    .execute();

  await withId(db, db.schema.createTable("reservations"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("unit", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("from", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("nights", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("payment_state", "text", (c) => c.notNull().defaultTo("not_paid"))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("price_details", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reservations_unit_period_idx")
    .on("reservations")
    .columns(["item_id", "unit", "from", "to"])
    .execute();
  await db.schema
    .createIndex("reservations_branch_from_idx")
    .on("reservations")
    .columns(["branch_id", "from"])
    .execute();
  await db.schema
    .createIndex("reservations_branch_status_from_idx")
    .on("reservations")
    .columns(["branch_id", "status", "from"])
    .execute();
  await db.schema
    .createIndex("reservations_branch_payment_from_idx")
    .on("reservations")
    .columns(["branch_id", "payment_state", "from"])
    .execute();
  await db.schema
    .createIndex("reservations_branch_created_idx")
    .on("reservations")
    .columns(["branch_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("reservations_business_idx")
    .on("reservations")
    .columns(["business_id", "from"])
    .execute();

  await withId(db, db.schema.createTable("reservation_payments"))
    .addColumn("reservation_id", "integer", (c) =>
      c.notNull().references("reservations.id").onDelete("cascade"),
    )
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("paid_at", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reservation_payments_reservation_idx")
    .on("reservation_payments")
    .columns(["reservation_id", "paid_at"])
    .execute();

  // One invoice per order and per reservation payment. issued_on is the issue date in the business's time zone
  // at the time, so reports group by local day in plain SQL on both databases.
  await withId(db, db.schema.createTable("invoices"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("cascade"))
    .addColumn("reservation_id", "integer", (c) => c.references("reservations.id").onDelete("set null"))
    .addColumn("reservation_payment_id", "integer", (c) =>
      c.references("reservation_payments.id").onDelete("set null"),
    )
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("payment_state", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_on", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("invoices_business_number_uq", ["business_id", "number"])
    .execute();
  await db.schema
    .createIndex("invoices_business_issued_idx")
    .on("invoices")
    .columns(["business_id", "issued_on", "issued_at"])
    .execute();
  await db.schema
    .createIndex("invoices_branch_issued_idx")
    .on("invoices")
    .columns(["business_id", "branch_id", "issued_on"])
    .execute();
  await db.schema
    .createIndex("invoices_business_state_issued_idx")
    .on("invoices")
    .columns(["business_id", "payment_state", "issued_on"])
    .execute();
  await db.schema.createIndex("invoices_order_idx").on("invoices").column("order_id").execute();
  await db.schema.createIndex("invoices_reservation_idx").on("invoices").column("reservation_id").execute();
  await db.schema
    .createIndex("invoices_payment_idx")
    .on("invoices")
    .column("reservation_payment_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "invoices",
    "reservation_payments",
    "reservations",
    "order_status_history",
    "order_items",
    "orders",
    "tables",
    "floors",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
