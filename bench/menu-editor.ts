import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { DEMO_LOGINS } from "../server/db/seed/demo-logins";
import { seedFoundation } from "../server/db/seed/foundation";
import { signInWithToken } from "../tests/e2e/session";
import { launchChromium } from "./bundle-pages";
import { generateMenu } from "./menu";

// Page timings of the menu editor (/menu) in headless chromium: a generated menu of 2,000 items against the demo
// menu as the baseline, each served by the real server (server/index.ts) on its own fresh SQLite database.
// Not a test: it prints figures and asserts nothing.

export interface MenuEditorFigures {
  /** From navigation start to the first item row (or card) on screen. */
  firstRowMs: number;
  /** From a click on the second tab to its first item row on screen. */
  tabClickMs: number;
  domNodes: number;
  /** Longest main-thread task while the page loads and the tab opens. */
  longestTaskMs: number;
  /** Longest task while typing into an open item card, and while dragging a row by mouse. */
  typingTaskMs: number;
  draggingTaskMs: number;
  /** Longest task while a row is held at the window's lower edge, so that the list scrolls under it for 2 s. */
  edgeDraggingTaskMs: number;
}

export interface MenuEditorBenchResult {
  items: number;
  large: MenuEditorFigures;
  demo: MenuEditorFigures;
}

const OWNER = DEMO_LOGINS[0];
const ROW = '[data-testid^="item-row-"], [data-testid^="item-card-"]';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** The foundation seed plus `count` generated items in the restaurant's first menu (bench/menu.ts's generator). */
export async function prepareLargeMenu(dir: string, count: number) {
  const app = await buildApp(
    loadConfig({
      databaseUrl: `sqlite:${path.join(dir, "app.sqlite")}`,
      mediaDir: path.join(dir, "media"),
      logLevel: "silent",
      seedDemo: false,
      nodeEnv: "test",
    }),
    { seed: false },
  );
  try {
    await app.ready();
    const ids = await app.db.transaction().execute((trx) => seedFoundation(trx, Date.now()));
    await generateMenu(app.db, ids.restaurant.businessId, ids.restaurant.menuIds[0], count);
  } finally {
    await app.close();
  }
}

/** Starts `tsx server/index.ts` on a database folder (an empty one gets the demo seed) and waits until it answers. */
export async function startServer(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, "app.sqlite")}`,
      MEDIA_DIR: path.join(dir, "media"),
      NODE_ENV: "test",
      AUTH_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/business-types`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("the server did not start within 3 minutes");
}

