import type { Migration } from "kysely";

// Every migration file of this folder, found when the server is built or loaded (Vite's eager glob: vitest expands
// it itself, the server's bundle and tsx through scripts/import-glob.mjs), so a new `<date>_<name>.ts` needs no
// line here. Its key is the file name without `.ts`: Kysely runs them in the order of their names and records
// each under its name, so a file once released keeps its name.
const files = import.meta.glob<Migration>(["./*.ts", "!./index.ts", "!./*.test.ts"], { eager: true });

export const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(files).map(([file, migration]) => [file.replace(/^\.\/(.*)\.ts$/, "$1"), migration]),
);
