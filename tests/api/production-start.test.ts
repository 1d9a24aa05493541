import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { DEMO } from "./helpers";

// A production start must never come up with the demo's published logins, and must say plainly when it starts on
// an empty database or on a SQLite file that was not there (a volume that did not mount). The API docs are a
// setting, off in production. A PostgreSQL server that does not answer is waited for, then named in one line.

const started: { app: FastifyInstance; dir: string }[] = [];

/** A start as `npm start` would make it with this environment, on a new SQLite file; its log lines kept. */
async function start(environment: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "menu-prod-start-"));
  const lines: { level: number; msg: string }[] = [];
  const config = loadConfig(
    {},
    {
      DATABASE_URL: `sqlite:${path.join(dir, "volume", "app.sqlite")}`,
      MEDIA_DIR: path.join(dir, "media"),
      DIST_DIR: path.join(dir, "no-dist"),
      LOG_LEVEL: "info",
      RATE_LIMIT_NAMESPACE: `rl-prod-${path.basename(dir)}-`,
      ...environment,
    },
  );
  const app = await buildApp(config, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  await app.ready();
  started.push({ app, dir });
  // The warnings about the data (a start without a built dashboard also warns, about that).
  const warnings = () =>
    lines
      .filter((l) => l.level === 40 && /database/i.test(l.msg) && !/dashboard/.test(l.msg))
      .map((l) => l.msg);
  return { app, config, lines, warnings };
}

const signIn = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { ...DEMO.owner, dashboard: true } });

afterEach(async () => {
  for (const { app, dir } of started.splice(0)) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("a production start", () => {
  it("does not seed the demo unless SEED_DEMO=true: the published owner login is refused", async () => {
    const { app, config } = await start({ NODE_ENV: "production" });
    expect(config.seedDemo).toBe(false);
    const refused = await signIn(app);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().token).toBeUndefined();
    expect(await app.db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("says once that the database is empty, and that the SQLite file was created", async () => {
    const { warnings } = await start({ NODE_ENV: "production" });
    const said = warnings();
    expect(said.filter((m) => m.includes("The database is empty"))).toHaveLength(1);
    expect(said.find((m) => m.includes("The database is empty"))).toContain("SEED_DEMO=true");
    expect(said.filter((m) => m.includes("did not exist and was created empty"))).toHaveLength(1);
  });

  it("seeds the demo when SEED_DEMO=true is set explicitly", async () => {
    const { app, warnings } = await start({ NODE_ENV: "production", SEED_DEMO: "true" });
    expect((await signIn(app)).statusCode).toBe(200);
    expect(warnings().some((m) => m.includes("The database is empty"))).toBe(false);
  });

  it("does not serve the API docs unless API_DOCS=true", async () => {
    const closed = await start({ NODE_ENV: "production" });
    for (const url of ["/api/docs", "/api/docs/json"])
      expect((await closed.app.inject({ url })).statusCode, url).toBe(404);
    // The document itself is still built: the generated suites and the apps' contract read it.
    expect(Object.keys((closed.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(50);
    const open = await start({ NODE_ENV: "production", API_DOCS: "true" });
    expect((await open.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
  });
});

describe("outside production nothing changes", () => {
  it("seeds the demo and serves the docs by default, and says nothing about a new file", async () => {
    const { app, warnings } = await start({ NODE_ENV: "development" });
    expect((await signIn(app)).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    expect(warnings()).toEqual([]);
  });

  it("still turns the demo off with SEED_DEMO=false", () => {
    expect(loadConfig({}, { SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({}, {}).seedDemo).toBe(true);
  });
});

describe("a PostgreSQL server that does not answer", () => {
  it("is tried again for DATABASE_WAIT_SECONDS, then the start fails with one line naming it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        // Port 9 (discard) on loopback: nothing listens there, every try is refused.
        DATABASE_URL: "postgres://postgres@127.0.0.1:9/nowhere",
        DATABASE_WAIT_SECONDS: "2",
        REDIS_URL: "",
        LOG_LEVEL: "warn",
        PORT: "39999",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    const errorLines = stderr.trim().split("\n");
    expect(errorLines).toEqual([
      expect.stringMatching(
        /^Menu Dashboard could not start: PostgreSQL at 127\.0\.0\.1:9\/nowhere did not answer within 2 s \(\d+ tries, last: ECONNREFUSED\)$/,
      ),
    ]);
    // One warning that it is trying again, not one per try.
    expect(stdout.match(/is not answering/g)).toHaveLength(1);
  }, 120_000); // Generous: the server starts from its sources (tsx), which takes long on a busy machine.
});
