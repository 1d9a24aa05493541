import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { WebhookEvent } from "../../src/domain/constants";
import { isPostgres } from "../db/dialect";
import type { DB, WebhookDeliveriesTable } from "../db/schema/index";

// The durable queue of webhook deliveries (migration 2026_11_30_400_webhooks): one row per event and endpoint,
// claimed by one worker at a time through a lease, in order per record and endpoint.

type Db = Kysely<DB> | Transaction<DB>;

export interface WebhookChange {
  businessId: number;
  event: WebhookEvent;
  /** The record the event is about, e.g. `order:12`: its deliveries to an endpoint go out in the order written. */
  recordKey: string;
  data: unknown;
}

/** The business's enabled endpoints with the events each subscribed to. */
export async function enabledEndpoints(db: Db, businessId: number): Promise<EnabledEndpoint[]> {
  const rows = await db
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("business_id", "=", businessId)
    .where("enabled", "=", 1)
    .execute();
  return rows.map((row) => ({ id: row.id, events: JSON.parse(row.events) as string[] }));
}

export interface EnabledEndpoint {
  id: number;
  events: string[];
}

/**
 * Queues `change` for every enabled endpoint of the business that subscribed to its event (`endpoints` when the
 * caller has them: see the worker's kept lists). Inside a write's transaction the deliveries commit or roll back
 * with it.
 */
export async function enqueueDeliveries(
  db: Db,
  change: WebhookChange,
  now: Date,
  endpoints?: readonly EnabledEndpoint[],
): Promise<number> {
  const subscribed = (endpoints ?? (await enabledEndpoints(db, change.businessId))).filter((e) =>
    e.events.includes(change.event),
  );
  if (!subscribed.length) return 0;
  const createdAt = now.toISOString();
  await db
    .insertInto("webhook_deliveries")
    .values(
      subscribed.map((endpoint) => {
        const uid = `whd_${randomUUID()}`;
        return {
          uid,
          endpoint_id: endpoint.id,
          business_id: change.businessId,
          event: change.event,
          record_key: change.recordKey,
          body: JSON.stringify({
            id: uid,
            event: change.event,
            created_at: createdAt,
            business_id: change.businessId,
            data: change.data,
          }),
          status: "pending" as const,
          next_attempt_at: createdAt,
          created_at: createdAt,
        };
      }),
    )
    .execute();
  return subscribed.length;
}

export type ClaimedDelivery = Pick<
  WebhookDeliveriesTable,
  "uid" | "endpoint_id" | "event" | "body" | "created_at"
> & { id: number; attempts: number };

/**
 * A due delivery whose earlier deliveries of the same record and endpoint are all settled, of an enabled endpoint,
 * that no worker holds: the first in the order they are due.
 */
const dueCandidate = (now: string) => sql`
  select d.id from webhook_deliveries d
  where d.status = 'pending' and d.next_attempt_at <= ${now}
    and (d.locked_until is null or d.locked_until <= ${now})
    and exists (select 1 from webhook_endpoints w where w.id = d.endpoint_id and w.enabled = 1)
    and not exists (
      select 1 from webhook_deliveries e
      where e.endpoint_id = d.endpoint_id and e.record_key = d.record_key and e.status = 'pending' and e.id < d.id
    )
  order by d.next_attempt_at, d.id
  limit 1`;

/**
 * Takes one due delivery for this worker until `leaseUntil`, or none. PostgreSQL: the candidate is locked with
 * `for update skip locked`, so instances claiming at once take different rows without waiting. SQLite: the update
 * is guarded by the same conditions, so of two claims of one row only one changes it.
 */
export async function claimDelivery(
  db: Kysely<DB>,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedDelivery | undefined> {
  const at = now.toISOString();
  const until = leaseUntil.toISOString();
  if (isPostgres(db)) {
    const { rows } = await sql<ClaimedDelivery>`
      update webhook_deliveries set locked_until = ${until}
      where id = (${dueCandidate(at)} for update skip locked)
      returning id, uid, endpoint_id, event, body, created_at, attempts`.execute(db);
    return rows[0];
  }
  const { rows } = await sql<{ id: number }>`${dueCandidate(at)}`.execute(db);
  if (!rows[0]) return undefined;
  const claimed = await db
    .updateTable("webhook_deliveries")
    .set({ locked_until: until })
    .where("id", "=", rows[0].id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom("webhook_deliveries")
    .select(["id", "uid", "endpoint_id", "event", "body", "created_at", "attempts"])
    .where("id", "=", rows[0].id)
    .executeTakeFirst();
}

export interface AttemptOutcome {
  ok: boolean;
  status?: number;
  error?: string;
  durationMs: number;
}

/**
 * Records an attempt and settles the delivery: delivered, due again at `retryAt`, or failed when `retryAt` is
 * undefined (the retry window is over). The lease ends in the same write.
 */
export async function settleDelivery(
  db: Kysely<DB>,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  now: Date,
  retryAt: Date | undefined,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_attempts")
      .values({
        delivery_id: delivery.id,
        attempted_at: at,
        ok: outcome.ok ? 1 : 0,
        response_code: outcome.status ?? null,
        error: outcome.error?.slice(0, 500) ?? null,
        duration_ms: Math.round(outcome.durationMs),
      })
      .execute();
    await trx
      .updateTable("webhook_deliveries")
      .set({
        attempts: delivery.attempts + 1,
        locked_until: null,
        last_response_code: outcome.status ?? null,
        last_error: outcome.ok ? null : (outcome.error?.slice(0, 500) ?? `HTTP ${outcome.status}`),
        ...(outcome.ok
          ? { status: "delivered" as const, delivered_at: at }
          : retryAt
            ? { next_attempt_at: retryAt.toISOString() }
            : { status: "failed" as const }),
      })
      .where("id", "=", delivery.id)
      .execute();
  });
}

/**
 * "Resend": the delivery (same id and body, so a receiver that had it drops it) is due again now, whatever became
 * of it, with a new retry window from now.
 */
export async function resendDelivery(db: Db, deliveryId: number, now: Date): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({
      status: "pending",
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
      locked_until: null,
      delivered_at: null,
    })
    .where("id", "=", deliveryId)
    .execute();
}
