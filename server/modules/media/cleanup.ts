import type { FastifyInstance } from "fastify";
import { ORPHAN_MEDIA_CLEANUP_INTERVAL_MS, ORPHAN_MEDIA_MAX_AGE_MS } from "../../../src/domain/media";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { deleteMediaRows } from "./repository";

const BATCH = 200;
const MAX_BATCHES = 50;
/** The columns that hold a picture of their own rather than through `mediable`: a picture they name is in use. */
const PICTURE_COLUMNS = [
  ["categories", "categories.media_id"],
  ["services", "services.media_id"],
  ["hotels", "hotels.media_id"],
  ["businesses", "businesses.logo_media_id"],
  ["users", "users.photo_media_id"],
] as const;

/**
 * Deletes uploads never attached to anything (no mediable, not a category picture, service or hotel image,
 * business logo or user photo) that are older than ORPHAN_MEDIA_MAX_AGE_MS, rows and files. Safe to run on several
 * instances at once. Answers how many were deleted.
 */
export async function cleanupOrphanMedia(app: FastifyInstance, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_MEDIA_MAX_AGE_MS).toISOString();
  const storage = mediaStorage(app.config);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const files = await app.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("media")
        .selectAll()
        .where("mediable_type", "is", null)
        .where("created_at", "<", cutoff)
        .where((eb) =>
          eb.and(
            PICTURE_COLUMNS.map(([table, column]) =>
              eb.not(eb.exists(eb.selectFrom(table).select(`${table}.id`).whereRef(column, "=", "media.id"))),
            ),
          ),
        )
        .orderBy("id")
        .limit(BATCH)
        .execute();
      deleted += rows.length;
      return { rows: rows.length, urls: await deleteMediaRows(trx, undefined, rows) };
    });
    await deleteMediaFiles(storage, files.urls);
    if (files.rows < BATCH) break;
  }
  return deleted;
}

/**
 * Runs the orphan sweep once when the application is ready, then every ORPHAN_MEDIA_CLEANUP_INTERVAL_MS on a timer
 * that does not keep the process alive (unref) and stops when the application closes. Failures are logged only.
 */
export function scheduleOrphanCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = cleanupOrphanMedia(app)
      .then((count) => count && app.log.info({ count }, "deleted orphan media"))
      .catch((err) => app.log.error({ err }, "orphan media cleanup failed"));
    return running;
  };
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(sweep, ORPHAN_MEDIA_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
