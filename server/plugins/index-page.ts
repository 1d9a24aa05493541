import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { localeOfCookies } from "../../src/domain/localeCookie";

/**
 * The dashboard's index.html, kept in memory with its gzip and brotli forms and an ETag. It names the hashed
 * assets of one build, so it is never cached without asking (`no-cache`): a revisit costs a 304, and a new build
 * reaches users on their next load. A rebuild under a running server (its old assets are gone) is noticed by the
 * file's modification time, one stat per page request, so the page never names deleted assets.
 * A reader whose language cookie says Arabic gets the build's index.ar.html instead (scripts/locale-index-plugin.ts):
 * right-to-left at once, with the Arabic catalogue preloaded.
 */
export interface IndexPage {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** Picks br, then gzip, from an Accept-Encoding header (q=0 refuses). */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | undefined {
  const offered = new Map(
    (header ?? "").split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const accepts = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return undefined;
}

export interface Ready {
  stamp: number;
  body: Buffer;
  etag: string;
  encoded: Record<"br" | "gzip", Buffer>;
}

function readPage(file: string): Ready {
  const stamp = fs.statSync(file).mtimeMs;
  const body = fs.readFileSync(file);
  return {
    stamp,
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    encoded: {
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    },
  };
}

/** One page file, read again when a rebuild has changed it. */
export function watchedPage(file: string): () => Ready {
  let ready = readPage(file);
  return () => {
    try {
      if (fs.statSync(file).mtimeMs !== ready.stamp) ready = readPage(file);
    } catch {
      // Mid-rebuild the file may be missing for a moment: keep the last page.
    }
    return ready;
  };
}

export function loadIndexPage(file: string): IndexPage {
  const english = watchedPage(file);
  const arabicFile = path.join(path.dirname(file), "index.ar.html");
  // A build without it (an older one) answers everyone with index.html, as before.
  const arabic = fs.existsSync(arabicFile) ? watchedPage(arabicFile) : undefined;
  return {
    send(request, reply) {
      const wantsArabic = localeOfCookies(request.headers.cookie) === "ar";
      return sendPage(
        request,
        reply,
        (wantsArabic && arabic ? arabic : english)(),
        "accept-encoding, cookie",
      );
    },
  };
}

/** Answers a ready page: 304 when the browser's copy is current, else the encoding it accepts best. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Ready, vary: string) {
  const { body, etag, encoded } = page;
  reply.header("cache-control", "no-cache").header("etag", etag).header("vary", vary);
  const known = request.headers["if-none-match"];
  if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return reply.code(304).send();
  }
  reply.type("text/html; charset=utf-8");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(body);
  return reply.header("content-encoding", encoding).send(encoded[encoding]);
}
