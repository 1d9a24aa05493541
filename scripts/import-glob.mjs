// Vite's eager `import.meta.glob` outside Vite. The registry (src/domain/resources/index.ts) and the migrations
// (server/db/migrations/index.ts) find their files with it, so a new file there needs no list edited. Vite and
// vitest expand the call themselves; the server's bundle gets it from `importGlobPlugin` (scripts/build-server.mjs)
// and tsx from the `load` hook below (registered by scripts/tsx-import-glob.mjs). No published esbuild plugin
// expands this call (the one there is reads its own `import x from "./dir/*"` form, which Vite and tsc do not).
// Only what those two files need is supported: patterns of files beside the caller (`./*.ts`, `!./*.test.ts` to
// leave some out) and `{ eager: true }`; any other form is refused at build time rather than left to fail later.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The call with an optional type argument (no parentheses inside), its patterns and the eager option.
const EAGER_CALL =
  /import\.meta\.glob\s*(?:<[^()]*>)?\s*\(\s*(\[[^\]]*\]|"[^"]*"|'[^']*')\s*,\s*\{\s*eager\s*:\s*true\s*,?\s*\}\s*,?\s*\)/g;
const ANY_CALL = /import\.meta\.glob\s*[<(]/;
const QUOTED = /"([^"]*)"|'([^']*)'/g;

const matcherOf = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);

/** The files of `dir` the patterns name, as Vite names them (`./coupons.ts`), sorted. */
export function globFiles(dir, patterns) {
  const include = [];
  const exclude = [];
  for (const pattern of patterns) {
    const negated = pattern.startsWith("!");
    const relative = negated ? pattern.slice(1) : pattern;
    if (!/^\.\/[^/]+$/.test(relative))
      throw new Error(`import.meta.glob here takes ./name patterns, not ${pattern}`);
    (negated ? exclude : include).push(matcherOf(relative));
  }
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `./${entry.name}`)
    .filter((file) => include.some((re) => re.test(file)) && !exclude.some((re) => re.test(file)))
    .sort();
}

/**
 * The source with each eager glob call replaced by an object of the matching modules, as Vite does. Their imports
 * go on the first line, so every other line keeps its number (stack traces, source maps).
 */
export function expandImportGlobs(source, dir) {
  const imports = [];
  const expanded = source.replace(EAGER_CALL, (_call, list) => {
    const patterns = [...list.matchAll(QUOTED)].map((match) => match[1] ?? match[2]);
    const members = globFiles(dir, patterns).map((file) => {
      const local = `__glob_${imports.length}`;
      imports.push(`import * as ${local} from ${JSON.stringify(file)};`);
      return `${JSON.stringify(file)}: ${local}`;
    });
    return `({ ${members.join(", ")} })`;
  });
  if (ANY_CALL.test(expanded))
    throw new Error(`import.meta.glob in ${dir}: only eager ./name patterns are expanded`);
  return imports.length ? `${imports.join(" ")} ${expanded}` : expanded;
}

/** esbuild: expands the calls of the files that make them, and rebuilds (watch) when their folder changes. */
export const importGlobPlugin = () => ({
  name: "import-glob",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!source.includes("import.meta.glob")) return undefined;
      const dir = path.dirname(args.path);
      return { contents: expandImportGlobs(source, dir), loader: "ts", watchDirs: [dir] };
    });
  },
});

/** Node module hook: expands the calls in what the loaders before it (tsx) made of a project file. */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith("file:") || url.includes("/node_modules/") || loaded.source == null) return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  if (!source.includes("import.meta.glob")) return loaded;
  return { ...loaded, source: expandImportGlobs(source, path.dirname(fileURLToPath(url))) };
}
