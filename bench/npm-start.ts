import fs from "node:fs";

/**
 * The command `npm start` runs the built server with (the last step of the start script, e.g.
 * `node --max-semi-space-size=8 dist-server/index.js`), so the bench measures the server with the same flags.
 */
export function npmStartServer(): { command: string; args: string[] } {
  const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts;
  const last = scripts.start.split("&&").at(-1)!.trim().split(/\s+/);
  // BENCH_NODE_ARGS adds node flags for a profiling run, e.g. "--cpu-prof --cpu-prof-dir=prof".
  const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  return { command: last[0], args: [...last.slice(1, -1), ...extra, last.at(-1)!] };
}
