// Builds the API server once into dist-server/index.js, so `npm start` runs it with plain node instead of
// transpiling every file on each start. Packages stay external: they load from node_modules as installed.
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { importGlobPlugin } from "./import-glob.mjs";

export const SERVER_OUT = "dist-server/index.js";

/** The bundle's options; `npm run dev` watches the same build into another file. */
export const serverBuildOptions = (outfile = SERVER_OUT) => ({
  entryPoints: ["server/index.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The registry's and the migrations' file lists (scripts/import-glob.mjs).
  plugins: [importGlobPlugin()],
});

export async function buildServer() {
  await esbuild.build(serverBuildOptions());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
