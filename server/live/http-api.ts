import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type Static } from "typebox";
import { HttpError, validationFailed } from "../errors";
import { signatureProblem, type SignedRequest } from "./http-signature";
import type { LiveMessage } from "./types";
import { BatchOut, ChannelOut, ChannelsOut, InfoQuery, UsersOut, pusherOperation } from "./http-api-docs";

// The Pusher HTTP API (v1) on the built-in server, so another backend (the QR ordering app, a POS) publishes to
// the dashboards with the official `pusher` library exactly as it would to Pusher or soketi:
//   POST /apps/{appId}/events, POST /apps/{appId}/batch_events,
//   GET /apps/{appId}/channels, GET /apps/{appId}/channels/{name}, GET /apps/{appId}/channels/{name}/users.
// The built-in server hosts one app, whose id is its key. Every call is signed with the app's key and secret.

/** Pusher's limits: an event's data, channels per event, events per batch, length of an event name. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
export const MAX_EVENT_CHANNELS = 100;
export const MAX_BATCH_EVENTS = 10;
const MAX_EVENT_NAME = 200;

const ChannelName = Type.String({ pattern: "^[A-Za-z0-9_\\-=@,.;]{1,164}$" });
const SocketId = Type.String({ pattern: "^\\d{1,20}\\.\\d{1,20}$" });
const EventName = Type.String({ minLength: 1, maxLength: MAX_EVENT_NAME });

const TriggerBody = Type.Object({
  name: EventName,
  data: Type.String(),
  channels: Type.Optional(Type.Array(ChannelName, { minItems: 1, maxItems: MAX_EVENT_CHANNELS })),
  channel: Type.Optional(ChannelName),
  socket_id: Type.Optional(SocketId),
  info: Type.Optional(Type.String({ maxLength: 100 })),
});
const BatchBody = Type.Object({
  batch: Type.Array(
    Type.Object({
      name: EventName,
      data: Type.String(),
      channel: ChannelName,
      socket_id: Type.Optional(SocketId),
      info: Type.Optional(Type.String({ maxLength: 100 })),
    }),
    { minItems: 1, maxItems: MAX_BATCH_EVENTS },
  ),
});
const AppParams = Type.Object({ appId: Type.String({ minLength: 1, maxLength: 100 }) });
const ChannelParams = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 100 }),
  name: ChannelName,
});

export interface PusherHttpApiOptions {
  credentials: { key: string; secret: string };
  /** Sends an event to every subscriber, on every instance (the Redis fan-out when configured). */
  send: (message: LiveMessage) => Promise<void> | void;
  /** Occupied channels with their subscriber counts. */
  occupancy: () => Promise<Map<string, number>> | Map<string, number>;
}

/** The raw body of each request, kept by the JSON parser below: body_md5 signs the bytes, not the parsed value. */
const rawBodies = new WeakMap<FastifyRequest, string>();

function signedRequest(request: FastifyRequest): SignedRequest {
  const url = request.raw.url ?? request.url;
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = Object.fromEntries(new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1)));
  return { method: request.method, path, query, body: rawBodies.get(request) ?? "" };
}

const attributes = (info: string | undefined) =>
  new Set(
    (info ?? "")
      .split(",")
      .map((attribute) => attribute.trim())
      .filter(Boolean),
  );

const isPresence = (channel: string) => channel.startsWith("presence-");

/** Presence channels are refused by the built-in server, so user counts exist only for them (and are 0). */
function refuseUserCount(channel: string | undefined, field: string): void {
  if (!channel || !isPresence(channel)) throw validationFailed({ [field]: "live.api.userCountPresenceOnly" });
}

function checkAttributes(requested: Set<string>, allowed: string[], field: string): void {
  const unknown = [...requested].find((attribute) => !allowed.includes(attribute));
  if (unknown)
    throw validationFailed({ [field]: { key: "live.api.unknownAttribute", params: { attribute: unknown } } });
}

function channelInfo(channel: string, requested: Set<string>, counts: Map<string, number>) {
  return {
    ...(requested.has("subscription_count") ? { subscription_count: counts.get(channel) ?? 0 } : {}),
    ...(requested.has("user_count") ? { user_count: 0 } : {}),
  };
}

