import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_RETRY_AFTER_FAILURE_MS } from "../../src/domain/constants";

/**
 * What one use of Redis (rate limits, live events, write announcements) does without it, said once when it starts
 * doing so and once when Redis is back: not per request, nor per reconnection attempt (ioredis retries every
 * couple of seconds). A use may hold several connections (named parts); it is back when all of them are.
 */
export class RedisFallback {
  readonly #down = new Set<string>();
  #closing = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
    private readonly fallback: string,
    /** Called when every part is back after an outage (e.g. to drop what may have gone stale meanwhile). */
    private readonly onBack?: () => void,
  ) {}

  down(part: string, error?: unknown): void {
    if (this.#closing || this.#down.has(part)) return;
    if (this.#down.size === 0) {
      const reason = error instanceof Error ? ` (${error.message})` : "";
      this.log.warn(
        { err: error },
        `${this.what}: Redis is unavailable${reason}; ${this.fallback} until it is back`,
      );
    }
    this.#down.add(part);
  }

  up(part: string): void {
    if (this.#closing || !this.#down.delete(part) || this.#down.size > 0) return;
    this.log.info(`${this.what}: Redis is back`);
    this.onBack?.();
  }

  /** The app is closing: connections ending now are not an outage. */
  close(): void {
    this.#closing = true;
  }
}

/** One Redis connection of a use, and whether it works. */
export class RedisLink {
  #up = false;
  #retryAt = 0;

  constructor(
    readonly client: Redis,
    private readonly fallback: RedisFallback,
    private readonly part: string,
  ) {}

  /** Connected, and what it was opened for (e.g. a subscription) is in place. */
  get up(): boolean {
    return this.#up && this.client.status === "ready";
  }

  /** Whether a request should send it a command now, or do without at once. */
  get worthTrying(): boolean {
    return this.client.status === "ready" && (this.#up || Date.now() >= this.#retryAt);
  }

  working(): void {
    this.#up = true;
    this.fallback.up(this.part);
  }

  lost(error?: unknown): void {
    this.#up = false;
    this.fallback.down(this.part, error);
  }

  /** A command failed on a connection that looks fine (e.g. a timeout): left alone for a while, then tried again. */
  failed(error: unknown): void {
    this.#retryAt = Date.now() + REDIS_RETRY_AFTER_FAILURE_MS;
    this.lost(error);
  }

  async close(): Promise<void> {
    this.fallback.close();
    // quit() needs a connection; without one, disconnect() stops the reconnection attempts.
    if (this.client.status === "ready") await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }
}

/**
 * A connection that requests may use without ever waiting for Redis: while it is down a command fails at once (no
 * offline queue, no retry after a reconnection), and a silent server answers within REDIS_COMMAND_TIMEOUT_MS.
 * ioredis reconnects in the background; `prepare` runs on each new connection (e.g. to subscribe) before it counts
 * as up. Opening waits for the first connection or its failure, so an app starts with Redis down, in fallback.
 * ioredis is loaded only when a Redis server is configured.
 */
export async function openRedisLink(
  url: string,
  fallback: RedisFallback,
  part: string,
  prepare?: (client: Redis) => Promise<unknown>,
): Promise<RedisLink> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // `prepare` subscribes again itself, and the link is up only once it has.
    autoResubscribe: false,
  });
  const link = new RedisLink(client, fallback, part);
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  // An error on a working connection is followed by its "close" when it ends it: the close is the outage, and the
  // error its reason.
  let lastError: Error | undefined;
  client.on("error", (error) => {
    lastError = error;
    if (client.status !== "ready") link.lost(error);
    settle();
  });
  client.on("close", () => link.lost(lastError));
  client.on("ready", () => {
    lastError = undefined;
    Promise.resolve(prepare?.(client))
      .then(
        () => link.working(),
        (error) => {
          link.lost(error);
          // Not left connected without what it is for: a new connection prepares again.
          client.disconnect(true);
        },
      )
      .finally(settle);
  });
  // A failed first attempt is reported by the "error" event; ioredis keeps trying.
  client.connect().catch(settle);
  await settled;
  return link;
}
