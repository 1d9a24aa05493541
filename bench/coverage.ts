import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { build } from "vite";
import { launchChromium } from "./bundle-pages";
import { startProductServer } from "./bundle-server";

// Where a route's first-load JavaScript goes unused: the dashboard built with source maps, each route loaded signed
// in with the browser never idle (as the bundle row measures it), and the browser's coverage (functions that ran)
// traced back to the library or app module each minified byte came from. The modules with the most bytes that
// never ran are where the next cut of the first load is: code fetched for a feature used only after a click, or
// never. Not a test; it prints and never fails. `npm run bench -- coverage`; COVERAGE_ROUTES=/,/orders by default,
// COVERAGE_SHOWN the rows per table (25).

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const OWNER = { email: "owner@example.com", password: "owner1234" };
const SHOWN = Number(process.env.COVERAGE_SHOWN ?? 25);

interface Bytes {
  total: number;
  unused: number;
}

/** `nm:package/file` for a library module, `src/...` for the app's own. */
const moduleName = (source: string | null) =>
  source === null
    ? "(no source)"
    : source.includes("node_modules/")
      ? `nm:${source.slice(source.lastIndexOf("node_modules/") + "node_modules/".length)}`
      : source.replace(/^.*?\/src\//, "src/");
const packageOf = (module: string) =>
  module.startsWith("nm:")
    ? module
        .slice(3)
        .split("/")
        .slice(0, module.startsWith("nm:@") ? 2 : 1)
        .join("/")
    : module;

/** Counts every minified character of `code` as used or not, by the source module its mapping names. */
function attribute(code: string, used: Uint8Array, map: TraceMap, into: Map<string, Bytes>) {
  let line = 1;
  let column = 0;
  for (let i = 0; i < code.length; i++) {
    const name = moduleName(originalPositionFor(map, { line, column }).source);
    const bytes = into.get(name) ?? { total: 0, unused: 0 };
    bytes.total++;
    if (!used[i]) bytes.unused++;
    into.set(name, bytes);
    if (code.charCodeAt(i) === 10) {
      line++;
      column = 0;
    } else column++;
  }
}

const table = (title: string, rows: [string, Bytes][]) => {
  console.log(`  ${title}`);
  for (const [name, { total, unused }] of rows.sort((a, b) => b[1].unused - a[1].unused).slice(0, SHOWN))
    console.log(
      `    ${(unused / 1024).toFixed(1).padStart(7)} KB of ${(total / 1024).toFixed(1).padStart(7)} KB  ${name}`,
    );
};

export async function benchCoverage(): Promise<void> {
  const routes = (process.env.COVERAGE_ROUTES ?? "/,/orders").split(",");
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-coverage-"));
  await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true, sourcemap: true } });
  const server = await startProductServer(outDir);
  const browser = await launchChromium();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...OWNER, dashboard: true }),
    });
    const session = (await login.json()) as { token: string; user: unknown };
    console.log(
      "unused minified JavaScript on a signed-in first load, browser never idle (not run / loaded)",
    );
    for (const route of routes) {
      const context = await browser.newContext();
      await context.addInitScript(({ token, user }) => {
        window.requestIdleCallback = () => 0;
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }, session);
      const page = await context.newPage();
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
      await page.locator("#main-content").waitFor();
      await page.waitForTimeout(2000);
      const modules = new Map<string, Bytes>();
      for (const script of await page.coverage.stopJSCoverage()) {
        const file = path.join(outDir, new URL(script.url).pathname);
        if (!file.endsWith(".js") || !fs.existsSync(`${file}.map`) || !script.source) continue;
        const used = new Uint8Array(script.source.length);
        // Ranges nest, outer first: an inner function that never ran is marked unused inside a used one.
        for (const fn of script.functions)
          for (const range of fn.ranges)
            used.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
        attribute(script.source, used, new TraceMap(fs.readFileSync(`${file}.map`, "utf8")), modules);
      }
      await context.close();
      const packages = new Map<string, Bytes>();
      for (const [name, bytes] of modules) {
        const sum = packages.get(packageOf(name)) ?? { total: 0, unused: 0 };
        packages.set(packageOf(name), { total: sum.total + bytes.total, unused: sum.unused + bytes.unused });
      }
      const all = [...modules.values()].reduce((a, b) => ({
        total: a.total + b.total,
        unused: a.unused + b.unused,
      }));
      console.log(
        `\n${route}: ${(all.unused / 1024).toFixed(1)} KB of ${(all.total / 1024).toFixed(1)} KB never ran`,
      );
      table("by package", [...packages]);
      table("by module", [...modules]);
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await benchCoverage();
