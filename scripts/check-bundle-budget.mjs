// Checks each main route's first-load JavaScript (gzip) against its budget (scripts/bundle-budget.json), from the
// build's Vite manifest: the route's modules (the page, the layout, the catalogue sections it loads at once) and
// every chunk they import statically, each counted once. Run after `vite build` (npm run test:e2e does);
// `--set` writes the budgets anew as the current build plus the file's headroom (then `npm run format`); `--dist <dir>`
// reads another build.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const distAt = process.argv.indexOf("--dist");
const DIST = distAt > 0 ? process.argv[distAt + 1] : "dist";
const BUDGET_FILE = "scripts/bundle-budget.json";
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8"));
const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, "utf8"));

/** The JavaScript files a route loads first: its modules' chunks and what they import statically. */
function filesOf(route, modules) {
  const files = new Set();
  const pending = [...modules];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${route}: ${key} is not in the build (renamed? update ${BUDGET_FILE})`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files];
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let over = 0;
for (const [route, entry] of Object.entries(budget.routes)) {
  const files = filesOf(route, entry.modules);
  const bytes = files.reduce((total, file) => total + gzipSize(file), 0);
  if (process.argv.includes("--set")) entry.kb = Math.ceil((bytes / 1024) * (1 + budget.headroom));
  const ok = bytes <= entry.kb * 1024;
  if (!ok) over++;
  console.log(
    `${route.padEnd(22)} ${kb(bytes).padStart(7)} KB gzip in ${String(files.length).padStart(2)} files, ` +
      `budget ${entry.kb} KB${ok ? "" : "  OVER"}`,
  );
}
if (process.argv.includes("--set")) fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
if (over) {
  console.error(`${over} route(s) over their first-load budget (${BUDGET_FILE})`);
  process.exit(1);
}
