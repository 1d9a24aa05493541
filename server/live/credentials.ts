import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import { nowIso } from "../db/dialect";
import type { DB } from "../db/schema/index";

/** Key and secret that sign private-channel subscriptions (Pusher protocol). */
export interface LiveCredentials {
  key: string;
  secret: string;
}

/** Secrets that were ever written in this product's source or docs, or are common placeholders: never in production. */
const KNOWN_SECRETS = new Set([
  "menu-dashboard-local-secret",
  "live-test-secret",
  "secret",
  "changeme",
  "change-me",
]);
/** A generated secret is 32 random bytes (64 hex characters); an explicit one must be at least this long. */
export const MIN_LIVE_SECRET_LENGTH = 32;
const BUILT_IN = "built-in";

/** Why an explicitly configured secret is unsafe, or undefined when it is acceptable. */
export function weakSecretReason(secret: string): string | undefined {
  if (KNOWN_SECRETS.has(secret.trim().toLowerCase())) return "it is a published default";
  if (secret.length < MIN_LIVE_SECRET_LENGTH)
    return `it is shorter than ${MIN_LIVE_SECRET_LENGTH} characters`;
  if (new Set(secret).size < 8) return "it repeats too few characters";
  return undefined;
}

/**
 * The live server must never sign with a secret anyone can read: in production an explicit LIVE_SECRET that is
 * a known default or weak stops the start; elsewhere it is only a warning (tests and demos may use one).
 */
export function checkExplicitSecret(config: AppConfig, log: FastifyBaseLogger): void {
  const secret = config.livePusherSecret;
  if (secret === undefined || config.pusher) return;
  const reason = weakSecretReason(secret);
  if (!reason) return;
  const advice = `LIVE_SECRET is unsafe (${reason}): unset it to have a random one generated, or set a random value of at least ${MIN_LIVE_SECRET_LENGTH} characters`;
  if (config.nodeEnv === "production") throw new Error(advice);
  log.warn(advice);
}

/** The table of migration 2026_11_03_900 (typed here: only this file reads it). */
interface LiveCredentialsTable {
  name: string;
  app_key: string;
  secret: string;
  created_at: string;
}

/**
 * The built-in server's credentials: LIVE_KEY / LIVE_SECRET when set, else the pair kept in the database,
 * generated on the first start. Several instances starting together all insert-if-absent and then read the one
 * row that won, so every instance of a deployment (same database) ends up with the same pair.
 */
export async function builtInCredentials(db: Kysely<DB>, config: AppConfig): Promise<LiveCredentials> {
  if (config.livePusherKey !== undefined && config.livePusherSecret !== undefined) {
    return { key: config.livePusherKey, secret: config.livePusherSecret };
  }
  const live = db.withTables<{ live_credentials: LiveCredentialsTable }>();
  await live
    .insertInto("live_credentials")
    .values({
      name: BUILT_IN,
      app_key: randomBytes(10).toString("hex"),
      secret: randomBytes(32).toString("hex"),
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const stored = await live
    .selectFrom("live_credentials")
    .select(["app_key", "secret"])
    .where("name", "=", BUILT_IN)
    .executeTakeFirstOrThrow();
  return { key: config.livePusherKey ?? stored.app_key, secret: config.livePusherSecret ?? stored.secret };
}