// Runs in the page before its scripts: records long tasks and when the first item row appears.
const PAGE_PROBES = () => {
  const probe = window as unknown as { longTasks: number[]; firstRowAt?: number; rowSelector: string };
  probe.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const seen = () => {
    if (probe.firstRowAt === undefined && document.querySelector(probe.rowSelector))
      probe.firstRowAt = performance.now();
    else if (probe.firstRowAt === undefined) requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
};
// tsx compiles named inner functions with calls to its `__name` helper, which the page does not have.
const ROW_SELECTOR_SCRIPT = `globalThis.__name ??= (f) => f; globalThis.rowSelector = ${JSON.stringify(ROW)};`;

/** The longest task recorded since the last call, which starts a new window. */
const takeLongestTask = (page: Page) =>
  page.evaluate(() => {
    const probe = window as unknown as { longTasks: number[] };
    const longest = Math.max(0, ...probe.longTasks);
    probe.longTasks = [];
    return longest;
  });

async function measure(browser: Browser, url: string): Promise<MenuEditorFigures> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await signInWithToken(page, context.request, OWNER);
    await page.addInitScript(`${ROW_SELECTOR_SCRIPT}(${PAGE_PROBES.toString()})()`);
    const timeout = 600_000;
    await page.goto("/menu");
    await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt !== undefined, null, {
      timeout,
    });
    const firstRowMs = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);

    const secondTab = page.getByRole("tab").nth(1);
    const tabName = (await secondTab.textContent()) ?? "";
    const tabClickMs = await page.evaluate(
      ({ name, rowSelector }) =>
        new Promise<number>((resolve) => {
          const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
            (t) => t.textContent === name,
          )!;
          const start = performance.now();
          tab.click();
          const shown = () => {
            const card = document.querySelector('[data-testid^="category-card-"]');
            if (card?.querySelector("h2")?.textContent === name && card.querySelector(rowSelector))
              resolve(performance.now() - start);
            else requestAnimationFrame(shown);
          };
          requestAnimationFrame(shown);
        }),
      { name: tabName, rowSelector: ROW },
      // evaluate has no timeout of its own: the page's budget bounds it.
    );
    await page.waitForTimeout(1000);
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    const longestTaskMs = await takeLongestTask(page);

    // Typing into an open card: open the first item of the tab, type a word into its English name.
    const firstRow = page.locator('[data-testid^="item-row-"]').first();
    const editButton = firstRow.getByRole("button", { name: "Edit item" });
    if (await editButton.count()) await editButton.click();
    const name = page.locator('[data-testid^="item-card-"]').first().getByLabel("Name (English)");
    await name.click();
    await takeLongestTask(page);
    await page.keyboard.type(" with extra lemon", { delay: 30 });
    await page.waitForTimeout(300);
    const typingTaskMs = await takeLongestTask(page);

    // Dragging a row by its handle five rows down the list by mouse (the drop saves the order). The rows are
    // brought into view first, as a user sees what they drag: the card opened above pushes them below the fold,
    // and a press there would start the drag outside the window and scroll the list all the way down.
    // dnd-kit binds the handles once the editor is idle (dragKitLoader.ts).
    await page.locator("[aria-roledescription]").first().waitFor({ state: "attached" });
    const handles = page
      .locator('[data-testid^="item-row-"]')
      .getByRole("button", { name: "Drag to reorder" });
    const dragDown = async (
      toY: (from: { y: number; height: number }) => Promise<number>,
      holdMs: number,
    ) => {
      const first = await handles.nth(0).boundingBox();
      if (!first) return;
      await page.evaluate((dy) => window.scrollBy(0, dy), first.y - 200);
      await page.waitForTimeout(500);
      await takeLongestTask(page);
      const from = await handles.nth(0).boundingBox();
      if (!from) return;
      const x = from.x + from.width / 2;
      await page.mouse.move(x, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(x, await toY(from), { steps: 30 });
      await page.waitForTimeout(holdMs);
      await page.mouse.up();
      await page.waitForTimeout(500);
    };
    await dragDown(async () => {
      const to = await handles.nth(Math.min(5, (await handles.count()) - 1)).boundingBox();
      return to ? to.y + to.height / 2 + 4 : 0;
    }, 0);
    const draggingTaskMs = await takeLongestTask(page);
    // Held at the lower edge: dnd-kit scrolls the list, which mounts rows as they come into view.
    const viewport = page.viewportSize();
    await dragDown(async () => (viewport ? viewport.height - 10 : 0), 2000);
    const edgeDraggingTaskMs = await takeLongestTask(page);
    return {
      firstRowMs,
      tabClickMs,
      domNodes,
      longestTaskMs,
      typingTaskMs,
      draggingTaskMs,
      edgeDraggingTaskMs,
    };
  } finally {
    await context.close();
  }
}

function report(result: MenuEditorBenchResult) {
  const rows: [string, keyof MenuEditorFigures, string][] = [
    ["first row", "firstRowMs", "ms"],
    ["tab click", "tabClickMs", "ms"],
    ["DOM nodes", "domNodes", ""],
    ["longest task (load + tab)", "longestTaskMs", "ms"],
    ["longest task typing", "typingTaskMs", "ms"],
    ["longest task dragging", "draggingTaskMs", "ms"],
    ["  held at the edge", "edgeDraggingTaskMs", "ms"],
  ];
  const cell = (n: number, unit: string) => `${Math.round(n)}${unit ? ` ${unit}` : ""}`.padStart(10);
  const lines = rows.map(([label, key, unit]) => {
    const ratio = result.demo[key] > 0 ? `${(result.large[key] / result.demo[key]).toFixed(2)}x` : "-";
    return `  ${label.padEnd(26)}${cell(result.large[key], unit)}${cell(result.demo[key], unit)}${ratio.padStart(9)}`;
  });
  console.log(
    `/menu in headless chromium, ${result.items} generated items vs the demo menu (longest task 0 = none over 50 ms):\n` +
      `  ${"".padEnd(26)}${`${result.items} items`.padStart(10)}${"demo".padStart(10)}${"ratio".padStart(9)}\n` +
      lines.join("\n"),
  );
}

/** Builds the dashboard when stale, starts both servers, measures /menu on each, prints and returns the figures. */
export async function benchMenuEditor(options: { items?: number } = {}): Promise<MenuEditorBenchResult> {
  const items = options.items ?? 2000;
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "menu-editor-bench-"));
  const largeDir = path.join(root, "large");
  const demoDir = path.join(root, "demo");
  fs.mkdirSync(largeDir);
  fs.mkdirSync(demoDir);
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    await prepareLargeMenu(largeDir, items);
    const large = await startServer(largeDir);
    servers.push(large.child);
    const demo = await startServer(demoDir);
    servers.push(demo.child);
    browser = await launchChromium();
    const result: MenuEditorBenchResult = {
      items,
      demo: await measure(browser, demo.url),
      large: await measure(browser, large.url),
    };
    report(result);
    return result;
  } finally {
    await browser?.close();
    for (const child of servers) child.kill("SIGTERM");
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchMenuEditor({ items: Number(process.argv[2]) || undefined });
}
