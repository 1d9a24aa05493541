import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";
import { nameIn, parseLocales } from "../db/locales";
import { bilingual } from "../shared/announce";
import { businessTime } from "../modules/config/business-config";
import { notifyBranch } from "../modules/notifications/notify";
import { localDateOf } from "../../src/domain/zoned-time";
import { fetchFeed, type FetchLimits } from "./fetch-feed";
import { parseFeed, type ImportedBlock } from "./parse-feed";

// One sync of one imported feed (issue 51): claim it, fetch it, and make its events the unit's blocked nights.
// Claiming is a conditional update of the feed's lease (`locked_until`): of several instances (or a "sync now" and
// the background job) exactly one wins it, so a feed is fetched by one at a time. A failed fetch keeps the feed's
// last blocks and records the error; a successful one replaces them, and every block that overlaps a stay here is
// told to the owner once (a notification), never dropped.

export interface SyncOptions extends FetchLimits {
  now: () => Date;
  /** when a synced feed is due again */
  intervalMs: number;
  log: FastifyBaseLogger;
}

export type FeedRow = Awaited<ReturnType<typeof feedById>> & object;

const feedById = (db: Kysely<DB> | Transaction<DB>, id: number) =>
  db.selectFrom("calendar_feeds").selectAll().where("id", "=", id).executeTakeFirst();

/** A lease longer than any fetch, so no other instance takes a feed still being fetched; a crashed one's runs out. */
const leaseMs = (options: SyncOptions) => Math.max(60_000, options.timeoutMs * 6);

/**
 * Takes the feed's lease if no one holds it (and, for the background job, if it is due): true when this caller
 * won it. One UPDATE with the condition in its WHERE: atomic on both databases.
 */
