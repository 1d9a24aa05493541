import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import type { AppConfig } from "../config";
import { HttpError } from "../errors";

/**
 * Uploaded media under /media, the built dashboard at the root with history-mode fallback to index.html,
 * and a JSON 404 for unknown API paths.
 */
export async function registerStatic(app: FastifyInstance, config: AppConfig) {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: "/media/",
    decorateReply: false,
    maxAge: "30d",
    immutable: true,
  });

  const indexFile = path.join(config.distDir, "index.html");
  const hasDashboard = fs.existsSync(indexFile);
  if (hasDashboard) {
    await app.register(fastifyStatic, { root: config.distDir, prefix: "/", wildcard: false, index: false });
  } else {
    app.log.warn("The dashboard is not built (no dist/index.html): run `npm run build`; serving the API only.");
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith("/api/") || url === "/api" || url.startsWith("/media/");
    if (!isApi && request.method === "GET" && hasDashboard) {
      // Hashed assets are immutable; index.html must always be fresh so new builds reach users.
      return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexFile));
    }
    throw new HttpError(404, "errors.routeNotFound");
  });
}
