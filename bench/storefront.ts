import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "@playwright/test";
import { launchChromium, measureFirstLoad } from "./bundle-pages";
import { benchDatabase, ownerBusiness, type BenchDatabase } from "./data";
import { generateMenu } from "./menu";
import type { Running } from "./processes";
import { apiServer } from "./servers";

// The customer pages a QR code opens (issue 47) on a phone profile: Chromium at 390 px with a 4× slower processor
// and a 4G-like network (Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down). For the demo menu and a
// 2,000-item one: the first-load JavaScript, the time from navigation to the first category on screen, and the
// longest main-thread task while scrolling the menu and while opening an item's sheet; beside the dashboard's login
// page served by the same server in the same run. Targets: ≤ 100 KB gzip, ≤ 1.5 s (demo) and ≤ 2 s (2,000 items),
// no task over 100 ms.

const DIST = path.resolve("dist");
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const RUNS = 3;

interface PageFigures {
  jsGzipBytes: number;
  firstCategoryMs: number;
  scrollTaskMs: number;
  openTaskMs: number;
}

/** Records, in the page, when the first category heading is painted and every long task. */
function instrument() {
  const figures = { first: 0, tasks: [] as [number, number][] };
  (window as unknown as { figures: typeof figures }).figures = figures;
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector(".category-title")) return;
    observer.disconnect();
    requestAnimationFrame(() => (figures.first = performance.now()));
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) figures.tasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
}

async function measureMenu(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.status() === 200)
        scripts.push(response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length));
    });
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { figures: { first: number } }).figures.first > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    const firstCategoryMs = await page.evaluate(
      () => (window as unknown as { figures: { first: number } }).figures.first,
    );
    const jsGzipBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    await page.waitForTimeout(1500);

    const longestSince = (from: number) =>
      page.evaluate(
        (start) =>
          Math.max(
            0,
            ...(window as unknown as { figures: { tasks: [number, number][] } }).figures.tasks
              .filter(([at]) => at >= start)
              .map(([, duration]) => duration),
          ),
        from,
      );
    const now = () => page.evaluate(() => performance.now());
    const scrolling = await now();
    for (let step = 0; step < 25; step++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(120);
    }
    const scrollTaskMs = await longestSince(scrolling);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const opening = await now();
    await page.locator(".item-open").nth(2).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(500);
    const openTaskMs = await longestSince(opening);
    return { jsGzipBytes, firstCategoryMs, scrollTaskMs, openTaskMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function report(browser: Browser, label: string, url: string, targetMs: number) {
  const runs: PageFigures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measureMenu(browser, url));
  const pick = (key: keyof PageFigures) => median(runs.map((figures) => figures[key]));
  console.log(
    `  ${label.padEnd(22)} JS ${(pick("jsGzipBytes") / 1024).toFixed(1)} KB gzip (target 100) · first category ` +
      `${pick("firstCategoryMs").toFixed(0)} ms (target ${targetMs}) · longest task scrolling ` +
      `${pick("scrollTaskMs").toFixed(0)} ms, opening an item ${pick("openTaskMs").toFixed(0)} ms (target 100)`,
  );
}

async function restaurantSlug(bench: BenchDatabase) {
  const row = await bench.db
    .selectFrom("branches")
    .innerJoin("businesses", "businesses.id", "branches.business_id")
    .select("branches.slug")
    .where("businesses.type", "=", "restaurant")
    .orderBy("branches.id")
    .executeTakeFirstOrThrow();
  return row.slug;
}

export async function benchStorefront() {
  if (!fs.existsSync(path.join(DIST, "storefront.html")))
    execFileSync("npx", ["vite", "build"], { stdio: "inherit" });
  const demo = await benchDatabase("storefront-demo");
  const large = await benchDatabase("storefront-2000");
  const running: Running[] = [];
  const browser = await launchChromium();
  try {
    const owner = await ownerBusiness(large.db);
    await generateMenu(large.db, owner.businessId, owner.menuId, 2000);
    const largeSlug = (
      await large.db
        .selectFrom("branches")
        .select("slug")
        .where("id", "=", owner.branchId)
        .executeTakeFirstOrThrow()
    ).slug;
    const demoServer = await apiServer(demo, { SEED_DEMO: "true", DIST_DIR: DIST });
    const largeServer = await apiServer(large, { DIST_DIR: DIST });
    running.push(demoServer, largeServer);
    console.log(
      `  phone profile: 390 px, CPU ÷${CPU_SLOWDOWN}, ${NETWORK.latency} ms, 1.6 Mbps; median of ${RUNS}`,
    );
    await report(browser, "demo menu", `${demoServer.url}/m/${await restaurantSlug(demo)}`, 1500);
    await report(browser, "2,000-item menu", `${largeServer.url}/m/${largeSlug}`, 2000);
    const login = await measureFirstLoad(browser, `${demoServer.url}/login`);
    console.log(
      `  dashboard /login        JS ${(login.gzipBytes / 1024).toFixed(1)} KB gzip in ${login.files} files`,
    );
  } finally {
    await browser.close();
    for (const server of running) await server.stop();
    await demo.close();
    await large.close();
  }
}
