import type { FastifyInstance } from "fastify";
import { LOCALES, liveChannelName, type Locale } from "../../src/domain/constants";
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
