import type { Kysely } from "kysely";
import type { DB } from "../schema/index";
import { seedFoundation } from "./foundation";

export interface SeedOptions {
  log?: (message: string) => void;
}

/** Seeds the demo business into an empty database (no users yet); does nothing otherwise. */
export async function seedDemoIfEmpty(db: Kysely<DB>, options: SeedOptions = {}): Promise<boolean> {
  const anyUser = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return false;
  await seedDemo(db);
  options.log?.("Seeded the demo businesses");
  return true;
}

/** The whole demo, in one transaction: each module adds its part after the foundation. */
export async function seedDemo(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedFoundation(trx);
  });
}
