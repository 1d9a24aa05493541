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
    app.get(url, options, async (request, reply) => {
      const links = preloadsOf(request.url);
      if (links) reply.header("link", links);
      return sendPage(request, reply, page(), "accept-encoding");
    });
  return true;
}

/** A slug as it stands in the address (percent-encoded): nothing that could break out of a Link header. */
const SLUG_IN_PATH = /^[\w.~%-]{1,300}$/;

/**
 * The API answers a page starts with, as preload links (a header the browser reads before the page's script has
 * even arrived): the branch, and the menu for the menu and the checkout. On a 4G phone this saves the round trips
 * between the script's arrival and its first requests (bench/storefront.ts).
 */
export function preloadsOf(url: string): string | undefined {
  const [slug, kind] = url
    .split(/[?#]/)[0]
    .slice(CUSTOMER_PAGES_PATH.length + 1)
    .split("/");
  if (!slug || !SLUG_IN_PATH.test(slug)) return undefined;
  const branch = `/api/public/branches/${slug}`;
  const links = [branch];
  if (kind === undefined || kind === "" || kind === "t" || kind === "checkout") links.push(`${branch}/menu`);
  return links.map((link) => `<${link}>; rel=preload; as=fetch; crossorigin=anonymous`).join(", ");
}
