import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import websocket from "@fastify/websocket";
import type { AppConfig } from "../config";
import { builtInCredentials, checkExplicitSecret } from "./credentials";
import { refuseUnknownAppsPaths, registerPusherHttpApi } from "./http-api";
import { PusherHub } from "./hub";
import { createRedisFanout, liveTopic } from "./redis-fanout";
import type { LiveBroadcaster, LiveMessage } from "./types";

export type { LiveBroadcaster } from "./types";

/** What pusher-js needs to connect: the built-in server at the public address, or the external service. */
export function liveClientConfig(config: AppConfig, builtInKey: string) {
  if (config.pusher) {
    const port = config.pusher.port ?? 443;
    return {
      key: config.pusher.key,
      wsHost: config.pusher.host ?? "ws-mt1.pusher.com",
      wsPort: port,
      forceTLS: port === 443,
      enabled: true,
    };
  }
  const url = new URL(config.publicUrl);
  const forceTLS = url.protocol === "https:";
  return {
    key: builtInKey,
    wsHost: url.hostname,
    wsPort: url.port ? Number(url.port) : forceTLS ? 443 : 80,
    forceTLS,
    enabled: true,
  };
}

/**
 * `app.live.publish(channel, event, data)` for every module (DESIGN §8). Delivery is best effort: a failure is logged,
 * never thrown, because the write that caused the event has already been committed.
 */
export default fp(async function livePlugin(app: FastifyInstance) {
  const config = app.config;
  refuseUnknownAppsPaths(app, !config.pusher);
  const broadcaster = (send: (message: LiveMessage) => Promise<void> | void): LiveBroadcaster => ({
    async publish(channel, event, data) {
      try {
        await send({ channel, event, data: JSON.stringify(data ?? {}) });
      } catch (error) {
        app.log.warn({ err: error, channel, event }, "live event not delivered");
      }
    },
  });

  if (config.pusher) {
    app.decorate("liveCredentials", { key: config.pusher.key, secret: config.pusher.secret });
    const port = config.pusher.port;
    // The Pusher library is needed only for an external service.
    const { default: Pusher } = await import("pusher");
    const pusher = new Pusher({
      appId: config.pusher.appId,
      key: config.pusher.key,
      secret: config.pusher.secret,
      ...(config.pusher.host
        ? { host: config.pusher.host, port: port ? String(port) : undefined }
        : { cluster: "mt1" }),
      useTLS: !port || port === 443,
    });
    // The library serializes data itself.
    app.decorate(
      "live",
      broadcaster(
        async (message) =>
          void (await pusher.trigger(message.channel, message.event, JSON.parse(message.data))),
      ),
    );
    return;
  }

  checkExplicitSecret(config, app.log);
  const credentials = await builtInCredentials(app.db, config);
  app.decorate("liveCredentials", credentials);
  const hub = new PusherHub(credentials.key, credentials.secret, app.log);
  let send: (message: LiveMessage) => Promise<void> | void = (message) => hub.deliver(message);
  if (config.redisUrl) {
    const topic = liveTopic(app.redisNamespaces.live);
    const fanout = await createRedisFanout(config.redisUrl, topic, (m) => hub.deliver(m), app.log);
    send = fanout.publish;
    app.addHook("onClose", async () => fanout.close());
  }
  app.decorate("live", broadcaster(send));
  await registerPusherHttpApi(app, {
    credentials,
    // Failures reach the publisher as a 500, unlike the dashboard's own events (best effort, see above).
    send: (message) => send(message),
    occupancy: () => hub.occupiedChannels(),
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
    "/app/:key",
    { websocket: true, schema: { hide: true } },
    (socket, request) => hub.accept(socket, request.params.key, request.query.protocol),
  );
  app.addHook("preClose", async () => hub.close());
});
