import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, tooManyRequests } from "../../errors";

// Throttling of the public auth calls (login, send-code, validate-code). Each call is counted twice, per client
// address and per account (e-mail), so neither a botnet (many addresses, one account) nor one client spraying
// accounts gets far. The counters live in the rate-limit store: Redis when REDIS_URL is set, so every instance
// shares them; memory otherwise. The client address is the socket's unless TRUST_PROXY names a proxy.

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? normalizeEmail(email) : "";
};

interface Limit {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  /** The 429 for this limit; the generic "too many attempts" by default. */
  refusal?: (seconds: number) => HttpError;
}

/** A preHandler refusing with 429 (and Retry-After) as soon as one of the limits is exceeded. */
export function throttle(app: FastifyInstance, limits: Limit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}|${limit.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest) => {
    for (const { limit, check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw limit.refusal ? limit.refusal(seconds) : tooManyRequests(seconds);
      }
    }
  };
}

/** Per address and per account, for one auth route. */
export function authLimits(app: FastifyInstance, route: string): Limit[] {
  const { max, windowMs, perAddressMax } = app.config.authRateLimit;
  return [
    { name: `${route}:ip`, max: perAddressMax ?? max * 5, windowMs, key: (request) => request.ip },
    { name: `${route}:email`, max, windowMs, key: emailOf },
  ];
}

/** Codes mailed to one e-mail: a few per window, with a message saying so (minutes). */
export function codeSendLimit(app: FastifyInstance): Limit {
  const { max, windowMs } = app.config.codeSendLimit;
  return {
    name: "send-code:mailed",
    max,
    windowMs,
    key: emailOf,
    refusal: (seconds) =>
      new HttpError(429, "auth.tooManyCodes", { seconds, minutes: Math.ceil(seconds / 60) }),
  };
}
