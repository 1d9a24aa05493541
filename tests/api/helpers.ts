import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp, type BuildOptions } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import { seedDemo } from "../../server/db/seed";
import { mediaStorage } from "../../server/media/storage";

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A fresh application per test file: an in-memory SQLite database, or, when DATABASE_URL names PostgreSQL,
 * a new database created for this file and dropped afterwards. The demo is seeded unless `seed: false`; `resources`
 * serves a resource the test declares beside the registry's (its table is the test's to make).
 */
export async function buildTestApp(
  options: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    resources?: BuildOptions["resources"];
    webhooks?: BuildOptions["webhooks"];
    calendars?: BuildOptions["calendars"];
  } = {},
): Promise<TestApp> {
  const { url: databaseUrl, drop: dropDatabase } = await freshDatabase();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "menu-media-"));
  const config = loadConfig({
    databaseUrl,
    mediaDir,
    logLevel: "silent",
    seedDemo: false,
    nodeEnv: "test",
    distDir: path.join(mediaDir, "no-dist"),
    // With REDIS_URL set, counters live in Redis: each test app counts apart from the other files and runs.
    rateLimitNamespace: `rl-test-${randomBytes(6).toString("hex")}-`,
    ...options.config,
  });
  const app = await buildApp(config, {
    seed: false,
    resources: options.resources,
    webhooks: options.webhooks,
    calendars: options.calendars,
  });
  await app.ready();
  if (options.seed ?? true) await seedDemo(app.db, { storage: mediaStorage(app.config) });
  return {
    app,
    close: async () => {
      await app.close();
      await dropDatabase();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own: on PostgreSQL (DATABASE_URL) a new one beside the named one, dropped by `drop`; else
 * SQLite, in memory, or in `sqliteFile` when a test opens it again (a restart).
 */
export async function freshDatabase(
  options: { sqliteFile?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl?.startsWith("postgres"))
    return {
      url: options.sqliteFile ? `sqlite:${options.sqliteFile}` : "sqlite::memory:",
      drop: async () => {},
    };
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const DEMO = {
  owner: { email: "owner@example.com", password: "owner1234" },
  staff: { email: "staff@example.com", password: "staff1234" },
  other: { email: "other@example.com", password: "other1234" },
} as const;

export async function login(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { ...who, dashboard: true },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/** app.inject with the bearer token and the dashboard's fixed headers. */
export function injectAs(
  app: FastifyInstance,
  token: string,
  options: InjectOptions & { locale?: "en" | "ar" },
) {
  const { locale = "en", headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { authorization: `Bearer ${token}`, "app-name": "dashboard", system: "web", locale, ...headers },
  });
}

/** The signed-in user's businesses, by type, as users/info gives them. */
export async function userBusinesses(app: FastifyInstance, token: string) {
  const info = (await injectAs(app, token, { method: "GET", url: "/api/users/info" })).json().data;
  return info.business as {
    id: number;
    type: string;
    is_owner: boolean;
    branches: { id: number; slug: string }[];
    menus: { id: number }[];
  }[];
}

/** Lowers the lists' count cap (server/db/capped-count.ts) so a few rows reach it; returns what puts it back. */
export function lowerCountCap(cap: number): () => void {
  const previous = process.env.LIST_COUNT_CAP;
  process.env.LIST_COUNT_CAP = String(cap);
  return () => {
    if (previous === undefined) delete process.env.LIST_COUNT_CAP;
    else process.env.LIST_COUNT_CAP = previous;
  };
}
