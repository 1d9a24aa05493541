import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { groupedTransaction } from "../../server/db/grouped-transactions";
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
});
