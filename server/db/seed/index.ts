import type { Kysely } from "kysely";
import type { DB } from "../schema/index";
import { seedFoundation } from "./foundation";
import { seedCatalog } from "./catalog";
import { seedMedia } from "./media";
import { seedPeople } from "./people";
import { seedOperations } from "./operations";

export interface SeedOptions {
  log?: (message: string) => void;
  /** Where demo pictures are written (the app's media directory); without it the demo has no picture files. */
  mediaDir?: string;
}

/** Seeds the demo business into an empty database (no users yet); does nothing otherwise. */
export async function seedDemoIfEmpty(db: Kysely<DB>, options: SeedOptions = {}): Promise<boolean> {
  const anyUser = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return false;
  await seedDemo(db, { mediaDir: options.mediaDir });
  options.log?.("Seeded the demo businesses");
  return true;
}

/** The whole demo, in one transaction: each module adds its part after the foundation. */
export async function seedDemo(db: Kysely<DB>, options: { mediaDir?: string } = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await seedFoundation(trx);
    await seedCatalog(trx, ids);
    await seedMedia(trx, ids, options.mediaDir);
    await seedOperations(trx, ids);
    await seedPeople(trx, ids);
  });
}
