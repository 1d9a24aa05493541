import type { FastifyBaseLogger } from "fastify";
import type { LiveMessage } from "./types";

/**
 * The Redis channel of one deployment's live events. Deployments sharing a Redis server must not see each
 * other's events: the namespace is LIVE_NAMESPACE, else the live key, which is random per deployment (kept in
 * its database, so all its instances share it) unless LIVE_KEY is set.
 */
export const liveTopic = (namespace: string) => `menu-dashboard:live:${namespace}`;

export interface Fanout {
  publish(message: LiveMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Live events through Redis pub/sub: every API instance subscribes, and each delivers what it receives to its own
 * websocket subscribers, so an event published on instance A reaches a dashboard connected to instance B.
 * A subscribed Redis connection cannot publish, hence two connections.
 */
export async function createRedisFanout(
  url: string,
  topic: string,
  deliver: (message: LiveMessage) => void,
  log: FastifyBaseLogger,
): Promise<Fanout> {
  // ioredis is loaded only when a Redis server is configured.
  const { Redis } = await import("ioredis");
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  for (const connection of [publisher, subscriber])
    connection.on("error", (error) => log.warn({ err: error }, "live Redis error"));
  subscriber.on("message", (channel: string, text: string) => {
    if (channel !== topic) return;
    try {
      const message = JSON.parse(text) as LiveMessage;
      if (
        typeof message.channel === "string" &&
        typeof message.event === "string" &&
        typeof message.data === "string"
      )
        deliver(message);
    } catch (error) {
      log.warn({ err: error }, "malformed live message on Redis");
    }
  });
  await subscriber.subscribe(topic);
  return {
    publish: async (message) => void (await publisher.publish(topic, JSON.stringify(message))),
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
