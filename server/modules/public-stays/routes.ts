import type { FastifyPluginAsync } from "fastify";
import readRoutes from "./read-routes";
import writeRoutes from "./write-routes";

/**
 * The chalet side of the public API (issue 46), under /api/public: a chalet business's listings, their free nights,
 * price quotes and stay requests, addressed by a branch's slug; a request's status by its tracking token.
 * Every route is `{ scope: "public" }` (plugins/access.ts) and tagged Public in the OpenAPI document.
 */
const publicStaysRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes);
  await app.register(writeRoutes);
};

export default publicStaysRoutes;
