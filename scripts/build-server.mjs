// Builds the API server once into dist-server/index.js, so `npm start` runs it with plain node instead of
// transpiling every file on each start. Packages stay external: they load from node_modules as installed.
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

export const SERVER_OUT = "dist-server/index.js";

export async function buildServer() {
  await esbuild.build({
    entryPoints: ["server/index.ts"],
    outfile: SERVER_OUT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
