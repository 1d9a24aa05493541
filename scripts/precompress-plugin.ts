import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

// Writes `file.gz` and `file.br` beside every compressible build file, once, at the highest levels: the server
// sends them as they are (@fastify/static `preCompressed`), so no request pays for compression.

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

async function compressFile(file: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [gz, br] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // index.html is compressed by the server, which keeps it in memory (server/plugins/index-page.ts).
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && path.basename(file) !== "index.html",
      );
      await Promise.all(files.map(compressFile));
    },
  };
}
