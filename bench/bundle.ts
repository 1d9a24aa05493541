import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import {
  launchChromium,
  measureBaselineLogin,
  measureFirstLoad,
  measureLoginToOrders,
  type JsLoad,
} from "./bundle-pages";
import { startProductServer, startStaticServer, type RunningServer } from "./bundle-server";

// First-load weight and login speed of the dashboard ("Fast at real size"), beside a minimal react-admin + MUI
// one-resource app built in the same run. Not a test: it prints figures and never fails a build.

const ROUTES = ["/login", "/", "/orders", "/menu", "/reservations/list", "/settings", "/invoices/list"];
/** Routes measured again in Arabic, the language of most readers: its catalogue replaces English's. */
const ARABIC_ROUTES = ["/login", "/", "/orders"];
const OWNER = { email: "owner@example.com", password: "owner1234" };
const LOGIN_RUNS = 3;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
/** Each route's first-load budget, the one the build is checked against (scripts/check-bundle-budget.mjs). */
const BUDGETS = (
  JSON.parse(fs.readFileSync(path.join(root, "scripts/bundle-budget.json"), "utf8")) as {
    routes: Record<string, { kb: number }>;
  }
).routes;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function buildBaseline(outDir: string): Promise<void> {
  await build({
    root: path.join(here, "baseline-app"),
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/** The API's own floor for "login then list": one login call and one orders page, timed from Node. */
async function apiLoginAndList(baseUrl: string) {
  const start = performance.now();
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...OWNER, dashboard: true }),
  });
  const session = (await login.json()) as {
    token: string;
    user: { business: { id: number; branches: { id: number }[] }[] };
  };
  const business = session.user.business[0];
  const list = `${baseUrl}/api/business/${business.id}/branches/${business.branches[0].id}/orders?page=1&per_page=10`;
  await (await fetch(list, { headers: { authorization: `Bearer ${session.token}` } })).text();
  return { session, ms: performance.now() - start };
}

/** How the server sends a hashed asset and the page (the headers the budget relies on). */
async function headersLine(baseUrl: string): Promise<string> {
  const page = await fetch(`${baseUrl}/`);
  const html = await page.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const asset = script
    ? await fetch(`${baseUrl}${script}`, { headers: { "accept-encoding": "br, gzip" } })
    : undefined;
  await asset?.arrayBuffer();
  const again = await fetch(`${baseUrl}/`, { headers: { "if-none-match": page.headers.get("etag") ?? "" } });
  return [
    `index.html: cache-control ${page.headers.get("cache-control")}, etag ${page.headers.get("etag") ? "yes" : "no"}, revalidation ${again.status}`,
    `assets: content-encoding ${asset?.headers.get("content-encoding") ?? "none"}, cache-control ${asset?.headers.get("cache-control")}`,
  ].join("\n");
}

/** `route` as the budget names it: the address, and " (ar)" when measured in Arabic. */
const row = (route: string, load: JsLoad, baseline: JsLoad) =>
  [
    route.padEnd(20),
    `${kb(load.gzipBytes)} KB`.padStart(10),
    `${kb(baseline.gzipBytes)} KB`.padStart(10),
    `${(load.gzipBytes / baseline.gzipBytes).toFixed(2)}x`.padStart(6),
    `${kb(load.sentBytes)} KB ${load.encodings.join("/")}`.padStart(18),
    `${kb(load.rawBytes)} KB`.padStart(11),
    String(load.files).padStart(6),
    !BUDGETS[route] ? "" : load.gzipBytes <= BUDGETS[route].kb * 1024 ? "ok" : "OVER",
    load.prefetched
      ? `(+ ${kb(load.prefetched.gzipBytes)} KB in ${load.prefetched.files} files fetched once idle for the next page)`
      : "",
  ].join("  ");

export async function benchBundle(): Promise<void> {
  execSync("node scripts/ensure-build.mjs", { cwd: root, stdio: "inherit" });
  const baselineDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-baseline-"));
  const running: RunningServer[] = [];
  const browser = await launchChromium();
  try {
    await buildBaseline(baselineDir);
    const baselineServer = await startStaticServer(baselineDir);
    running.push(baselineServer);
    const server = await startProductServer(path.join(root, "dist"));
    running.push(server);

    const api = await apiLoginAndList(server.url);
    const session = { token: api.session.token, user: api.session.user };
    const baselineLogin = await measureFirstLoad(browser, `${baselineServer.url}/#/login`);
    const baselineList = await measureFirstLoad(browser, `${baselineServer.url}/`, session);

    console.log(await headersLine(server.url));
    console.log(
      `\n${"route".padEnd(20)}  ${"JS gzip".padStart(10)}  ${"baseline".padStart(10)}  ${"ratio".padStart(6)}  ${"sent".padStart(18)}  ${"decoded".padStart(11)}  ${"files".padStart(6)}  budget (scripts/bundle-budget.json)`,
    );
    const measured = [
      ...ROUTES.map((route) => ({ route, label: route, locale: undefined })),
      ...ARABIC_ROUTES.map((route) => ({ route, label: `${route} (ar)`, locale: "ar" })),
    ];
    for (const { route, label, locale } of measured) {
      const isLogin = route === "/login";
      try {
        const url = `${server.url}${route}`;
        const load = await measureFirstLoad(browser, url, isLogin ? undefined : session, locale);
        console.log(row(label, load, isLogin ? baselineLogin : baselineList));
      } catch (error) {
        console.log(
          `${label.padEnd(20)}  not measured: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
        );
      }
    }

    const timings = [];
    for (let run = 0; run < LOGIN_RUNS; run++)
      timings.push(await measureLoginToOrders(browser, server.url, OWNER));
    const baselineTimes = [];
    for (let run = 0; run < LOGIN_RUNS; run++)
      baselineTimes.push(await measureBaselineLogin(browser, baselineServer.url));
    const total = median(timings.map((t) => t.totalMs));
    console.log(
      `\nLogin → first order row (median of ${LOGIN_RUNS}): ${total} ms (click → Overview after reload ` +
        `${median(timings.map((t) => t.reloadMs))} ms; asset requests ${median(timings.map((t) => t.assetRequests))}); ` +
        `target ≤ 800 ms`,
    );
    console.log(
      `Baseline: API login + orders page ${api.ms.toFixed(0)} ms + the 200 ms reload of SPEC §4 = ` +
        `${(api.ms + 200).toFixed(0)} ms; baseline app login → first row ${median(baselineTimes)} ms`,
    );
  } catch (error) {
    console.log(`bundle bench could not finish: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser.close();
    for (const server of running.reverse()) await server.stop();
    fs.rmSync(baselineDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchBundle();
