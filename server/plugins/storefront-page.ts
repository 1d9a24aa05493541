import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { CUSTOMER_PAGES_PATH } from "../../src/domain/constants";
import { sendPage, watchedPage } from "./index-page";

/** The customer pages' built page (storefront.html, the build's second entry: vite.config.ts). */
export const STOREFRONT_PAGE = "storefront.html";

/**
 * The customer pages a QR code opens (`/m/{slug}`, `/m/{slug}?t=<table token>`, `/m/{slug}/t/<token>`, an order's
 * tracking page...): every address under CUSTOMER_PAGES_PATH answers the one page, which reads the address itself.
 * The same way as the dashboard's index: kept in memory with its gzip and brotli forms, revalidated by ETag, read
 * again after a rebuild. Its own routes, so the dashboard's history fallback never answers these addresses.
 * Answers false (nothing registered) when the build has no such page.
 */
export function registerStorefrontPage(app: FastifyInstance, distDir: string): boolean {
  const file = path.join(distDir, STOREFRONT_PAGE);
  if (!fs.existsSync(file)) return false;
  const page = watchedPage(file);
  const options = { compress: false, schema: { hide: true } } as const;
  for (const url of [CUSTOMER_PAGES_PATH, `${CUSTOMER_PAGES_PATH}/*`])
    app.get(url, options, async (request, reply) => sendPage(request, reply, page(), "accept-encoding"));
  return true;
}
