import type { Generated } from "kysely";

// Row types of the people side of operations (migration 2026_11_02_300_operations_people).

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  business_id: number;
  branch_id: number | null;
  type: string;
  /** JSON text: { en, ar, ...data } */
  data: string;
  read_at: string | null;
  created_at: string;
}

export interface PeopleTables {
  notifications: NotificationsTable;
}
