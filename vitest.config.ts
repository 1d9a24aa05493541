import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const UNIT_TESTS = ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"];
const UNIT_SETUP = ["./tests/clock.setup.ts", "./src/test/setup.ts"];

/**
 * The unit test files that need a module graph of their own: those that replace modules (vi.mock, hoisted above
 * the file's imports, so a module another file loaded first would not be replaced) and those marked
 * `@vitest-isolate` (they read state a module keeps, such as the languages' loaded sections). Found by reading the
 * files, so a new one is covered without a list to keep. The others share one graph per worker: each file's
 * imports and jsdom set-up were most of the unit tests' time (about 4 minutes of 6 on one worker).
 */
function filesNeedingIsolation(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(do)?[mM]ock\(|@vitest-isolate\b/.test(fs.readFileSync(file, "utf8"))
      )
        found.push(path.relative(__dirname, file).split(path.sep).join("/"));
    }
  };
  for (const root of ["src", "server"]) visit(path.join(__dirname, root));
  return found;
}
const ISOLATED = filesNeedingIsolation();
const UNIT_TIMEOUT_MS = 30_000;

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT_TESTS,
          exclude: ISOLATED,
          environment: "jsdom",
          setupFiles: UNIT_SETUP,
          isolate: false,
          // CI runs the unit tests on one core beside the browser tests: a test that takes 1 s alone can take 6.
          // Nothing here measures time (bench/ does); the timeout only catches a test that hangs.
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          include: ISOLATED,
          environment: "jsdom",
          setupFiles: UNIT_SETUP,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // One module graph per worker: every file builds its own app (its database, ports, media and limits),
          // and the server keeps no state in its modules that outlives an app (capped-count.ts forgets its
          // counts when a database opens). Each file's imports and a cold server were most of the API tests'
          // time: one worker 194 → 47 s.
          isolate: false,
          setupFiles: ["./tests/clock.setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
