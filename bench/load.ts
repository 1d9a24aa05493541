import fs from "node:fs";
import autocannon from "autocannon";

// Load with 20 keep-alive connections (autocannon), after a short warm-up that is not counted.

export const CONNECTIONS = 20;
/** Seconds per measured run (BENCH_SECONDS, default 10); the warm-up is a fifth of it. */
export const seconds = () => (Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 10);

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * The server's own CPU time (user + system) per answered request, when its process id is given: unlike req/s it
   * hardly moves when another program takes a core, so two runs on a shared machine compare.
   */
  cpuUsPerRequest?: number;
}

/** CPU time of a process in microseconds, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

const run = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });

export async function load(url: string, headers: Record<string, string> = {}, pid?: number): Promise<Load> {
  await run(url, headers, Math.max(1, Math.round(seconds() / 5)));
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  const result = await run(url, headers, seconds());
  const answered = result.requests.total;
  return {
    cpuUsPerRequest: pid && answered ? (cpuMicros(pid) - cpuBefore) / answered : undefined,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    // 304s are not errors for conditional runs; count everything outside 2xx/3xx.
    non2xx: result["4xx"] + result["5xx"],
  };
}

const pad = (text: string, width: number) => text.padEnd(width);

/** One row: the figure, its baseline and the ratio. */
export function report(what: string, ours: Load, baseline: Load) {
  const ratio = (ours.rps / baseline.rps) * 100;
  const line = (label: string, l: Load) =>
    `${pad(label, 10)} ${l.rps.toFixed(0).padStart(7)} req/s  p50 ${l.p50.toFixed(1).padStart(7)} ms  p99 ${l.p99
      .toFixed(1)
      .padStart(7)} ms${
      l.cpuUsPerRequest === undefined
        ? ""
        : `  server CPU ${l.cpuUsPerRequest.toFixed(0).padStart(5)} µs/request`
    }${l.errors || l.non2xx ? `  (${l.errors} errors, ${l.non2xx} non-2xx)` : ""}`;
  console.log(
    `${what}\n  ${line("API", ours)}\n  ${line("baseline", baseline)}\n  ratio ${ratio.toFixed(0)} %${
      ours.cpuUsPerRequest && baseline.cpuUsPerRequest
        ? ` (server CPU per request: baseline's is ${((baseline.cpuUsPerRequest / ours.cpuUsPerRequest) * 100).toFixed(0)} % of ours)`
        : ""
    }`,
  );
}
