import path from "node:path";
import { benchDatabase } from "./data";
import { startServer, type Running } from "./processes";
import { apiServer } from "./servers";

// Cold start: process spawn to the first 200, and resident memory 2 s later, idle, on an already migrated
// database; beside bare Fastify with one route. Median of three starts each.

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function starts(times: number, start: () => Promise<Running>) {
  const first: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < times; i++) {
    const server = await start();
    first.push(server.firstOk);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rss.push(server.rssMb());
    await server.stop();
  }
  return { first: median(first), rss: median(rss) };
}

export async function benchStart() {
  const bench = await benchDatabase("start");
  try {
    const env = {
      DATABASE_URL: bench.url,
      MEDIA_DIR: path.join(bench.dir, "media"),
      DIST_DIR: path.join(bench.dir, "no-dist"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    };
    const ready = "/data/options.json";
    const api = await starts(3, () => apiServer(bench));
    const bare = await starts(3, () => startServer("node", ["bench/bare-start.mjs"], {}, ready));
    const tsx = await starts(1, () =>
      startServer("node", ["--import", "tsx", "server/index.ts"], env, ready),
    );
    const row = (label: string, r: { first: number; rss: number }) =>
      `  ${label.padEnd(34)} first 200 after ${r.first.toFixed(0).padStart(5)} ms, idle ${r.rss.toFixed(0)} MB`;
    console.log(`Cold start to first 200 (${bench.dialect}, migrated database)`);
    console.log(row("API (as npm start runs it)", api));
    console.log(row("baseline (bare Fastify)", bare));
    console.log(row("before: tsx server/index.ts", tsx));
    console.log(
      `  ratio ${(api.first / bare.first).toFixed(1)}x the bare start, ${(api.rss / bare.rss).toFixed(1)}x its memory`,
    );
  } finally {
    await bench.close();
  }
}
