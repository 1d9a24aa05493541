import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

// Servers under test run in their own process, so the load generator never shares their event loop.

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface Running {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first 200 of `readyPath`. */
  firstOk: number;
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${command} ${args.join(" ")} exited before answering`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`${command} did not answer in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const firstOk = performance.now() - started;
  return {
    child,
    url,
    firstOk,
    rssMb: () =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
