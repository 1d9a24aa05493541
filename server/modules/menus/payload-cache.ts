import { promisify } from "node:util";
import zlib from "node:zlib";

// Ready menu bodies (DESIGN §9): menus are read far more often than written, so each version's JSON is serialized
// and compressed once, then sent as is. Entries are keyed by version and only ever dropped, never patched: an
// instance that loses them (restart, eviction) rebuilds from the database.

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export interface ReadyBody {
  /** The entity tag of this body, without quotes or encoding (see etagOf). */
  tag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Gzip at its default level; brotli at 5, which is about as small as gzip -9 at a fraction of brotli 11's time. */
export async function compressBody(tag: string, json: string): Promise<ReadyBody> {
  const identity = Buffer.from(json);
  const [gz, br] = await Promise.all([
    gzip(identity),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { tag, identity, gzip: gz, br };
}

const sizeOf = (body: ReadyBody) => body.identity.length + body.gzip.length + body.br.length;

/**
 * Least recently used bodies go first once the byte budget is spent. Concurrent misses of one key share one build,
 * so a burst of readers after a write loads the menu once.
 */
export class BodyCache {
  private readonly entries = new Map<string, ReadyBody>();
  private readonly building = new Map<string, Promise<ReadyBody>>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(key: string, build: () => Promise<ReadyBody>): Promise<ReadyBody> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let pending = this.building.get(key);
    if (!pending) {
      pending = build()
        .then((body) => {
          this.put(key, body);
          return body;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  private put(key: string, body: ReadyBody) {
    const size = sizeOf(body);
    if (size > this.budget) return;
    this.entries.set(key, body);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(old);
    }
  }
}

/** The best encoding the client accepts (Accept-Encoding with q-values; q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** A strong entity tag per representation: each encoding of one version has its own (RFC 9110 §8.8.3). */
export const etagOf = (tag: string, encoding: Encoding) =>
  `"${tag}${encoding === "identity" ? "" : `-${encoding}`}"`;

/**
 * Whether If-None-Match names any representation of this version (or `*`), compared weakly as RFC 9110 asks for
 * GET: a client holding the gzip body of the version it would be sent has it already, whatever it asks for now.
 */
export function matchesEtag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const current = new Set((["identity", "gzip", "br"] as const).map((e) => etagOf(tag, e)));
  return header.split(",").some((entry) => {
    const t = entry.trim().replace(/^W\//, "");
    return t === "*" || current.has(t);
  });
}
