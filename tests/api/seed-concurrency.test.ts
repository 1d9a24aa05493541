import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { DEMO, login } from "./helpers";

// Two instances started together on one empty database (a deployment's first start): both come up, the demo is
// seeded exactly once.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "menu-seed-"));
const baseUrl = process.env.DATABASE_URL;
const dbName = `test_seed_${randomBytes(5).toString("hex")}`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function sharedDatabaseUrl(): Promise<string> {
  await admin(`create database ${dbName}`);
  const url = new URL(baseUrl ?? "");
  url.pathname = `/${dbName}`;
  return url.toString();
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  if (apps.length) await admin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

// Several instances share a database only on PostgreSQL (DESIGN §9); a SQLite file belongs to one process.
describe.runIf(baseUrl?.startsWith("postgres"))("first start of several instances", () => {
  it("seeds the demo once while two instances start together", async () => {
    const databaseUrl = await sharedDatabaseUrl();
    const start = async () => {
      const app = await buildApp(
        loadConfig({
          databaseUrl,
          mediaDir: path.join(dir, "media"),
          logLevel: "silent",
          nodeEnv: "test",
          distDir: path.join(dir, "no-dist"),
          rateLimitNamespace: `rl-seed-${randomBytes(4).toString("hex")}-`,
        }),
        { seed: true },
      );
      apps.push(app);
      await app.ready();
      return app;
    };
    const [first, second] = await Promise.all([start(), start()]);
    const owners = await first.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO.owner.email)
      .execute();
    expect(owners).toHaveLength(1);
    const businesses = await second.db.selectFrom("businesses").select("id").execute();
    expect(businesses).toHaveLength(3);
    expect(await login(second, DEMO.owner)).toMatch(/\w+/);
  }, 180_000);
});
