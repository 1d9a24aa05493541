import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./sourceFiles";

// `const Card = memo(function Card() { … <Card /> … })`: inside its own body a named function expression's name
// stands for the function itself, not for the memoized component, so a component drawing copies of itself (a
// category card drawing its subcategories) draws them unmemoized, and every one was redrawn on every redraw of
// a drag. Checked over every component of the dashboard, so a new one is covered too.

const SRC = path.resolve(__dirname, "..");

/** Names of memoized function expressions that render an element of their own name. */
function selfRenderingMemoNames(source: string): string[] {
  const names = [...source.matchAll(/\bmemo\(\s*function\s+([A-Z]\w*)\s*\(/g)].map((m) => m[1]!);
  return names.filter((name) => new RegExp(`<${name}[\\s/>]`).test(source));
}

describe("memoized components", () => {
  it("finds a memoized component that renders its own name", () => {
    expect(
      selfRenderingMemoNames(
        "export const Tree = memo(function Tree({ node }) { return node.children.map((c) => <Tree node={c} />); });",
      ),
    ).toEqual(["Tree"]);
    expect(
      selfRenderingMemoNames(
        "export const Tree = memo(function TreeNode({ node }) { return node.children.map((c) => <Tree node={c} />); });",
      ),
    ).toEqual([]);
  });

  it("never names the inner function after a component it draws, so the copies it draws stay memoized", () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      selfRenderingMemoNames(fs.readFileSync(file, "utf8")).map(
        (name) => `${path.relative(SRC, file)}: ${name}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
