import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// The servers the bundle bench talks to: the real API server (its own port and fresh database, seeded with the
// demo on first start, as the browser tests do) and a bare static server for the baseline app.

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the server exited before answering");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** How to run the server: node's arguments (default: the sources through tsx) and settings added to the defaults. */
export interface ProductServerOptions {
  nodeArgs?: string[];
  env?: Record<string, string>;
}

/**
 * The API server serving `distDir`, on a free port with a throwaway data folder seeded with the demo. By default
 * from its sources; the built-server API test runs the bundle `npm start` runs.
 */
export async function startProductServer(
  distDir: string,
  options: ProductServerOptions = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bundle-"));
  const port = await freePort();
  const nodeArgs = options.nodeArgs ?? ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, nodeArgs, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${dataDir}/app.sqlite`,
      MEDIA_DIR: path.join(dataDir, "media"),
      DIST_DIR: distDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // The bench signs in once per measured page from one address.
      AUTH_RATE_LIMIT: "1000",
      ...options.env,
    },
  });
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) child.kill("SIGTERM");
    await gone;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/api/business-types`, 180_000, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/** Serves a built app folder as it is (no compression, no cache headers), with history fallback to index.html. */
export async function startStaticServer(root: string): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    const wanted = path.join(root, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file =
      wanted.startsWith(root) && fs.existsSync(wanted) && fs.statSync(wanted).isFile() ? wanted : null;
    const served = file ?? path.join(root, "index.html");
    response.writeHead(200, { "content-type": TYPES[path.extname(served)] ?? "application/octet-stream" });
    fs.createReadStream(served).pipe(response);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
