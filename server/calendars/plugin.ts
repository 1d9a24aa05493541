import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import {
  CALENDAR_FEED_MAX_BYTES,
  CALENDAR_FETCH_TIMEOUT_MS,
  CALENDAR_REQUEST_FRESH_MS,
  CALENDAR_SYNC_INTERVAL_MS,
} from "../../src/domain/constants";
import { refreshUnitFeeds, syncDueFeeds, syncFeedNow, type SyncOptions } from "./sync";

// The calendar sync job of this instance (issue 51): every `pollMs` it syncs the feeds that are due and that it
// can claim (sync.ts), so several instances share the feeds and each feed is fetched by one of them at a time.

/** What tests change (BuildOptions.calendars): short limits, a poll they drive themselves. */
export interface CalendarTiming {
  now?: () => Date;
  timeoutMs?: number;
  maxBytes?: number;
  intervalMs?: number;
  /** How often the job looks for due feeds. Default 1 min; 0: never on its own (tests call syncDue). */
  pollMs?: number;
}

export interface CalendarSync {
  options: SyncOptions;
  /** Claims and syncs one feed now; false when another run holds it. */
  syncNow(feedId: number): Promise<boolean>;
  /** One round of the background job. */
  syncDue(): Promise<number>;
  /** Syncs a unit's feeds not synced within CALENDAR_REQUEST_FRESH_MS (a customer's stay request). */
  refreshUnit(stay: { itemId: number; unit: number }): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    calendars: CalendarSync;
  }
}

export default fp(async function calendarsPlugin(app: FastifyInstance, opts: { timing?: CalendarTiming }) {
  const timing = opts.timing ?? {};
  const options: SyncOptions = {
    now: timing.now ?? (() => new Date()),
    timeoutMs: timing.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS,
    maxBytes: timing.maxBytes ?? CALENDAR_FEED_MAX_BYTES,
    intervalMs: timing.intervalMs ?? CALENDAR_SYNC_INTERVAL_MS,
    // Read at each fetch: the deployment's setting (CALENDAR_ALLOW_PRIVATE_ADDRESSES), as the app holds it.
    get allowPrivate() {
      return app.config.calendarsAllowPrivate;
    },
    log: app.log,
  };
  const pollMs = timing.pollMs ?? 60_000;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;

  const sync: CalendarSync = {
    options,
    syncNow: (feedId) => syncFeedNow(app.db, feedId, options),
    syncDue: () => syncDueFeeds(app.db, options),
    refreshUnit: (stay) => refreshUnitFeeds(app.db, stay, CALENDAR_REQUEST_FRESH_MS, options),
  };
  app.decorate("calendars", sync);

  function schedule() {
    if (!running || pollMs <= 0) return;
    timer = setTimeout(() => {
      round = sync
        .syncDue()
        .catch((error) => app.log.error({ err: error }, "calendar feeds could not be synced"))
        .finally(() => {
          round = undefined;
          schedule();
        });
    }, pollMs);
    timer.unref();
  }

  app.addHook("onReady", async () => {
    running = true;
    schedule();
  });
  // Before the database closes (its onClose hook): no round is left writing to a closed pool.
  app.addHook("preClose", async () => {
    running = false;
    clearTimeout(timer);
    await round;
  });
});
