import path from "node:path";
import type { BenchDatabase } from "./data";
import { npmStartServer } from "./npm-start";
import { startServer } from "./processes";

// The servers the load rows compare: the real API as `npm start` runs it (node dist-server/index.js, built first,
// with the start script's node flags), and a bare Fastify baseline.

export const apiServer = (bench: BenchDatabase, env: Record<string, string> = {}) =>
  startServer(
    npmStartServer().command,
    npmStartServer().args,
    {
      DATABASE_URL: bench.url,
      MEDIA_DIR: path.join(bench.dir, "media"),
      DIST_DIR: path.join(bench.dir, "no-dist"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    "/data/options.json",
  );

export const bareServer = (args: string[]) =>
  startServer("node", ["--import", "tsx", "bench/bare-server.ts", ...args], {}, "/");
