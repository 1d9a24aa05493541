import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The dashboard's index.html, kept in memory with its gzip and brotli forms and an ETag. It names the hashed
 * assets of one build, so it is never cached without asking (`no-cache`): a revisit costs a 304, and a new build
 * reaches users on their next load. A rebuild under a running server (its old assets are gone) is noticed by the
 * file's modification time, one stat per page request, so the page never names deleted assets.
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

interface Ready {
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

export function loadIndexPage(file: string): IndexPage {
  let ready = readPage(file);
  const current = (): Ready => {
    try {
      if (fs.statSync(file).mtimeMs !== ready.stamp) ready = readPage(file);
    } catch {
      // Mid-rebuild the file may be missing for a moment: keep the last page.
    }
    return ready;
  };
  return {
    send(request, reply) {
      const { body, etag, encoded } = current();
      reply.header("cache-control", "no-cache").header("etag", etag).header("vary", "accept-encoding");
      const known = request.headers["if-none-match"];
      if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.code(304).send();
      }
      reply.type("text/html; charset=utf-8");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(body);
      return reply.header("content-encoding", encoding).send(encoded[encoding]);
    },
  };
}
