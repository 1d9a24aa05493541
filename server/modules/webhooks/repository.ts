import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { paginate, type PageParams } from "../../db/pagination";

// Queries of webhook endpoints and their delivery log. Every query names the business: another business's
// endpoint is not found.

type Db = Kysely<DB> | Transaction<DB>;

export type EndpointRow = Awaited<ReturnType<typeof findEndpoint>> & object;

export const findEndpoint = (db: Db, businessId: number, id: number) =>
  db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

export const endpointsOf = (db: Db, businessId: number) =>
  db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("business_id", "=", businessId)
    .orderBy("id")
    .execute();

export async function countEndpoints(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom("webhook_endpoints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The status of each endpoint's latest delivery. */
export async function lastStatuses(db: Db, endpointIds: readonly number[]): Promise<Map<number, string>> {
  if (!endpointIds.length) return new Map();
  const latest = db
    .selectFrom("webhook_deliveries")
    .select((eb) => ["endpoint_id", eb.fn.max("id").as("id")])
    .where("endpoint_id", "in", [...endpointIds])
    .groupBy("endpoint_id")
    .as("latest");
  const rows = await db
    .selectFrom(latest)
    .innerJoin("webhook_deliveries as d", "d.id", "latest.id")
    .select(["d.endpoint_id", "d.status"])
    .execute();
  return new Map(rows.map((r) => [r.endpoint_id, r.status]));
}

/** A page of an endpoint's deliveries, newest first, each with its attempts; `only` narrows it to one. */
export async function pageOfDeliveries(db: Db, endpointId: number, params: PageParams, only?: number) {
  const page = await paginate(
    db
      .selectFrom("webhook_deliveries")
      .select([
        "id",
        "uid",
        "event",
        "status",
        "attempts",
        "next_attempt_at",
        "last_response_code",
        "last_error",
        "created_at",
        "delivered_at",
      ])
      .where("endpoint_id", "=", endpointId)
      .$if(only !== undefined, (q) => q.where("id", "=", only!))
      .orderBy("id", "desc"),
    params,
    { id: "webhook_deliveries.id" },
  );
  const ids = page.data.map((d) => d.id);
  const attempts = ids.length
    ? await db
        .selectFrom("webhook_attempts")
        .select(["delivery_id", "attempted_at", "ok", "response_code", "error", "duration_ms"])
        .where("delivery_id", "in", ids)
        .orderBy("id")
        .execute()
    : [];
  return {
    ...page,
    data: page.data.map((d) => ({
      ...d,
      next_attempt_at: d.status === "pending" ? d.next_attempt_at : null,
      attempt_log: attempts
        .filter((a) => a.delivery_id === d.id)
        .map(({ delivery_id: _, ok, ...a }) => ({ ...a, ok: ok === 1 })),
    })),
  };
}

export const findDelivery = (db: Db, endpointId: number, deliveryId: number) =>
  db
    .selectFrom("webhook_deliveries")
    .select(["id"])
    .where("endpoint_id", "=", endpointId)
    .where("id", "=", deliveryId)
    .executeTakeFirst();
