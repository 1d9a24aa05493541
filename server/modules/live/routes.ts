import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { forbidden } from "../../errors";
import { ErrorBody } from "../../http/schemas";
import { can } from "../../../src/domain/permissions";
import { liveClientConfig } from "../../live";
import { channelAuth } from "../../live/signature";
import { loadAccess } from "../../plugins/tenancy";
import { CHANNEL_AREAS } from "../../../src/domain/liveChannelAreas";

const PusherAuthBody = Type.Object({
  socket_id: Type.String({ pattern: "^\\d{1,20}\\.\\d{1,20}$" }),
  channel_name: Type.String({ minLength: 1, maxLength: 164 }),
});
// The only channel shape the product uses (liveChannelName); ids written without leading zeros, as it writes them.
const BRANCH_CHANNEL = /^private-business\.([1-9]\d{0,9})\.branch\.([1-9]\d{0,9})$/;

/** Live-channel authorization for pusher-js (SPEC §4, §7 Live) and the connection settings for the dashboard. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // pusher-js posts its authorization request form-encoded; this parser serves only this plugin's routes.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    "/pusher/auth",
    {
      // The channel (and so the business and branch) is named inside the body, in Pusher's own form: any signed-in
      // user may ask, and the branch's rule is applied to the channel below.
      config: { access: { scope: "everyone" } },
      schema: {
        tags: ["Live"],
        body: PusherAuthBody,
        response: {
          200: Type.Object({ auth: Type.String() }),
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const { socket_id: socketId, channel_name: channel } = request.body;
      const match = BRANCH_CHANNEL.exec(channel);
      if (!match) throw forbidden();
      const [businessId, branchId] = [Number(match[1]), Number(match[2])];
      const access = await loadAccess(request);
      // The branch must be of that business (can() lets an owner through without asking), then can(), the one
      // access rule: owners always; staff only with an area of the channel's events (orders, reservations) read in
      // that very branch.
      const business = access.business.find((b) => b.id === businessId);
      if (!business?.branches.some((b) => b.id === branchId)) throw forbidden();
      const allowed = CHANNEL_AREAS.some((area) =>
        can(access, { businessId, branchId, area, action: "read" }),
      );
      if (!allowed) throw forbidden();
      const { key, secret } = app.liveCredentials;
      return { auth: channelAuth(key, secret, socketId, channel) };
    },
  );

  app.get(
    "/live/config",
    {
      config: { access: { scope: "public" } },
      schema: {
        tags: ["Live"],
        response: {
          200: Type.Object({
            key: Type.String(),
            wsHost: Type.String(),
            wsPort: Type.Integer(),
            forceTLS: Type.Boolean(),
            enabled: Type.Boolean(),
          }),
        },
      },
    },
    async () => liveClientConfig(app.config, app.liveCredentials.key),
  );
};

export default liveRoutes;
