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
 * PostgreSQL commits through its own group commit and runs transactions side by side: there each one is a
 * transaction of its own, as before.
 */

type Work<T> = (trx: Transaction<DB>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { job: Job; ok: true; value: unknown } | { job: Job; ok: false; error: unknown };

const runners = new WeakMap<Kysely<DB>, <T>(work: Work<T>) => Promise<T>>();

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

/** Runs `work` in a transaction, grouped with the others asked for at the same moment on SQLite. */
export function groupedTransaction<T>(db: Kysely<DB>, work: Work<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let run = runners.get(db);
  if (!run) {
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
    run = <R>(next: Work<R>) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ work: next as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
        if (!draining) {
          draining = true;
          // The next turn: the requests read in this one join the group.
          setImmediate(() => void drain());
        }
      });
    runners.set(db, run);
  }
  return run(work);
}
