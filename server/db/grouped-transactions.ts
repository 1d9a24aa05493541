import type { Kysely, Transaction } from "kysely";
import type { DB } from "./schema/index";
import { isPostgres } from "./dialect";
import { GROUPED_TRANSACTIONS_MAX } from "../../src/domain/constants";

/**
 * Transactions that arrive together, written in one commit (a "group commit").
 *
 * On SQLite every commit waits for the disk, and there is one writer: 200 customers ordering at once queue behind
 * one fsync each. Here the transactions asked for in the same turn of the event loop run one after the other inside
 * one database transaction, each in a savepoint of its own: one that throws is rolled back to its savepoint and
 * rejects alone, the others commit together and resolve after the commit (never before their rows are durable).
 * A failed commit rejects them all: nothing of any is kept.
 *
 * PostgreSQL runs transactions side by side, except those that wait for the same lock: every order of a business
 * takes the business's figures lock first (db/row-locks.ts), so a rush at one restaurant went one transaction at a
 * time, each holding the lock across its round trips. There the transactions are grouped by the key the caller
 * gives (the business): one group takes the lock once for all of them, and different businesses still run side
 * by side. Without a key, a transaction of its own.
 */

type Work<T> = (trx: Transaction<DB>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { job: Job; ok: true; value: unknown } | { job: Job; ok: false; error: unknown };

async function runGroup(db: Kysely<DB>, jobs: Job[]) {
  let trx;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    for (const job of jobs) job.reject(error);
    return;
  }
  const outcomes: Outcome[] = [];
  try {
    for (const job of jobs) {
      const inSavepoint = await trx.savepoint("one").execute();
      try {
        const value = await job.work(inSavepoint);
        await inSavepoint.releaseSavepoint("one").execute();
        outcomes.push({ job, ok: true, value });
      } catch (error) {
        await inSavepoint.rollbackToSavepoint("one").execute();
        await inSavepoint.releaseSavepoint("one").execute();
        outcomes.push({ job, ok: false, error });
      }
    }
    await trx.commit().execute();
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    for (const job of jobs) job.reject(error);
    return;
  }
  for (const outcome of outcomes)
    if (outcome.ok) outcome.job.resolve(outcome.value);
    else outcome.job.reject(outcome.error);
}

/** A queue of transactions that run as groups, one group after the other. */
function groupQueue(db: Kysely<DB>) {
  let queue: Job[] = [];
  let draining = false;
  const drain = async () => {
    while (queue.length) {
      const jobs = queue.slice(0, GROUPED_TRANSACTIONS_MAX);
      queue = queue.slice(jobs.length);
      await runGroup(db, jobs);
    }
    draining = false;
  };
  return <R>(next: Work<R>) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ work: next as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        // The next turn: the requests read in this one join the group.
        setImmediate(() => void drain());
      }
    });
}

const queues = new WeakMap<Kysely<DB>, Map<string | number, ReturnType<typeof groupQueue>>>();

/**
 * Runs `work` in a transaction, grouped with the others asked for at the same moment: all of them on SQLite, those
 * of the same `key` on PostgreSQL.
 */
export function groupedTransaction<T>(db: Kysely<DB>, work: Work<T>, key?: string | number): Promise<T> {
  const postgres = isPostgres(db);
  if (postgres && key === undefined) return db.transaction().execute(work);
  let byKey = queues.get(db);
  if (!byKey) queues.set(db, (byKey = new Map()));
  const queueKey = postgres ? key! : "";
  let run = byKey.get(queueKey);
  if (!run) byKey.set(queueKey, (run = groupQueue(db)));
  return run(work);
}
