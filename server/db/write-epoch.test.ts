import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type Database } from "./database";

// The epoch that ends kept reads (plugins/access-cache.ts) must move on every way of writing, and only then.
let database: Database;
let moves = 0;

beforeAll(async () => {
  database = openDatabase("sqlite::memory:");
  await sql`create table notes (id integer primary key, body text)`.execute(database.db);
  await sql`create table tags (id integer primary key, note_id integer references notes (id) on delete cascade)`.execute(
    database.db,
  );
  database.writes.onBump(() => moves++);
});
afterAll(() => database.close());

/** How far the epoch moved while `step` ran. */
async function moved(step: () => Promise<unknown>): Promise<number> {
  const before = database.writes.value;
  await step();
  return database.writes.value - before;
}

describe("the write epoch", () => {
  it("stays while only reading, built or raw", async () => {
    const { db } = database;
    expect(
      await moved(() =>
        db
          .selectFrom("notes" as never)
          .selectAll()
          .execute(),
      ),
    ).toBe(0);
    expect(await moved(() => sql`select count(*) from notes`.execute(db))).toBe(0);
  });

  it("moves before and after each insert, update and delete, built or raw", async () => {
    const db = database.db as never as import("kysely").Kysely<{ notes: { id: number; body: string } }>;
    expect(await moved(() => db.insertInto("notes").values({ id: 1, body: "a" }).execute())).toBe(2);
    expect(await moved(() => db.updateTable("notes").set({ body: "b" }).where("id", "=", 1).execute())).toBe(
      2,
    );
    expect(await moved(() => sql`insert into tags (id, note_id) values (1, 1)`.execute(db))).toBe(2);
    // A cascade changes a table the statement never names: every write counts, whatever its table.
    expect(await moved(() => db.deleteFrom("notes").where("id", "=", 1).execute())).toBe(2);
    expect(await moved(() => sql`with gone as (select 1) delete from tags`.execute(db))).toBe(2);
  });

  it("moves once more when a transaction commits, after its writes", async () => {
    const db = database.db as never as import("kysely").Kysely<{ notes: { id: number; body: string } }>;
    let afterWrite = 0;
    const before = database.writes.value;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("notes").values({ id: 2, body: "c" }).execute();
      afterWrite = database.writes.value;
    });
    expect(afterWrite).toBeGreaterThan(before);
    expect(database.writes.value).toBeGreaterThan(afterWrite);
  });

  it("leaves a statement it was told to ignore, and tells its listeners of every other write", async () => {
    const db = database.db as never as import("kysely").Kysely<{ notes: { id: number; body: string } }>;
    const touch = (body: string) => db.updateTable("notes").set({ body }).where("id", "=", 2);
    database.writes.ignore(touch("").compile().sql);
    expect(await moved(() => touch("d").execute())).toBe(0);
    const told = moves;
    expect(await moved(() => db.updateTable("notes").set({ id: 3 }).where("id", "=", 2).execute())).toBe(2);
    expect(moves - told).toBe(2);
    // A write another instance reported moves it without telling anyone again.
    const quiet = moves;
    database.writes.moveForRemoteWrite();
    expect(moves).toBe(quiet);
  });

  it("keeps `beyondOrders` through the rows a placed order adds, and moves it for anything else", async () => {
    await sql`create table orders (id integer primary key, total integer)`.execute(database.db);
    await sql`create table settings (id integer primary key, data text)`.execute(database.db);
    const db = database.db as never as import("kysely").Kysely<{
      orders: { id: number; total: number };
      settings: { id: number; data: string };
    }>;
    const beyond = async (step: () => Promise<unknown>) => {
      const before = database.writes.beyondOrders;
      const value = database.writes.value;
      await step();
      expect(database.writes.value).toBeGreaterThan(value);
      return database.writes.beyondOrders - before;
    };
    expect(await beyond(() => db.insertInto("orders").values({ id: 1, total: 5 }).execute())).toBe(0);
    expect(
      await beyond(() =>
        db.transaction().execute((trx) => trx.insertInto("orders").values({ id: 2, total: 5 }).execute()),
      ),
    ).toBe(0);
    // Changing an order, or anything else, is beyond adding one.
    expect(await beyond(() => db.updateTable("orders").set({ total: 6 }).where("id", "=", 1).execute())).toBe(
      2,
    );
    expect(await beyond(() => db.insertInto("settings").values({ id: 1, data: "x" }).execute())).toBe(2);
    // A transaction that wrote beyond orders moves it again when it commits, after its writes are visible.
    let inside = 0;
    const before = database.writes.beyondOrders;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("orders").values({ id: 3, total: 5 }).execute();
      await trx.updateTable("settings").set({ data: "y" }).execute();
      inside = database.writes.beyondOrders;
    });
    expect(inside).toBeGreaterThan(before);
    expect(database.writes.beyondOrders).toBeGreaterThan(inside);
  });
});
