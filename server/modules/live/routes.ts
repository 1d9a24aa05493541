import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { forbidden } from "../../errors";
import { ErrorBody } from "../../http/schemas";
import { liveClientConfig, liveCredentials } from "../../live";
import { channelAuth } from "../../live/signature";
import { loadAccess } from "../../plugins/tenancy";

const PusherAuthBody = Type.Object({
  socket_id: Type.String({ pattern: "^\\d{1,20}\\.\\d{1,20}$" }),
  channel_name: Type.String({ minLength: 1, maxLength: 164 }),
});
const BRANCH_CHANNEL = /^private-business\.(\d+)\.branch\.(\d+)$/;

/** Live-channel authorization for pusher-js (SPEC §4, §7 Live) and the connection settings for the dashboard. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // pusher-js posts its authorization request form-encoded; this parser serves only this plugin's routes.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post("/pusher/auth", {
    schema: {
      tags: ["Live"],
      body: PusherAuthBody,
      response: { 200: Type.Object({ auth: Type.String() }), 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
    },
  }, async (request) => {
    const { socket_id: socketId, channel_name: channel } = request.body;
    const match = BRANCH_CHANNEL.exec(channel);
    if (!match) throw forbidden();
    const [businessId, branchId] = [Number(match[1]), Number(match[2])];
    const access = await loadAccess(request);
    const business = access.business.find((b) => b.id === businessId);
    if (!business?.branches.some((b) => b.id === branchId)) throw forbidden();
    const { key, secret } = liveCredentials(app.config);
    return { auth: channelAuth(key, secret, socketId, channel) };
  });

  app.get("/live/config", {
    config: { public: true },
    schema: {
      tags: ["Live"],
      response: {
        200: Type.Object({ key: Type.String(), wsHost: Type.String(), wsPort: Type.Integer(), forceTLS: Type.Boolean(), enabled: Type.Boolean() }),
      },
    },
  }, async () => liveClientConfig(app.config));
};

export default liveRoutes;
