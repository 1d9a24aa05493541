import type { FastifyBaseLogger } from "fastify";
import { openRedisTopic } from "../plugins/redis-topic";
import type { LiveMessage } from "./types";

/**
 * The Redis channel of one deployment's live events. Deployments sharing a Redis server must not see each
 * other's events, even with the same LIVE_KEY: the namespace is LIVE_NAMESPACE, else the id of the deployment's
 * database (db/deployment.ts), which all its instances share.
 */
export const liveTopic = (namespace: string) => `menu-dashboard:live:${namespace}`;

export interface Fanout {
  publish(message: LiveMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Live events through Redis pub/sub: every API instance subscribes, and each delivers what it receives to its own
 * websocket subscribers, so an event published on instance A reaches a dashboard connected to instance B. While
 * Redis is unavailable an event reaches the dashboards of the instance that published it, without waiting.
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
    {
      what: "Live events",
      fallback: "events reach only the dashboards connected to the instance that sends them",
    },
  );
  return {
    publish: async (message) => {
      const sent = await redis.publish(JSON.stringify(message));
      // This instance's own dashboards get it back through the subscription, unless that is down too.
      if (!sent || !redis.listening) deliver(message);
    },
    close: redis.close,
  };
}
