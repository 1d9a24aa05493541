import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loadMenuEditor } from "./editor";
import { BodyCache, compressBody, etagOf, matchesEtag, pickEncoding, type ReadyBody } from "./payload-cache";
import { notFound } from "../../errors";
import type { MenuStamp } from "./versions";

// GET menu/{menuId} from a ready body per menu version, with ETag/304 and gzip or brotli (DESIGN §9).
// The body depends on the menu alone: not on the caller (permission is checked before, and every reader sees the
// same menu) nor on the locale header (both languages are in it). So the key is (menu, its version).

/** Raised when the menu's JSON changes shape, so clients holding a tag of the old shape load the new one. */
const FORMAT = "menu-editor-2";
/** Memory for ready bodies per instance (MENU_CACHE_MB, default 64): a 2,000-item menu takes about 3.3 MB. */
const budget = () =>
  (Number(process.env.MENU_CACHE_MB) > 0 ? Number(process.env.MENU_CACHE_MB) : 64) * 1024 * 1024;

/**
 * The tag of a menu version. The menu's creation time is in it, so a recreated database, whose versions start again
 * from 0, never answers 304 to a tag of another database's menu.
 */
export const menuTag = (menuId: number, stamp: MenuStamp) =>
  createHash("sha256")
    .update(`${FORMAT}|${menuId}|${stamp.createdAt}|${stamp.version}`)
    .digest("base64url")
    .slice(0, 22);

type Serialize = (payload: { data: unknown }) => string;

export function readyMenus(app: FastifyInstance) {
  // One cache per app instance: tests build several apps over different databases in one process.
  const cache = new BodyCache(budget());

  /**
   * Loads the menu in one snapshot (repeatable read on PostgreSQL; on SQLite the transaction holds the only
   * connection), so a body never mixes rows from before and after a write. The stamp was read before: the body is
   * of that version or newer, and a newer one is only ever sent with the old tag while the old version is current.
   */
  const build = (menuId: number, stamp: MenuStamp, serialize: Serialize) => async (): Promise<ReadyBody> => {
    const begin = app.db.transaction();
    const trx = app.dialect === "postgres" ? begin.setIsolationLevel("repeatable read") : begin;
    const menu = await trx.execute((db) => loadMenuEditor(db, menuId));
    if (!menu) throw notFound();
    return compressBody(menuTag(menuId, stamp), serialize({ data: menu }));
  };

  /** Answers 304, or the ready body of the stamp's version in the best encoding the client takes. */
  return async function sendMenu(
    request: FastifyRequest,
    reply: FastifyReply,
    menuId: number,
    stamp: MenuStamp,
  ) {
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    const tag = menuTag(menuId, stamp);
    reply.header("vary", "Accept-Encoding").header("cache-control", "private, no-cache");
    if (matchesEtag(request.headers["if-none-match"], tag)) {
      return reply.code(304).header("etag", etagOf(tag, encoding)).send();
    }
    // The route's own response schema serializes, so the cached JSON is exactly what the route would send.
    const serialize: Serialize = (payload) => reply.serializeInput(payload, "200") as string;
    const body = await cache.get(
      `${menuId}|${stamp.createdAt}|${stamp.version}`,
      build(menuId, stamp, serialize),
    );
    reply
      .header("etag", etagOf(body.tag, encoding))
      .header("content-type", "application/json; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body[encoding]);
  };
}
