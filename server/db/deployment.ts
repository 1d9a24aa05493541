import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import type { DB } from "./schema/index";

/** The table of migration 2026_11_27_900 (typed here: only this file reads it). */
interface DeploymentTable {
  id: string;
  created_at: string;
}

/** Names this deployment uses on a Redis server that other deployments may share. */
export interface RedisNamespaces {
  /** Live events and write announcements (LIVE_NAMESPACE). */
  live: string;
  /** Prefix of the rate-limit counters (RATE_LIMIT_NAMESPACE). */
  rateLimit: string;
}

/**
 * LIVE_NAMESPACE and RATE_LIMIT_NAMESPACE when set, else derived from the id the database was given when it was
 * created: every instance of a deployment (one database) shares them, another deployment never does, whatever
 * LIVE_KEY they both set.
 */
export async function redisNamespaces(db: Kysely<DB>, config: AppConfig): Promise<RedisNamespaces> {
  const { id } = await db
    .withTables<{ deployment: DeploymentTable }>()
    .selectFrom("deployment")
    .select("id")
    .executeTakeFirstOrThrow();
  return {
    live: config.liveNamespace ?? id,
    rateLimit: config.rateLimitNamespace ?? `menu-dashboard-rl-${id}-`,
  };
}
