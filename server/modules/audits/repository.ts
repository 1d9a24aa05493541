import type { Kysely } from "kysely";
import { paginate, type PageParams } from "../../db/pagination";
import type { DB } from "../../db/schema/index";

// Who did what in a business (DESIGN §4): one row per write, read by the Audits list.

export interface AuditFilters extends PageParams {
  /** Newest first unless `asc`. */
  order?: string;
  user_id?: number;
  entity?: string;
  action?: string;
  /** Inclusive ISO bounds. */
  from?: string;
  to?: string;
}

/** A page of the business's audit rows, newest first, with who wrote them and an order's number. */
export async function pageOfAudits(db: Kysely<DB>, businessId: number, filters: AuditFilters) {
  let query = db
    .selectFrom("audits")
    .leftJoin("users", "users.id", "audits.user_id")
    .leftJoin("api_keys", "api_keys.id", "audits.api_key_id")
    // An order is named by its number in the branch, as its list shows it.
    .leftJoin("orders", (join) =>
      join.onRef("orders.id", "=", "audits.entity_id").on("audits.entity", "=", "order"),
    )
    .select([
      "audits.id",
      "audits.user_id",
      "audits.business_id",
      "audits.branch_id",
      "audits.action",
      "audits.entity",
      "audits.entity_id",
    ])
    .select([
      "audits.changes",
      "audits.ip",
      "audits.created_at",
      "users.name as user_name",
      "users.email as user_email",
      "audits.api_key_id",
      "api_keys.name as api_key_name",
    ])
    .select("orders.number as entity_number")
    .where("audits.business_id", "=", businessId)
    .orderBy("audits.created_at", filters.order?.toLowerCase() === "asc" ? "asc" : "desc")
    .orderBy("audits.id", filters.order?.toLowerCase() === "asc" ? "asc" : "desc");
  if (filters.user_id) query = query.where("audits.user_id", "=", filters.user_id);
  if (filters.entity) query = query.where("audits.entity", "=", filters.entity);
  if (filters.action) query = query.where("audits.action", "=", filters.action);
  if (filters.from) query = query.where("audits.created_at", ">=", filters.from);
  if (filters.to) query = query.where("audits.created_at", "<=", filters.to);
  return paginate(query, filters, { id: "audits.id" });
}
