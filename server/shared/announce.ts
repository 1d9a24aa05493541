import type { FastifyInstance } from "fastify";
import {
  LOCALES,
  ORDER_STATUS_EVENT,
  liveChannelName,
  publicOrderChannel,
  type Locale,
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
 * Tells the branch's dashboards about a change (DESIGN §8). Call only after the transaction committed, so no
 * one is told about a write that was rolled back; delivery is best effort and never fails the request.
 */
export function publishToBranch(
  app: FastifyInstance,
  businessId: number,
  branchId: number,
  event: string,
  data: unknown,
): Promise<void> {
  return app.live.publish(liveChannelName(businessId, branchId), event, data);
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
