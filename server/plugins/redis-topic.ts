import type { FastifyBaseLogger } from "fastify";

export interface RedisTopic {
  publish(text: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One Redis pub/sub topic that every API instance of a deployment publishes to and listens on (live events,
 * write announcements). A subscribed Redis connection cannot publish, hence two connections. ioredis is loaded
 * only when a Redis server is configured.
 */
export async function openRedisTopic(
  url: string,
  topic: string,
  receive: (text: string) => void,
  log: FastifyBaseLogger,
  what: string,
): Promise<RedisTopic> {
  const { Redis } = await import("ioredis");
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  for (const connection of [publisher, subscriber])
    connection.on("error", (error) => log.warn({ err: error }, `${what}: Redis error`));
  subscriber.on("message", (channel: string, text: string) => {
    if (channel === topic) receive(text);
  });
  await subscriber.subscribe(topic);
  return {
    publish: async (text) => void (await publisher.publish(topic, text)),
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
