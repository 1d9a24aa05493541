import { afterAll, describe, expect, it } from "vitest";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { compiledOnce } from "./compiled-once";

interface Tables {
  people: { id: number; name: string; age: number };
}

const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
afterAll(() => db.destroy());

describe("a query compiled once", () => {
  it("runs with each call's values in its slots, built only the first time", async () => {
    await db.schema
      .createTable("people")
      .addColumn("id", "integer")
      .addColumn("name", "text")
      .addColumn("age", "integer")
      .execute();
    await db
      .insertInto("people")
      .values([
        { id: 1, name: "Noura", age: 30 },
        { id: 2, name: "Fahad", age: 41 },
        { id: 3, name: "Noura", age: 52 },
      ])
      .execute();
    let builds = 0;
    const named = compiledOnce((k: Kysely<Tables>, slot) => {
      builds++;
      return k
        .selectFrom("people")
        .select("id")
        .where("name", "=", slot<string>("name"))
        .where("age", ">", slot<number>("older"))
        .orderBy("id");
    });
    expect((await named(db, { name: "Noura", older: 0 })).rows).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await named(db, { name: "Noura", older: 40 })).rows).toEqual([{ id: 3 }]);
    expect((await named(db, { name: "Fahad", older: 0 })).rows).toEqual([{ id: 2 }]);
    expect(builds).toBe(1);
  });

  it("refuses a call that leaves a slot without a value", async () => {
    const named = compiledOnce((k: Kysely<Tables>, slot) =>
      k.selectFrom("people").select("id").where("name", "=", slot<string>("name")),
    );
    expect(() => named(db, {})).toThrow(/slot "name"/);
  });
});