export async function claimFeed(db: Kysely<DB>, id: number, options: SyncOptions, dueOnly: boolean) {
  const now = options.now().toISOString();
  const result = await db
    .updateTable("calendar_feeds")
    .set({ locked_until: new Date(Date.parse(now) + leaseMs(options)).toISOString() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .$if(dueOnly, (q) => q.where("next_sync_at", "<=", now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Fetches and applies a feed this caller has claimed, then releases it. Never throws: errors are the feed's. */
export async function syncClaimedFeed(db: Kysely<DB>, id: number, options: SyncOptions): Promise<void> {
  const feed = await feedById(db, id);
  if (!feed) return;
  const next = () => new Date(options.now().getTime() + options.intervalMs).toISOString();
  let error: string | undefined;
  try {
    const fetched = await fetchFeed(feed.url, options);
    if (!fetched.ok) error = fetched.error;
    else {
      const time = await businessTime(db, feed.business_id);
      const blocks = parseFeed(fetched.text, time);
      if ("error" in blocks) error = blocks.error;
      else await applyBlocks(db, feed, blocks, options, next());
    }
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    options.log.error({ err: caught, feed: id }, "calendar feed could not be synced");
  }
  if (error !== undefined) {
    const at = options.now().toISOString();
    await db
      .updateTable("calendar_feeds")
      .set({ last_error: error.slice(0, 500), last_error_at: at, next_sync_at: next(), locked_until: null })
      .where("id", "=", id)
      .execute();
  }
}

/** The feed's blocks become `blocks`: gone events are removed, new ones added, moved ones moved. */
async function applyBlocks(
  db: Kysely<DB>,
  feed: FeedRow,
  blocks: ImportedBlock[],
  options: SyncOptions,
  nextSyncAt: string,
) {
  await db.transaction().execute(async (trx) => {
    // Gone meanwhile (deleted by the owner): nothing to apply.
    if (!(await feedById(trx, feed.id))) return;
    const current = await trx
      .selectFrom("calendar_blocks")
      .selectAll()
      .where("feed_id", "=", feed.id)
      .execute();
    const wanted = new Map(blocks.map((b) => [b.uid, b]));
    const gone = current.filter((b) => !wanted.has(b.uid)).map((b) => b.id);
    if (gone.length) await trx.deleteFrom("calendar_blocks").where("id", "in", gone).execute();
    const kept = new Map(current.filter((b) => wanted.has(b.uid)).map((b) => [b.uid, b]));
    const now = options.now().toISOString();
    for (const block of blocks) {
      const before = kept.get(block.uid);
      const conflict = await overlappingStay(trx, feed, block);
      const conflictId = conflict?.id ?? null;
      if (!before) {
        await trx
          .insertInto("calendar_blocks")
          .values({
            feed_id: feed.id,
            business_id: feed.business_id,
            item_id: feed.item_id,
            unit: feed.unit,
            uid: block.uid,
            from: block.from,
            to: block.to,
            conflict_reservation_id: conflictId,
            created_at: now,
          })
          .execute();
      } else if (before.to !== block.to || before.conflict_reservation_id !== conflictId) {
        await trx
          .updateTable("calendar_blocks")
          .set({ to: block.to, conflict_reservation_id: conflictId })
          .where("id", "=", before.id)
          .execute();
      }
      // Told once per block and stay: the next syncs find the same conflict already recorded.
      if (conflict && before?.conflict_reservation_id !== conflictId)
        await tellConflict(trx, feed, block, conflict);
    }
    await trx
      .updateTable("calendar_feeds")
      .set({
        last_success_at: now,
        event_count: blocks.length,
        next_sync_at: nextSyncAt,
        locked_until: null,
      })
      .where("id", "=", feed.id)
      .execute();
  });
}

/** The first stay here (not canceled) on the same unit that the block overlaps. */
const overlappingStay = (trx: Transaction<DB>, feed: FeedRow, block: ImportedBlock) =>
  trx
    .selectFrom("reservations")
    .select(["id", "branch_id", "from", "to"])
    .where("item_id", "=", feed.item_id)
    .where("unit", "=", feed.unit)
    .where("status", "!=", "canceled")
    .where("from", "<", block.to)
    .where("to", ">", block.from)
    .orderBy("from")
    .executeTakeFirst();

async function tellConflict(
  trx: Transaction<DB>,
  feed: FeedRow,
  block: ImportedBlock,
  stay: { id: number; branch_id: number },
) {
  const [time, item] = await Promise.all([
    businessTime(trx, feed.business_id),
    trx.selectFrom("items").select("locales").where("id", "=", feed.item_id).executeTakeFirst(),
  ]);
  const locales = parseLocales(item?.locales);
  await notifyBranch(trx, {
    businessId: feed.business_id,
    branchId: stay.branch_id,
    area: "reservations",
    type: "calendar-conflict",
    text: bilingual("calendars.notify.conflict", (locale) => ({
      calendar: feed.name,
      listing: nameIn(locales, locale),
      from: localDateOf(block.from, time.timeZone),
      to: localDateOf(block.to, time.timeZone),
      id: stay.id,
    })),
    data: {
      reservation_id: stay.id,
      item_id: feed.item_id,
      unit: feed.unit,
      feed_id: feed.id,
      from: block.from,
      to: block.to,
    },
  });
}

/** Claims and syncs one feed now ("sync now", a stay request): false when another run holds it. */
export async function syncFeedNow(db: Kysely<DB>, id: number, options: SyncOptions): Promise<boolean> {
  if (!(await claimFeed(db, id, options, false))) return false;
  await syncClaimedFeed(db, id, options);
  return true;
}

/** Syncs every due feed this instance can claim (the background job's round). */
export async function syncDueFeeds(db: Kysely<DB>, options: SyncOptions, batch = 20): Promise<number> {
  let synced = 0;
  for (;;) {
    const now = options.now().toISOString();
    const due = await db
      .selectFrom("calendar_feeds")
      .select("id")
      .where("next_sync_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
      .orderBy("next_sync_at")
      .limit(batch)
      .execute();
    if (!due.length) return synced;
    let claimed = 0;
    for (const { id } of due) {
      if (!(await claimFeed(db, id, options, true))) continue;
      claimed++;
      await syncClaimedFeed(db, id, options);
      synced++;
    }
    // Every one was taken by another instance: they are its to sync.
    if (!claimed) return synced;
  }
}

/**
 * Before a customer's stay request is checked: syncs the unit's feeds last synced longer ago than `freshMs` (one
 * running elsewhere is waited for by its lease: this request then uses the blocks it leaves).
 */
export async function refreshUnitFeeds(
  db: Kysely<DB>,
  stay: { itemId: number; unit: number },
  freshMs: number,
  options: SyncOptions,
) {
  const staleBefore = new Date(options.now().getTime() - freshMs).toISOString();
  const feeds = await db
    .selectFrom("calendar_feeds")
    .select(["id", "last_success_at", "last_error_at"])
    .where("item_id", "=", stay.itemId)
    .where("unit", "=", stay.unit)
    .execute();
  const stale = feeds.filter((f) => {
    const last = [f.last_success_at, f.last_error_at].filter(Boolean).sort().pop();
    return !last || last < staleBefore;
  });
  await Promise.all(stale.map((f) => syncFeedNow(db, f.id, options)));
}
