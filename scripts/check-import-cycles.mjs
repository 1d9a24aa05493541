// Fails when source files import each other in a loop (a → b → … → a). Loops make the order modules run in depend
// on which one is imported first, and tie files together that should stand apart (DESIGN's layout: domain ←
// server, domain ← dashboard). Only imports that stay at run time count: `import type` is erased by the build.
// Usage: node scripts/check-import-cycles.mjs [folders…] (default: src server).
import fs from "node:fs";
import path from "node:path";

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ["src", "server"];
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/g;
const LAZY = /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return EXTENSIONS.includes(path.extname(file)) && !/\.test\.tsx?$/.test(file) ? [file] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

const files = roots.flatMap((root) => (fs.existsSync(root) ? sourceFiles(root) : []));
const graph = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  // A lazy import() runs later, on demand: it makes no loop at load time.
  const withoutLazy = text.replace(LAZY, "");
  const targets = [...withoutLazy.matchAll(IMPORT)].map((match) => resolve(file, match[1])).filter(Boolean);
  graph.set(path.resolve(file), new Set(targets));
}

// Tarjan's strongly connected components: every group of two or more files, or a file importing itself, is a loop.
let index = 0;
const stack = [];
const state = new Map();
const loops = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index++;
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack)
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
  }
  if (state.get(node).low === state.get(node).index) {
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node).has(node)) loops.push(group);
  }
}
for (const node of graph.keys()) if (!state.has(node)) visit(node);

const relative = (file) => path.relative(process.cwd(), file);
if (loops.length) {
  console.error(`${loops.length} import loop(s) among ${files.length} files:`);
  for (const group of loops) console.error(`- ${group.map(relative).sort().join(" ↔ ")}`);
  process.exit(1);
}
console.log(`No import loops among ${files.length} files.`);
