import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Result } from "ioredis";
import { RATE_LIMIT_FALLBACK_ENTRIES } from "../../src/domain/constants";
import type { RedisLink } from "./redis-link";

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;
/** What `child` is given: the README documents `routeInfo`, the route it is for, which the typings leave out. */
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0] & {
  routeInfo?: { method?: unknown; url?: unknown };
};

// One round trip: count the request, start the window on the first, and say how long the window still runs.
// A key left without an expiry (it should not happen) is given one rather than counting forever.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

declare module "ioredis" {
  interface RedisCommander<Context> {
    countRequest(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** Fixed windows counted by this instance alone, oldest dropped past a bound so a flood of keys cannot grow it. */
class LocalWindows {
  readonly #windows = new Map<string, { current: number; endsAt: number }>();

  count(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      window = { current: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > RATE_LIMIT_FALLBACK_ENTRIES)
        this.#windows.delete(this.#windows.keys().next().value!);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/**
 * The rate-limit counters of several instances, in Redis (@fastify/rate-limit's documented `store` option). While
 * Redis is unavailable each instance counts on its own, so the limits still hold per instance and a request never
 * fails or waits for Redis (plugins/redis-link.ts); they are shared again as soon as Redis is back. Counts made
 * during the outage stay with the instance: a window is short, and Redis starts from what it had.
 */
export function sharedRateLimitStore(redis: RedisLink, namespace: string): FastifyRateLimitStoreCtor {
  redis.client.defineCommand("countRequest", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const local = new LocalWindows();

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const fullKey = this.prefix + key;
      const counted = (count: Count) => done(null, count);
      if (!redis.worthTrying) return counted(local.count(fullKey, timeWindow));
      redis.client.countRequest(fullKey, timeWindow).then(
        ([current, ttl]) => {
          redis.working();
          counted({ current, ttl });
        },
        (error) => {
          redis.failed(error);
          counted(local.count(fullKey, timeWindow));
        },
      );
    }

    /** A route with its own limit (`config.rateLimit`) counts apart from the others, as the built-in stores do. */
    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new SharedRateLimitStore(
        undefined,
        `${this.prefix}${String(route?.method ?? "")}${String(route?.url ?? "")}-`,
      );
    }
  };
}
