import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema/index";
import {
  claimDelivery,
  enqueueDeliveries,
  settleDelivery,
  type ClaimedDelivery,
  type WebhookChange,
} from "./queue";
import { keptEndpoints } from "./kept-endpoints";
import { sendDelivery, type SendResult } from "./send";
import type { WriteEpoch } from "../db/write-epoch";
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signDelivery,
} from "./signing";

// The delivery worker each instance runs from start to close: a few lanes claim due deliveries from the database
// queue (queue.ts) and send them; an empty queue is polled again after `pollMs`, and a change queued by this
// instance wakes it at once.

/** What tests change so that they never wait for real minutes (BuildOptions.webhooks). */
export interface WebhookTiming {
  /** The worker's clock. */
  now?: () => Date;
  /** The wait before the attempt after `attempt` failed ones (1, 2, ...). Default: 30 s doubling, at most 1 h. */
  retryDelayMs?: (attempt: number) => number;
  /** How long after it was queued a delivery is still retried. Default 24 h. */
  retryWindowMs?: number;
  /** How often an idle worker looks for due deliveries (other instances' changes, retries). Default 1 s. */
  pollMs?: number;
  /** An attempt's time limit. Default 5 s. */
  timeoutMs?: number;
  /** How much of an answer is read at most (only its status matters). Default 16 kB. */
  maxResponseBytes?: number;
  /** Deliveries sent at once by one instance. Default 4. */
  lanes?: number;
}

export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

export interface WebhookWorker {
  now(): Date;
  /** Queues a change for the business's subscribed endpoints (never throws: a failure is logged). */
  enqueue(db: Kysely<DB>, change: WebhookChange): Promise<void>;
  /** Looks for due deliveries now. */
  wake(): void;
  /** Delivers every due delivery, then resolves (tests; the loop does the same on its own). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createWebhookWorker(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  allowPrivate: boolean,
  timing: WebhookTiming = {},
  writes?: WriteEpoch,
): WebhookWorker {
  const now = timing.now ?? (() => new Date());
  const endpointsOf = keptEndpoints(writes);
  const retryDelayMs = timing.retryDelayMs ?? defaultRetryDelayMs;
  const retryWindowMs = timing.retryWindowMs ?? 24 * 60 * 60_000;
  const pollMs = timing.pollMs ?? 1000;
  const timeoutMs = timing.timeoutMs ?? 5000;
  const maxResponseBytes = timing.maxResponseBytes ?? 16 * 1024;
  const lanes = timing.lanes ?? 4;
  // A claim outlives the longest attempt by far, so that no other instance takes a delivery still being sent; a
  // crashed instance's claims are taken over when it runs out.
  const leaseMs = Math.max(60_000, timeoutMs * 6);

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const endpoint = await db
      .selectFrom("webhook_endpoints")
      .select(["url", "secret"])
      .where("id", "=", delivery.endpoint_id)
      .executeTakeFirst();
    if (!endpoint) return; // deleted meanwhile: its deliveries went with it
    const started = now();
    const timestamp = Math.floor(started.getTime() / 1000);
    let result: SendResult;
    const clock = performance.now();
    try {
      result = await sendDelivery(
        endpoint.url,
        {
          [DELIVERY_ID_HEADER]: delivery.uid,
          [EVENT_HEADER]: delivery.event,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signDelivery(endpoint.secret, timestamp, delivery.body),
          "user-agent": "menu-dashboard-webhooks/1",
        },
        delivery.body,
        { timeoutMs, maxResponseBytes, allowPrivate },
      );
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const durationMs = performance.now() - clock;
    const settledAt = now();
    const attempts = delivery.attempts + 1;
    const retryAt = new Date(settledAt.getTime() + retryDelayMs(attempts));
    const windowEnds = new Date(delivery.created_at).getTime() + retryWindowMs;
    await settleDelivery(
      db,
      delivery,
      { ...result, durationMs },
      settledAt,
      retryAt.getTime() <= windowEnds ? retryAt : undefined,
    );
  }

  /** One lane: claims and sends until nothing is due. */
  async function lane(): Promise<void> {
    while (running || draining) {
      const at = now();
      const delivery = await claimDelivery(db, at, new Date(at.getTime() + leaseMs));
      if (!delivery) return;
      await attempt(delivery);
    }
  }

  let draining = false;
  async function runRound(): Promise<void> {
    do {
      again = false;
      try {
        await Promise.all(Array.from({ length: lanes }, lane));
      } catch (error) {
        if (running) log.error({ err: error }, "webhook deliveries could not be processed");
      }
    } while (again && running);
  }

  function schedule(delay: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (!running) return;
    if (round) {
      again = true;
      return;
    }
    round = runRound().finally(() => {
      round = undefined;
      schedule(pollMs);
    });
  }

  return {
    now,
    async enqueue(database, change) {
      try {
        const endpoints = await endpointsOf(database, change.businessId);
        if (await enqueueDeliveries(database, change, now(), endpoints)) this.wake();
      } catch (error) {
        log.error({ err: error, event: change.event }, "webhook deliveries could not be queued");
      }
    },
    wake() {
      if (running) schedule(0);
    },
    async drain() {
      draining = true;
      try {
        await round;
        await runRound();
      } finally {
        draining = false;
      }
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}
