import type { Kysely } from "kysely";

// Lists at the size of a busy business (DESIGN §9): every list's default order and filters read straight from an
// index ending in the id tie-break, so a page is a short index range and the capped count reads index entries only.
// And the version of each business's menus, which the menu payload cache is keyed by.
// Frozen in time: never import application code here.

/** [name, table, columns] of the new indexes; the ones they make redundant are dropped below. */
const INDEXES: [string, string, string[]][] = [
  // Orders: newest first, optionally by status (the dashboard's default view).
  ["orders_branch_status_created_id_idx", "orders", ["branch_id", "status", "created_at", "id"]],
  ["orders_branch_created_id_idx", "orders", ["branch_id", "created_at", "id"]],
  // Reservations: by stay start, optionally by status or payment state.
  ["reservations_branch_from_id_idx", "reservations", ["branch_id", "from", "id"]],
  ["reservations_branch_status_from_id_idx", "reservations", ["branch_id", "status", "from", "id"]],
  ["reservations_branch_payment_from_id_idx", "reservations", ["branch_id", "payment_state", "from", "id"]],
  // Invoices: newest issued first in a business, optionally by payment state (branches are a filter on top).
  ["invoices_business_issued_at_id_idx", "invoices", ["business_id", "issued_at", "id"]],
  [
    "invoices_business_state_issued_at_id_idx",
    "invoices",
    ["business_id", "payment_state", "issued_at", "id"],
  ],
  // Audits: newest first in a business, optionally by entity.
  ["audits_business_created_id_idx", "audits", ["business_id", "created_at", "id"]],
  ["audits_business_entity_created_idx", "audits", ["business_id", "entity", "created_at", "id"]],
];

/** Prefixes of the new indexes above, without the id tie-break. */
const REPLACED: [string, string, string[]][] = [
  ["orders_branch_status_created_idx", "orders", ["branch_id", "status", "created_at"]],
  ["orders_branch_created_idx", "orders", ["branch_id", "created_at"]],
  ["reservations_branch_from_idx", "reservations", ["branch_id", "from"]],
  ["reservations_branch_status_from_idx", "reservations", ["branch_id", "status", "from"]],
  ["reservations_branch_payment_from_idx", "reservations", ["branch_id", "payment_state", "from"]],
  ["audits_business_idx", "audits", ["business_id", "created_at"]],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).ifExists().execute();

  // One row per business, bumped in the transaction of every write that may change what its menus return.
  await db.schema
    .createTable("menu_versions")
    .addColumn("business_id", "integer", (c) =>
      c.primaryKey().references("businesses.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("menu_versions").ifExists().execute();
  for (const [name, table, columns] of REPLACED)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
