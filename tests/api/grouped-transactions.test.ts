import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { groupedBatch, groupedTransaction, type Batch } from "../../server/db/grouped-transactions";
import type { DB } from "../../server/db/schema/index";
import { buildTestApp, type TestApp } from "./helpers";

// Transactions asked for together share one commit (all of them on SQLite, those of one key on PostgreSQL); each
// still stands or falls alone.
let t: TestApp;
type Notes = { notes: { id: number; body: string } };
let db: Kysely<Notes>;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await sql`create table notes (id integer primary key, body text not null)`.execute(t.app.db);
  db = t.app.db as never as Kysely<Notes>;
});
afterAll(() => t.close());

const grouped = <T>(work: (trx: Kysely<Notes>) => Promise<T>) =>
  groupedTransaction(t.app.db as Kysely<DB>, (trx) => work(trx as never as Kysely<Notes>), "business-1");

const bodies = async () =>
  (await db.selectFrom("notes").select("body").orderBy("id").execute()).map((r) => r.body);

describe("grouped transactions", () => {
  it("commits the ones that succeed and rolls back only the one that failed, each answered with its own result", async () => {
    let commits = 0;
    const results = await Promise.allSettled(
      ["a", "b", "fail", "c"].map((body, i) =>
        grouped(async (trx) => {
          await trx
            .insertInto("notes")
            .values({ id: i + 1, body })
            .execute();
          if (body === "fail") {
            await trx.insertInto("notes").values({ id: 100, body: "half" }).execute();
            throw new Error("refused");
          }
          commits++;
          return body.toUpperCase();
        }),
      ),
    );
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "A",
      "B",
      "refused",
      "C",
    ]);
    expect(commits).toBe(3);
    // Nothing of the failed one is left, not even the write it made before failing.
    expect(await bodies()).toEqual(["a", "b", "c"]);
  });

  it("sees, in a later transaction of the group, what an earlier one wrote (as one after the other would)", async () => {
    await db.deleteFrom("notes").execute();
    const [first, second] = await Promise.all([
      grouped(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, body: "first" }).execute();
        return "written";
      }),
      grouped(async (trx) => (await trx.selectFrom("notes").select("body").executeTakeFirst())?.body),
    ]);
    expect([first, second]).toEqual(["written", "first"]);
  });

  it("answers nobody before the commit: a failing commit rejects the whole group and keeps nothing", async () => {
    await db.deleteFrom("notes").execute();
    // A deferred check fails only at commit, after every transaction of the group succeeded.
    await sql`create table guarded (id integer primary key, note_id integer references notes (id) deferrable initially deferred)`.execute(
      t.app.db,
    );
    const results = await Promise.allSettled([
      grouped(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, body: "kept?" }).execute();
        return "ok";
      }),
      grouped(async (trx) => {
        await sql`insert into guarded (id, note_id) values (1, 999)`.execute(trx);
        return "ok";
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await bodies()).toEqual([]);
  });

  describe("batches", () => {
    // A writer of notes: all the moment's inputs in one multi-row insert; "refuse" is refused alone without a write,
    // and "clash" takes an id another input of the same call takes too, so the statement fails as a whole.
    const calls: string[][] = [];
    const notes: Batch<{ id: number; body: string }, string> = {
      async writeAll(trx, inputs) {
        calls.push(inputs.map((input) => input.body));
        const kept = inputs.filter((input) => input.body !== "refuse");
        if (kept.length)
          await (trx as never as Kysely<Notes>)
            .insertInto("notes")
            .values(kept.map(({ id, body }) => ({ id: body === "clash" ? 1 : id, body })))
            .execute();
        return inputs.map((input) =>
          input.body === "refuse"
            ? { ok: false, error: new Error("refused") }
            : { ok: true, value: input.body },
        );
      },
    };
    const batched = (id: number, body: string) =>
      groupedBatch(t.app.db as Kysely<DB>, notes, { id, body }, "b-1");
    const outcome = (r: PromiseSettledResult<string>) =>
      r.status === "fulfilled" ? r.value : (r.reason as Error).message;

    it("hands every input of the moment to one call, and answers each with its own outcome", async () => {
      await db.deleteFrom("notes").execute();
      calls.length = 0;
      const results = await Promise.allSettled([batched(1, "a"), batched(2, "refuse"), batched(3, "c")]);
      expect(results.map(outcome)).toEqual(["a", "refused", "c"]);
      expect(calls).toEqual([["a", "refuse", "c"]]);
      expect(await bodies()).toEqual(["a", "c"]);
    });

    it("writes each input alone when the call for all fails: only the input at fault fails, nothing of it is kept", async () => {
      await db.deleteFrom("notes").execute();
      calls.length = 0;
      const results = await Promise.allSettled([batched(1, "a"), batched(2, "b"), batched(3, "clash")]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
      expect(calls).toEqual([["a", "b", "clash"], ["a"], ["b"], ["clash"]]);
      expect(await bodies()).toEqual(["a", "b"]);
    });

    it("shares a group with plain transactions of the same moment, each standing alone", async () => {
      await db.deleteFrom("notes").execute();
      calls.length = 0;
      const results = await Promise.allSettled([
        batched(1, "a"),
        grouped(async (trx) => {
          await trx.insertInto("notes").values({ id: 2, body: "plain" }).execute();
          throw new Error("plain failed");
        }),
        batched(3, "c"),
        grouped(async (trx) => {
          await trx.insertInto("notes").values({ id: 4, body: "plain ok" }).execute();
          return "ok";
        }),
      ]);
      expect(results.map(outcome)).toEqual(["a", "plain failed", "c", "ok"]);
      expect(calls).toEqual([["a", "c"]]);
      expect(await bodies()).toEqual(["a", "c", "plain ok"]);
    });
  });
});
