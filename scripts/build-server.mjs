// Builds the API server once into dist-server/index.js, so `npm start` runs it with plain node instead of
// transpiling every file on each start. The plain-JavaScript packages are bundled in: loading them file by file
// from node_modules (fastify, kysely, ajv, typebox, ... several hundred modules) was about 30 % of the process's
// CPU time before its first answer. Packages stay external where bundling would break them or gain nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

export const SERVER_OUT = "dist-server/index.js";

/**
 * Loaded from node_modules as installed: native addons (better-sqlite3, sharp, argon2), packages that read their
 * own files or start workers by path (pino's transports, swagger-ui's page, @fastify/static), and those the server
 * only loads on first use (PostgreSQL, Redis, mail, QR codes, S3, the Pusher HTTP client).
 */
const EXTERNAL = [
  "better-sqlite3",
  "sharp",
  "@node-rs/argon2",
  "pino",
  "pino-pretty",
  "thread-stream",
  "@fastify/swagger-ui",
  "@fastify/static",
  "pg",
  "pg-native",
  "ioredis",
  "nodemailer",
  "qrcode",
  "pusher",
  "@aws-sdk/*",
  "@smithy/*",
];

/** The bundle's options; `npm run dev` watches the same build into another file. */
export const serverBuildOptions = (outfile = SERVER_OUT) => ({
  entryPoints: ["server/index.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: EXTERNAL,
  // Whitespace and syntax only, names kept: a smaller source for V8 to hold and parse (idle memory 128 → 112 MB
  // against the unminified bundle), with stack traces that still name their functions.
  minifyWhitespace: true,
  minifySyntax: true,
  // Bundled CommonJS packages call require(): give the ES module bundle one.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  sourcemap: true,
  logLevel: "warning",
});

export async function buildServer() {
  await esbuild.build(serverBuildOptions());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
