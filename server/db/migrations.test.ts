import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrations } from "./migrations/index";

// The migrations are a plain list (migrations/index.ts): a file added to the folder but not to the list would
// never run, here or in production.
describe("the migration list", () => {
  it("names every migration file of the folder, under its file name, in the order of the names", () => {
    // Tests run from the repository root.
    const folder = path.resolve("server/db/migrations");
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe("function");
  });
});
