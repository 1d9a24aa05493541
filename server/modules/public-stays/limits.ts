import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../errors";
import { throttle } from "../auth/throttle";
import { normalizePhone } from "../../../src/domain/phone";
import {
  PUBLIC_STAY_QUOTES_PER_ADDRESS,
  PUBLIC_STAY_QUOTE_WINDOW_MS,
  PUBLIC_STAY_REQUEST_WINDOW_MS,
  PUBLIC_STAY_REQUESTS_PER_ADDRESS,
  PUBLIC_STAY_REQUESTS_PER_PHONE,
  PUBLIC_STAY_RETRIES_PER_KEY,
} from "../../../src/domain/constants";

// Counted in the application's rate-limit store: shared through Redis when REDIS_URL is set (so a client cannot
// spread its requests over instances), per instance otherwise. The client address is the socket's unless
// TRUST_PROXY names a proxy in front.

/** The phone a request names, as stored (E.164), so "99887766" and "+965 9988 7766" count as one customer. */
const phoneOf = (request: FastifyRequest) => {
  const phone = (request.body as { customer?: { phone?: unknown } } | undefined)?.customer?.phone;
  return normalizePhone(phone) ?? String(phone ?? "").trim();
};

const refusal = (seconds: number) =>
  new HttpError(429, "publicStays.tooManyRequests", { seconds, minutes: Math.ceil(seconds / 60) });

/**
 * Stay requests: per client address and per customer phone. A submit retried under its Idempotency-Key counts once:
 * retries sent at once arrive before the first has committed, and must be answered with its reservation rather than
 * refused as requests too many. The retries of one key are bounded apart (PUBLIC_STAY_RETRIES_PER_KEY).
 */
export function stayRequestLimits(app: FastifyInstance) {
  const perCustomer = throttle(app, [
    {
      name: "public-stay:ip",
      max: PUBLIC_STAY_REQUESTS_PER_ADDRESS,
      windowMs: PUBLIC_STAY_REQUEST_WINDOW_MS,
      key: (request) => request.ip,
      refusal,
    },
    {
      name: "public-stay:phone",
      max: PUBLIC_STAY_REQUESTS_PER_PHONE,
      windowMs: PUBLIC_STAY_REQUEST_WINDOW_MS,
      key: phoneOf,
      refusal,
    },
  ]);
  const sightsOfKey = app.createRateLimit({
    max: PUBLIC_STAY_RETRIES_PER_KEY,
    timeWindow: PUBLIC_STAY_REQUEST_WINDOW_MS,
    keyGenerator: (request) =>
      `public-stay:key|${(request.params as { slug?: string }).slug}|${request.headers["idempotency-key"]}`,
  });
  return async (request: FastifyRequest, idempotencyKey: string | undefined) => {
    if (idempotencyKey) {
      const sight = await sightsOfKey(request);
      if (!sight.isAllowed) {
        if (sight.isExceeded) throw refusal(Math.max(1, sight.ttlInSeconds));
        if (sight.remaining < sight.max - 1) return; // seen before: a retry
      }
    }
    await perCustomer(request);
  };
}

/** Price quotes: per client address (they write nothing, but each prices a stay and reads bookings). */
export const quoteLimits = (app: FastifyInstance) =>
  throttle(app, [
    {
      name: "public-quote:ip",
      max: PUBLIC_STAY_QUOTES_PER_ADDRESS,
      windowMs: PUBLIC_STAY_QUOTE_WINDOW_MS,
      key: (request) => request.ip,
    },
  ]);