export async function registerPusherHttpApi(
  app: FastifyInstance,
  options: PusherHttpApiOptions,
): Promise<void> {
  const { credentials, send, occupancy } = options;

  await app.register(async (api) => {
    // body_md5 is the MD5 of the bytes sent: keep them before parsing. Only this API's routes use this parser.
    api.removeContentTypeParser("application/json");
    api.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = String(body);
      rawBodies.set(request, text);
      try {
        done(null, text.length ? JSON.parse(text) : {});
      } catch {
        done(new HttpError(400, "errors.badRequest"), undefined);
      }
    });

    // Before the body is validated: a request that is not the app's own is refused without saying more.
    api.addHook("preValidation", async (request) => {
      const { appId } = request.params as { appId?: string };
      if (appId !== credentials.key) throw new HttpError(404, "live.api.unknownApp");
      const problem = signatureProblem(signedRequest(request), credentials, Math.floor(Date.now() / 1000));
      if (problem) throw new HttpError(401, problem.messageKey, {}, { [problem.field]: problem.messageKey });
    });

    const routeConfig = { access: { scope: "public" } } as const;
    api.post<{ Params: Static<typeof AppParams>; Body: Static<typeof TriggerBody> }>(
      "/apps/:appId/events",
      {
        config: routeConfig,
        schema: {
          ...pusherOperation(
            "triggerLiveEvent",
            "Send an event to channels",
            "Sends one event to up to 100 channels, on every instance; `socket_id` leaves out the sender's connection. With `info`, answers the channels' subscription counts.",
            ChannelsOut,
          ),
          params: AppParams,
          body: TriggerBody,
        },
      },
      async (request) => {
        const { name, data, socket_id: exceptSocketId, info } = request.body;
        const channels = request.body.channels ?? (request.body.channel ? [request.body.channel] : []);
        if (!channels.length) throw validationFailed({ channels: "validation.required" });
        if (Buffer.byteLength(data) > MAX_EVENT_DATA_BYTES) throw new HttpError(413, "live.api.dataTooLarge");
        const requested = attributes(info);
        checkAttributes(requested, ["subscription_count", "user_count"], "info");
        if (requested.has("user_count")) channels.forEach((channel) => refuseUserCount(channel, "info"));
        await Promise.all(channels.map((channel) => send({ channel, event: name, data, exceptSocketId })));
        if (!requested.size) return {};
        const counts = await occupancy();
        return {
          channels: Object.fromEntries(
            channels.map((channel) => [channel, channelInfo(channel, requested, counts)]),
          ),
        };
      },
    );

    api.post<{ Params: Static<typeof AppParams>; Body: Static<typeof BatchBody> }>(
      "/apps/:appId/batch_events",
      {
        config: routeConfig,
        schema: {
          ...pusherOperation(
            "triggerLiveEventBatch",
            "Send up to ten events at once",
            "Sends each event of the batch to its channel, all or none: every event is checked before any is sent.",
            BatchOut,
          ),
          params: AppParams,
          body: BatchBody,
        },
      },
      async (request) => {
        const { batch } = request.body;
        // All or nothing: every event is checked before any is sent.
        const requested = batch.map((event, index) => {
          if (Buffer.byteLength(event.data) > MAX_EVENT_DATA_BYTES)
            throw new HttpError(
              413,
              "live.api.dataTooLarge",
              {},
              { [`batch.${index}.data`]: "live.api.dataTooLarge" },
            );
          const wanted = attributes(event.info);
          checkAttributes(wanted, ["subscription_count", "user_count"], `batch.${index}.info`);
          if (wanted.has("user_count")) refuseUserCount(event.channel, `batch.${index}.info`);
          return wanted;
        });
        for (const event of batch) {
          await send({
            channel: event.channel,
            event: event.name,
            data: event.data,
            exceptSocketId: event.socket_id,
          });
        }
        if (!requested.some((wanted) => wanted.size)) return {};
        const counts = await occupancy();
        return { batch: batch.map((event, index) => channelInfo(event.channel, requested[index], counts)) };
      },
    );

    api.get<{ Params: Static<typeof AppParams> }>(
      "/apps/:appId/channels",
      {
        config: routeConfig,
        schema: {
          ...pusherOperation(
            "listLiveChannels",
            "List the occupied channels",
            "The channels with at least one subscriber, optionally only those starting with `filter_by_prefix`.",
            ChannelsOut,
            { ...InfoQuery, filter_by_prefix: Type.Optional(Type.String({ maxLength: 164 })) },
          ),
          params: AppParams,
        },
      },
      async (request) => {
        const { filter_by_prefix: prefix = "", info } = signedRequest(request).query;
        const requested = attributes(info);
        checkAttributes(requested, ["user_count"], "info");
        if (requested.has("user_count")) refuseUserCount(prefix, "filter_by_prefix");
        const counts = await occupancy();
        const channels = [...counts.keys()].filter((channel) => channel.startsWith(prefix)).sort();
        return {
          channels: Object.fromEntries(
            channels.map((channel) => [channel, channelInfo(channel, requested, counts)]),
          ),
        };
      },
    );

    api.get<{ Params: Static<typeof ChannelParams> }>(
      "/apps/:appId/channels/:name",
      {
        config: routeConfig,
        schema: {
          ...pusherOperation(
            "getLiveChannel",
            "Read one channel",
            "Whether the channel has subscribers, and with `info=subscription_count` how many.",
            ChannelOut,
            InfoQuery,
          ),
          params: ChannelParams,
        },
      },
      async (request) => {
        const { name } = request.params;
        const requested = attributes(signedRequest(request).query.info);
        checkAttributes(requested, ["subscription_count", "user_count"], "info");
        if (requested.has("user_count")) refuseUserCount(name, "info");
        const counts = await occupancy();
        return { occupied: (counts.get(name) ?? 0) > 0, ...channelInfo(name, requested, counts) };
      },
    );

    api.get<{ Params: Static<typeof ChannelParams> }>(
      "/apps/:appId/channels/:name/users",
      {
        config: routeConfig,
        schema: {
          ...pusherOperation(
            "listLiveChannelUsers",
            "List a presence channel's users",
            "Presence channels are not offered by this server (README): the answer is always an empty list; any other channel is refused with 422.",
            UsersOut,
          ),
          params: ChannelParams,
        },
      },
      async (request) => {
        if (!isPresence(request.params.name)) throw validationFailed({ name: "live.api.usersPresenceOnly" });
        // Presence subscriptions are refused by this server: a presence channel never has members.
        return { users: [] };
      },
    );
  });
}

/**
 * Every other /apps/ address answers a JSON 404, never the dashboard's page (history-mode fallback); so does the
 * websocket's /app/{key} when an external Pusher serves the live events instead of this server (`websocket`).
 */
export function refuseUnknownAppsPaths(app: FastifyInstance, websocket = true): void {
  for (const url of ["/apps", "/apps/*", ...(websocket ? [] : ["/app", "/app/*"])]) {
    app.all(url, { config: { access: { scope: "public" } }, schema: { hide: true } }, async () => {
      throw new HttpError(404, "errors.routeNotFound");
    });
  }
}
