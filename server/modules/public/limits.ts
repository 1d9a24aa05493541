import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../errors";
import { normalizePhone } from "../../../src/domain/phone";

// Rate limits of the public writes (orders, waiter calls), counted in the application's rate-limit store: shared
// through Redis when REDIS_URL is set, per instance otherwise (plugins/rate-limit-store.ts). Each limit counts
// under its own key (address, phone, table), so a customer changing one of them is still held by the others.

type KeyOf = (request: FastifyRequest) => string | undefined;

interface Limit {
  name: string;
  max: number;
  windowMs: number;
  key: KeyOf;
}

/**
 * A preHandler that counts the request under every limit and answers 429 once any is passed; `exempt` lets through,
 * uncounted, a request that writes nothing new (a retried order).
 */
export function limitsHook(
  app: FastifyInstance,
  limits: Limit[],
  exempt?: (request: FastifyRequest) => Promise<boolean>,
) {
  const counters = limits.map((limit) => ({
    limit,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request) ?? ""}`,
    }),
  }));
  return async (request: FastifyRequest) => {
    if (exempt && (await exempt(request))) return;
    for (const { limit, count } of counters) {
      // A request without the key (no phone yet) is left to validation; it is still counted per address.
      if (limit.key(request) === undefined) continue;
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    }
  };
}

/** The client's address (the proxy's forwarded one only when TRUST_PROXY says so: see server/config.ts). */
export const byAddress: KeyOf = (request) => request.ip;

/** The customer's phone as a number (so "+965 5000 0001" and "50000001" count as one). */
export const byPhone: KeyOf = (request) => {
  const phone = (request.body as { customer?: { phone?: unknown } } | undefined)?.customer?.phone;
  return phone === undefined ? undefined : (normalizePhone(phone) ?? String(phone).slice(0, 32));
};

export const byTableToken: KeyOf = (request) => {
  const token = (request.body as { table_token?: unknown } | undefined)?.table_token;
  return typeof token === "string" ? token.slice(0, 64) : undefined;
};
