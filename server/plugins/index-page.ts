import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The dashboard's index.html, read once at start and kept in memory with its gzip and brotli forms and an ETag.
 * It names the hashed assets of one build, so it is never cached without asking (`no-cache`): a revisit costs a
 * 304, and a new build reaches users on their next load. (A new build needs a restart, as the server does.)
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

export function loadIndexPage(file: string): IndexPage {
  const body = fs.readFileSync(file);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const encoded = {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
  return {
    send(request, reply) {
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
