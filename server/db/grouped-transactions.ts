import type { ControlledTransaction, Kysely, Transaction } from "kysely";
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
 *
 * A group's statements still went one after the other, each a round trip while the lock was held: a rush's orders
 * waited on one another's round trips. Work that many requests share can be a batch instead (groupedBatch): the
 * group hands all its inputs of one batch to one call, which writes them with a statement per table, not per input.
 */

type Work<T> = (trx: Transaction<DB>) => Promise<T>;

/** What became of one input of a batch: its result, or its own refusal (which must have written nothing). */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Writes many inputs at once. A refusal of one input is returned as its outcome; a throw undoes the whole call,
 * and each input is then written again alone, so one bad input never fails the others.
 */
export interface Batch<I, R> {
  writeAll(trx: Transaction<DB>, inputs: I[]): Promise<Settled<R>[]>;
}

interface Job {
  work?: Work<unknown>;
  batch?: { writer: Batch<unknown, unknown>; input: unknown };
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { job: Job; ok: true; value: unknown } | { job: Job; ok: false; error: unknown };

/** Runs `run` in a savepoint of its own: kept when it returns, rolled back when it throws. */
async function inSavepoint<T>(
  trx: ControlledTransaction<DB>,
  run: (trx: Transaction<DB>) => Promise<T>,
): Promise<Settled<T>> {
  const point = await trx.savepoint("one").execute();
  try {
    const value = await run(point);
    await point.releaseSavepoint("one").execute();
    return { ok: true, value };
  } catch (error) {
    await point.rollbackToSavepoint("one").execute();
    await point.releaseSavepoint("one").execute();
    return { ok: false, error };
  }
}

/** One batch's jobs: all at once, or, when that throws, each alone. */
async function runBatch(
  trx: ControlledTransaction<DB>,
  writer: Batch<unknown, unknown>,
  jobs: Job[],
  /** When the call for all failed already (runLoneBatch). */
  aloneOnly = false,
): Promise<Outcome[]> {
  const write = (some: Job[]) => (point: Transaction<DB>) =>
    writer.writeAll(
      point,
      some.map((job) => job.batch!.input),
    );
  if (!aloneOnly) {
    const together = await inSavepoint(trx, write(jobs));
    if (together.ok) return jobs.map((job, i) => ({ job, ...together.value[i] }));
    if (jobs.length === 1) return [{ job: jobs[0], ok: false, error: together.error }];
  }
  const outcomes: Outcome[] = [];
  for (const job of jobs) {
    const alone = await inSavepoint(trx, write([job]));
    outcomes.push(alone.ok ? { job, ...alone.value[0] } : { job, ok: false, error: alone.error });
  }
  return outcomes;
}

/**
 * A group that is one batch alone (a rush of orders) first goes without savepoints: its writer in the transaction,
 * then the commit, two round trips fewer. Whatever throws, commit included, rolls it all back, and the group runs
 * again the usual way with each input alone, where one input's failure is its own. Returns "written", "failed", or
 * "no" when the group is not a lone batch.
 */
async function runLoneBatch(db: Kysely<DB>, jobs: Job[]): Promise<"written" | "failed" | "no"> {
  const writer = jobs[0].batch?.writer;
  if (!writer || jobs.some((job) => job.batch?.writer !== writer)) return "no";
  let outcomes: Settled<unknown>[];
  try {
    outcomes = await db.transaction().execute((trx) =>
      writer.writeAll(
        trx,
        jobs.map((job) => job.batch!.input),
      ),
    );
  } catch {
    return "failed";
  }
  jobs.forEach((job, i) => {
    const outcome = outcomes[i];
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  });
  return "written";
}

async function runGroup(db: Kysely<DB>, jobs: Job[]) {
  const lone = await runLoneBatch(db, jobs);
  if (lone === "written") return;
  let trx;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    for (const job of jobs) job.reject(error);
    return;
  }
  const outcomes: Outcome[] = [];
  try {
    // A batch's jobs are written together, where its first job stands in the group.
    const batches = new Map<Batch<unknown, unknown>, Job[]>();
    for (const job of jobs)
      if (job.batch) {
        const same = batches.get(job.batch.writer);
        if (same) same.push(job);
        else batches.set(job.batch.writer, [job]);
      }
    for (const job of jobs) {
      if (job.work) outcomes.push({ job, ...(await inSavepoint(trx, job.work)) });
      else if (batches.get(job.batch!.writer)?.[0] === job) {
        const batch = batches.get(job.batch!.writer)!;
        outcomes.push(...(await runBatch(trx, job.batch!.writer, batch, lone === "failed")));
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
  return <R>(next: Pick<Job, "work" | "batch">) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ ...next, resolve: resolve as (value: unknown) => void, reject });
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
  if (isPostgres(db) && key === undefined) return db.transaction().execute(work);
  return queueOf(db, key)<T>({ work: work as Work<unknown> });
}

/**
 * Writes `input` with `writer`, together with the other inputs of that writer asked for at the same moment (and of
 * the same `key` on PostgreSQL), in a grouped transaction; resolves after the commit with the input's own outcome.
 */
export function groupedBatch<I, R>(
  db: Kysely<DB>,
  writer: Batch<I, R>,
  input: I,
  key: string | number,
): Promise<R> {
  return queueOf(db, key)<R>({ batch: { writer: writer as Batch<unknown, unknown>, input } });
}

function queueOf(db: Kysely<DB>, key: string | number | undefined) {
  let byKey = queues.get(db);
  if (!byKey) queues.set(db, (byKey = new Map()));
  const queueKey = isPostgres(db) ? key! : "";
  let run = byKey.get(queueKey);
  if (!run) byKey.set(queueKey, (run = groupQueue(db)));
  return run;
}
