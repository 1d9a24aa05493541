import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { migrations } from "./migrations";

// Migrations are imported statically (not read from disk) so they run the same under tsx, vitest and bundlers.
class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Two instances starting together on one empty database can collide: on PostgreSQL while Kysely creates its own
 * bookkeeping tables, on SQLite (no migration lock) on the first table. Each migration runs in a transaction, so
 * the loser's attempt is rolled back; it tries again and finds the work done. A real failure fails every attempt.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, attempts = 3): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if ((error || failed) && attempts > 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return migrateToLatest(db, attempts - 1);
  }
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
