import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No server module reaches itself again through its imports. Every import counts, type-only ones too: a contract
// imported back by the module that lists its implementations (declared/serverHooks.ts and the resource hooks) is a
// circle in the design even when the build erases it. Imports are found and resolved by TypeScript itself.

const SERVER = path.resolve(__dirname);
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

function modulesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The server modules `file` imports (static, re-exports, type-only and import()), resolved to their files. */
export function serverImports(file: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule)
    .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
    .map((resolved) => path.resolve(resolved!.resolvedFileName))
    .filter((resolved) => resolved.startsWith(SERVER + path.sep));
}

/** The groups of modules that import one another round (Tarjan's strongly connected components of two or more). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (onStack.has(imported)) low.set(module, Math.min(low.get(module)!, index.get(imported)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(SERVER, member));
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) found.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe("the server's modules", () => {
  it("finds a circle through a type-only import, as the declared hooks had", () => {
    const graph = new Map([
      ["declared/serverHooks.ts", ["branches/hooks.ts"]],
      ["branches/hooks.ts", ["declared/serverHooks.ts", "branches/repository.ts"]],
      ["branches/repository.ts", []],
    ]);
    expect(circles(graph).map((group) => group.map((name) => path.basename(name)))).toEqual([
      ["hooks.ts", "serverHooks.ts"],
    ]);
    const file = path.join(SERVER, "modules/branches/hooks.ts");
    expect(
      serverImports(file, 'import type { X } from "../../shared/resource-hooks";\nimport("./qr");'),
    ).toEqual([path.join(SERVER, "shared/resource-hooks.ts"), path.join(SERVER, "modules/branches/qr.ts")]);
  });

  it("import one another in no circle", () => {
    const graph = new Map<string, string[]>();
    for (const module of modulesUnder(SERVER))
      graph.set(module, serverImports(module, fs.readFileSync(module, "utf8")));
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
