import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No module of the dashboard reaches itself again through its imports, lazy import() included (a page's chunk that
// imports back into what fetches it). Type-only imports leave no trace in the build and are not counted.

const SRC = path.resolve(__dirname, "..");

function modulesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The relative modules `source` imports for their values: static imports, re-exports and import(). */
export function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const specifiers: string[] = [];
  for (const [, typeOnly, clause, specifier] of code.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+["'](\.[^"']+)["']/gm,
  )) {
    const names = /^\{([^}]*)\}$/
      .exec(clause.trim())?.[1]
      .split(",")
      .map((name) => name.trim());
    if (typeOnly || names?.filter(Boolean).every((name) => name.startsWith("type "))) continue;
    specifiers.push(specifier);
  }
  for (const [, specifier] of code.matchAll(/^\s*import\s+["'](\.[^"']+)["']/gm)) specifiers.push(specifier);
  for (const [, specifier] of code.matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g))
    specifiers.push(specifier);
  return specifiers;
}

/** The groups of modules that import one another round (Tarjan's strongly connected components of two or more). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    for (const imported of graph.get(module) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (stack.includes(imported)) low.set(module, Math.min(low.get(module)!, index.get(imported)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === module ? undefined : stack.pop())
      group.push(path.relative(SRC, member));
    if (group.length > 1) found.push(group);
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe("the dashboard's modules", () => {
  it("tells value imports from type-only ones", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, f } from "./e";',
      'export { g } from "./g";',
      'const page = () => import("./page");',
    ].join("\n");
    expect(valueImports(source)).toEqual(["./a", "./e", "./g", "./page"]);
  });

  it("import one another in no circle", () => {
    const graph = new Map<string, string[]>();
    for (const module of modulesUnder(SRC)) {
      const imports = valueImports(fs.readFileSync(module, "utf8")).map((specifier) =>
        resolveImport(module, specifier),
      );
      graph.set(
        module,
        imports.filter((imported): imported is string => imported !== undefined),
      );
    }
    expect(circles(graph)).toEqual([]);
  });
});
