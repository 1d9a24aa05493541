import type { Generated } from "kysely";

// Row types of migration 2026_12_01_100_customers. The figures are kept by the database's triggers on orders and
// reservations; the application writes only the note and tags (and deletes a forgotten customer).

export interface CustomersTable {
  id: Generated<number>;
  business_id: number;
  /** E.164, as orders and stays store it. */
  phone: string;
  /** The latest name given. */
  name: Generated<string>;
  /** The phone's digits and every name seen, normalised as the global search normalises. */
  search: Generated<string>;
  note: Generated<string>;
  /** JSON array of CUSTOMER_TAGS. */
  tags: Generated<string>;
  orders_count: Generated<number>;
  stays_count: Generated<number>;
  /** fils (bigint: PostgreSQL answers text) */
  spent: Generated<number | string>;
  tickets: Generated<number>;
  /** fils (bigint) */
  outstanding: Generated<number | string>;
  first_visit_at: string | null;
  last_visit_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerNamesTable {
  customer_id: number;
  name: string;
}

export interface CustomerBranchesTable {
  customer_id: number;
  /** 'o' ordered there, 's' stayed there */
  kind: string;
  branch_id: number;
}

export interface CustomersTables {
  customers: CustomersTable;
  customer_names: CustomerNamesTable;
  customer_branches: CustomerBranchesTable;
}
