import type { FastifyBaseLogger } from "fastify";
import { openRedisLink, RedisFallback } from "./redis-link";

export interface RedisTopic {
  /** Publishes to every instance; false when Redis cannot take it now (nothing waits for it to come back). */
  publish(text: string): Promise<boolean>;
  /** Whether this instance hears the topic now: subscribed, on a connection that is up. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface TopicUse {
  /** What it is, for the log: "Live events". */
  what: string;
  /** What happens while Redis is unavailable, for the log. */
  fallback: string;
  /** Called when Redis is back after an outage: messages may have been missed meanwhile. */
  onBack?: () => void;
}

/**
 * One Redis pub/sub topic that every API instance of a deployment publishes to and listens on (live events,
 * write announcements). A subscribed Redis connection cannot publish, hence two connections. Neither ever makes a
 * request wait: publishing while Redis is down answers false at once (plugins/redis-link.ts).
 */
export async function openRedisTopic(
  url: string,
  topic: string,
  receive: (text: string) => void,
  log: FastifyBaseLogger,
  use: TopicUse,
): Promise<RedisTopic> {
  const fallback = new RedisFallback(log, use.what, use.fallback, use.onBack);
  const [publisher, subscriber] = await Promise.all([
    openRedisLink(url, fallback, "publish"),
    openRedisLink(url, fallback, "listen", (client) => client.subscribe(topic)),
  ]);
  subscriber.client.on("message", (channel: string, text: string) => {
    if (channel === topic) receive(text);
  });
  return {
    publish: async (text) => {
      if (!publisher.worthTrying) return false;
      try {
        await publisher.client.publish(topic, text);
        publisher.working();
        return true;
      } catch (error) {
        publisher.failed(error);
        return false;
      }
    },
    get listening() {
      return subscriber.up;
    },
    close: async () => {
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
