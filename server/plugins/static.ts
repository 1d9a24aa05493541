import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import type { AppConfig } from "../config";
import { HttpError } from "../errors";
import { registerAssetFiles } from "./asset-files";
import { loadIndexPage } from "./index-page";
import { registerStorefrontPage } from "./storefront-page";

/** Where Vite puts the hashed (content-addressed) build output. */
const ASSETS_PREFIX = "/assets/";

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
  const index = fs.existsSync(indexFile) ? loadIndexPage(indexFile) : undefined;
  if (index) {
    // Hashed assets never change under their name: cached for a year without revalidation, and sent as the
    // .br / .gz files the build wrote beside them (vite.config.ts) when the browser accepts those.
    const assetsDir = path.join(config.distDir, "assets");
    if (fs.existsSync(assetsDir)) registerAssetFiles(app, assetsDir, ASSETS_PREFIX);
    // Any other file at the top of the build (icons, robots.txt), revalidated on each use.
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ["assets/**", "index.html", "index.*.html", "storefront.html", "**/*.gz", "**/*.br"],
    });
    // The customer pages under /m answer their own page, never the dashboard's (storefront-page.ts).
    if (!registerStorefrontPage(app, config.distDir))
      app.log.warn("The customer pages are not built (no dist/storefront.html): run `npm run build`.");
  } else {
    app.log.warn(
      "The dashboard is not built (no dist/index.html): run `npm run build`; serving the API only.",
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith("/api/") || url === "/api" || url.startsWith("/media/");
    // A missing asset is a 404, never the page: a script answered with HTML would break the app.
    if (
      !isApi &&
      !url.startsWith(ASSETS_PREFIX) &&
      (request.method === "GET" || request.method === "HEAD") &&
      index
    ) {
      return index.send(request, reply);
    }
    throw new HttpError(404, "errors.routeNotFound");
  });
}
