import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../schema/index";
import { isPostgres } from "../dialect";
import { seedFoundation } from "./foundation";
import { seedCatalog } from "./catalog";
import { seedMedia } from "./media";
import { seedConfig, seedPeople } from "./people";
import { seedOperations } from "./operations";
import { LocalDiskStorage, type MediaStorage } from "../../media/storage";

export interface SeedOptions {
  log?: (message: string) => void;
  /** Where demo pictures are written (the app's media storage); without it the demo has no picture files. */
  storage?: MediaStorage;
  /** A media directory on the local disk, when no storage is given. */
  mediaDir?: string;
  /** The instant the demo is dated from; the current time when not given. */
  now?: Date;
}

/** Any fixed number: instances of one deployment take the same PostgreSQL advisory lock to seed one at a time. */
const SEED_LOCK = 7_340_201;

/**
 * Seeds the demo business into an empty database (no users yet); does nothing otherwise. Several instances may
 * start together on one empty PostgreSQL database: they queue on an advisory lock held by the seeding
 * transaction, and the ones after the first find users and do nothing. SQLite serialises writers by itself.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const anyUser = await trx.selectFrom("users").select("id").limit(1).executeTakeFirst();
    if (anyUser) return false;
    await seedInto(trx, options);
    return true;
  });
  if (seeded) options.log?.("Seeded the demo businesses");
  return seeded;
}

/** The whole demo, in one transaction: each module adds its part after the foundation. */
export async function seedDemo(db: Kysely<DB>, options: Omit<SeedOptions, "log"> = {}): Promise<void> {
  await db.transaction().execute((trx) => seedInto(trx, options));
}

async function seedInto(trx: Transaction<DB>, options: Omit<SeedOptions, "log">) {
  const ids = await seedFoundation(trx, (options.now ?? new Date()).getTime());
  // Configuration first: orders, payments and their invoices are dated in the business's time zone.
  await seedConfig(trx, ids);
  await seedCatalog(trx, ids);
  await seedMedia(
    trx,
    ids,
    options.storage ?? (options.mediaDir ? new LocalDiskStorage(options.mediaDir) : undefined),
  );
  await seedOperations(trx, ids);
  await seedPeople(trx, ids);
}
