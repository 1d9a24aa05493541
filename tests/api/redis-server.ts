import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";

/** Whether the machine has a redis-server to start (the outage tests need one of their own to stop). */
export const hasRedisServer = () => spawnSync("redis-server", ["--version"]).status === 0;

export interface LocalRedis {
  url: string;
  /** Kills the server (as a crash would) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it accepts connections. */
  start(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** A Redis server of this test's own, on a free port, without persistence: never the machine's shared one. */
export async function startRedis(): Promise<LocalRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    for (let tries = 0; !(await accepts(port)); tries++) {
      if (tries > 100) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
