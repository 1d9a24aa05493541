import type { FastifyInstance } from "fastify";
import {
  LOCALES,
  ORDER_STATUS_EVENT,
  liveChannelName,
  publicOrderChannel,
  type Locale,
  type WebhookEvent,
} from "../../src/domain/constants";
import { translate, type MessageParams } from "../i18n";

/** A notification text in every language, each with its own translated parameters. */
export function bilingual(
  key: string,
  params: (locale: Locale) => MessageParams,
): { en: string; ar: string } {
  const [en, ar] = LOCALES.map((locale) => translate(locale, key, params(locale)));
  return { en, ar };
}

/**
 * The webhook event (docs/webhooks.md) each live event of a record is, unless the caller names a more precise one
 * (a stay canceled, a payment): every write that tells the dashboards tells the business's endpoints too.
 */
const WEBHOOK_OF_LIVE_EVENT: Record<string, { event: WebhookEvent; record: string }> = {
  "new-order": { event: "order.created", record: "order" },
  "update-order": { event: "order.updated", record: "order" },
  "new-reservation": { event: "stay.created", record: "stay" },
  "update-reservation": { event: "stay.updated", record: "stay" },
};

/**
 * Tells the branch's dashboards about a change (DESIGN §8), and queues the matching webhook deliveries. Call only
 * after the transaction committed, so no one is told about a write that was rolled back; both are best effort and
 * never fail the request. `webhookEvent` replaces the live event's usual webhook event.
 */
export async function publishToBranch(
  app: FastifyInstance,
  businessId: number,
  branchId: number,
  event: string,
  data: unknown,
  webhookEvent?: WebhookEvent,
): Promise<void> {
  const hook = WEBHOOK_OF_LIVE_EVENT[event];
  const id = (data as { id?: unknown } | null)?.id;
  await Promise.all([
    app.live.publish(liveChannelName(businessId, branchId), event, data),
    hook && id !== undefined
      ? app.webhooks.enqueue(app.db, {
          businessId,
          event: webhookEvent ?? hook.event,
          recordKey: `${hook.record}:${String(id)}`,
          data,
        })
      : undefined,
  ]);
}

/**
 * Tells a customer tracking an order (placed through the public API, so it has a tracking token) its new status, on
 * the order's public channel: the status and time only, never the customer's or the branch's other data. Call after
 * the commit, like publishToBranch; a staff order (no token) has no channel.
 */
export function publishToOrderTracker(
  app: FastifyInstance,
  trackingToken: string | null,
  change: { status: string; updated_at: string },
): Promise<void> {
  if (!trackingToken) return Promise.resolve();
  return app.live.publish(publicOrderChannel(trackingToken), ORDER_STATUS_EVENT, {
    status: change.status,
    at: change.updated_at,
  });
}
