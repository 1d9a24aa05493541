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
}

const run = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });

export async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  await run(url, headers, Math.max(1, Math.round(seconds() / 5)));
  const result = await run(url, headers, seconds());
  return {
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
      .padStart(7)} ms${l.errors || l.non2xx ? `  (${l.errors} errors, ${l.non2xx} non-2xx)` : ""}`;
  console.log(
    `${what}\n  ${line("API", ours)}\n  ${line("baseline", baseline)}\n  ratio ${ratio.toFixed(0)} %`,
  );
}
