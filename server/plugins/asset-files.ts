import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors";
import { preferredEncoding } from "./index-page";

// The dashboard's hashed assets (assets/name-HASH.ext), served from memory. A name is its content, so a file
// read once is good for the server's whole life and for the browser's (a year, immutable). Sending one from disk
// (stat, open, stream) cost about 4 ms of the server's time against under 1 ms for an API answer, and a cold
// page asks for 60 to 130 of them at once (bench/: a signed-in /menu start waited about a second for its chunks
// on this 2-core machine while the server and the browser shared the processor).

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
};
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Vite writes a flat folder (names like `ui~Layout~Menu-Cx9.js`): a sub-path, dot-dot or hidden file is not an asset. */
const ASSET_NAME = /^[^/\\.][^/\\]*$/;

interface Asset {
  type: string;
  body: Buffer;
  /** The .br and .gz files the build wrote beside it (vite.config.ts), when it did. */
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

const readIfThere = (file: string) => fs.readFile(file).catch(() => undefined);

async function readAsset(dir: string, name: string): Promise<Asset | undefined> {
  const file = path.join(dir, name);
  const body = await readIfThere(file);
  if (!body) return undefined;
  const [br, gzip] = await Promise.all([readIfThere(`${file}.br`), readIfThere(`${file}.gz`)]);
  return {
    type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
    body,
    encoded: { ...(br && { br }), ...(gzip && { gzip }) },
  };
}

/** Serves `dir` at `prefix` (e.g. "/assets/"); a missing name is the API's JSON 404, never the page. */
export function registerAssetFiles(app: FastifyInstance, dir: string, prefix: string): void {
  // Reads in flight are shared; a missing file is not remembered (a rebuild under the server may add it).
  const assets = new Map<string, Promise<Asset | undefined>>();
  const assetOf = (name: string) => {
    let asset = assets.get(name);
    if (!asset) {
      asset = readAsset(dir, name);
      assets.set(name, asset);
      void asset.then((found) => found || assets.delete(name));
    }
    return asset;
  };

  // Encoded here (the .br/.gz files) or left as built: never compressed again per request.
  app.get(`${prefix}*`, { compress: false, schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const plain = ASSET_NAME.test(name) && !name.includes("..") && !/\.(br|gz)$/.test(name);
    const asset = plain && (await assetOf(name));
    if (!asset) throw new HttpError(404, "errors.routeNotFound");
    reply.header("cache-control", IMMUTABLE).type(asset.type);
    const encodings = Object.keys(asset.encoded);
    if (encodings.length) reply.header("vary", "accept-encoding");
    const wanted = preferredEncoding(request.headers["accept-encoding"]);
    const encoded = wanted && asset.encoded[wanted];
    if (!encoded) return reply.send(asset.body);
    return reply.header("content-encoding", wanted).send(encoded);
  });
}
