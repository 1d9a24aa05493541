import type { FastifyBaseLogger } from "fastify";
import { openRedisTopic } from "../plugins/redis-topic";
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
 */
export async function createRedisFanout(
  url: string,
  topic: string,
  deliver: (message: LiveMessage) => void,
  log: FastifyBaseLogger,
): Promise<Fanout> {
  const redis = await openRedisTopic(
    url,
    topic,
    (text) => {
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
    },
    log,
    "live events",
  );
  return { publish: (message) => redis.publish(JSON.stringify(message)), close: redis.close };
}
