import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STAND_INS } from "../../scripts/stand-ins-plugin";

// A library update that moves or renames an import the build swaps would silently put the library's module back on
// every page: each stand-in must still match an import of the installed library, and its own file must exist.

const root = path.resolve(__dirname, "../..");
const importsOf = (code: string) =>
  [
    ...code.matchAll(/(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? match[2]);

describe("the build's stand-ins for library modules", () => {
  it.each(STAND_INS.map((entry) => [entry.seenIn, entry] as const))(
    "%s still makes the swapped import",
    (seenIn, entry) => {
      const file = path.join(root, "node_modules", seenIn);
      expect(entry.importer.test(file)).toBe(true);
      const swapped = importsOf(fs.readFileSync(file, "utf8")).filter(entry.source);
      expect(swapped.length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(root, entry.standIn))).toBe(true);
    },
  );

  it("does not swap the app's own imports of the same modules", () => {
    const appFile = path.join(root, "src/vendor/popperOnDemand.ts");
    expect(STAND_INS.some((entry) => entry.importer.test(appFile))).toBe(false);
  });
});
