import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "@playwright/test";
import type { EntryItem, OrderEntryData } from "../src/dataProvider/methods/orderEntry";
import { DEMO_LOGINS } from "../server/db/seed/demo-logins";
import { signInWithToken, workInRestaurant } from "../tests/e2e/session";
import { launchChromium } from "./bundle-pages";
import { startServer } from "./menu-editor";
import {
  apiSession,
  liveSubscribed,
  longestTaskBetween,
  pageNow,
  recordLongTasks,
  type ApiSession,
} from "./page-probes";

// The kitchen screen (/kitchen) in headless chromium with 200 open tickets of the demo restaurant's branch, against
// the same screen with 10 as the baseline, each on the real server with the demo seed on its own SQLite database.
// Measured: the load, then two live changes the page hears over its websocket: a ticket made ready through the
// API (it leaves the screen), and another order accepted through the API (it arrives). For each, the time from the
// API call to the change on screen, and the longest main-thread task in between (and in the second after).
// Not a test: it prints figures and asserts nothing.

export interface KitchenChange {
  /** From the API call to the change on screen. */
  shownMs: number;
  /** Longest task from the API call to the change on screen (0: none over 50 ms). */
  taskMs: number;
  /** Longest task from the API call to one second after the change showed (the page's follow-up work). */
  taskAfterMs: number;
}

export interface KitchenFigures {
  tickets: number;
  /** From navigation start to every ticket on screen. */
  loadMs: number;
  loadTaskMs: number;
  domNodes: number;
  bumped: KitchenChange;
  arrived: KitchenChange;
}

const OWNER = DEMO_LOGINS[0];
const TICKET = '[data-testid^="kitchen-ticket-"]';
const LINE_NOTES = ["no onions", "extra spicy", "well done", "بدون بصل", "sauce on the side", "حار"];
const ORDER_NOTES = ["Allergy: nuts", "Birthday — bring the cake last", "عميل دائم", "Pack separately"];

/** A small deterministic generator, so every run places the same tickets. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

/** A pending order the way a busy evening's are: 2–6 lines, some with addons and a note, some with an order note. */
function orderBody(items: EntryItem[], next: () => number, n: number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const lines = Array.from({ length: 2 + Math.floor(next() * 5) }, () => {
    const item = pick(items);
    const addons = item.addons.filter(() => next() < 0.5).map((addon) => addon.id);
    return {
      item_id: item.id,
      quantity: 1 + Math.floor(next() * 3),
      price_id: pick(item.prices).id,
      addon_ids: addons,
      ...(next() < 0.35 ? { note: pick(LINE_NOTES) } : {}),
    };
  });
  return {
    type: "self_pickup",
    customer: { name: `Guest ${n}`, phone: `5${String(1_000_000 + n).slice(-7)}` },
    ...(next() < 0.25 ? { notes: pick(ORDER_NOTES) } : {}),
    lines,
  };
}

interface Placed {
  id: number;
  number: number;
  updated_at: string;
}

const placeOrder = (api: ApiSession, body: unknown) =>
  api.call<{ data: Placed }>("POST", `${api.branchPath}/orders`, body).then((r) => r.data);
const setStatus = (api: ApiSession, order: Placed, status: string) =>
  api.call<{ data: Placed }>("POST", `${api.branchPath}/orders/${order.id}`, {
    status,
    updated_at: order.updated_at,
  });
const kitchenTickets = (api: ApiSession) =>
  api.call<{ data: { tickets: Placed[] } }>("GET", `${api.branchPath}/kitchen`).then((r) => r.data.tickets);

/** Places and accepts orders until the branch has `count` open tickets; answers a generator of more orders. */
async function openTickets(api: ApiSession, count: number) {
  const entry = (await api.call<{ data: OrderEntryData }>("GET", `${api.branchPath}/order-entry`)).data;
  const items = entry.categories
    .flatMap((c) => c.items)
    .filter((item) => item.prices.length && !item.sold_out && !item.disable_ordering);
  const next = random(48);
  let n = 0;
  const newOrder = () => placeOrder(api, orderBody(items, next, ++n));
  const open = await kitchenTickets(api);
  // The already open ones beyond the count are made ready first (the demo seed has a few).
  for (const extra of open.slice(count)) await setStatus(api, extra, "ready");
  for (let i = Math.min(open.length, count); i < count; i++)
    await setStatus(api, await newOrder(), "accepted");
  return newOrder;
}

/**
 * Calls the API, waits until the ticket of `orderId` is on screen (or gone, as `shown` says), and reads the times
 * and the longest tasks.
 */
async function timeChange(
  page: Page,
  orderId: number,
  shown: "there" | "gone",
  call: () => Promise<unknown>,
): Promise<KitchenChange> {
  await page.waitForTimeout(1500);
  await page.evaluate(
    ({ selector, there }) => {
      const probe = window as unknown as { shownAt?: number };
      probe.shownAt = undefined;
      const check = () =>
        !!document.querySelector(selector) === there
          ? (probe.shownAt = performance.now())
          : requestAnimationFrame(check);
      requestAnimationFrame(check);
    },
    { selector: `[data-testid="kitchen-ticket-${orderId}"]`, there: shown === "there" },
  );
  const start = await pageNow(page);
  await call();
  await page.waitForFunction(() => (window as { shownAt?: number }).shownAt !== undefined, null, {
    timeout: 60_000,
  });
  const shownAt = await page.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
  await page.waitForTimeout(1000);
  return {
    shownMs: shownAt - start,
    taskMs: await longestTaskBetween(page, start, shownAt),
    taskAfterMs: await longestTaskBetween(page, start, shownAt + 1000),
  };
}

async function measure(browser: Browser, url: string, count: number): Promise<KitchenFigures> {
  const api = await apiSession(url, OWNER);
  const newOrder = await openTickets(api, count);
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  try {
    await signInWithToken(page, context.request, OWNER);
    await workInRestaurant(page);
    await recordLongTasks(page);
    const subscribed = liveSubscribed(page);
    await page.goto("/kitchen");
    await page.waitForFunction(
      ({ selector, count }) => document.querySelectorAll(selector).length === count,
      { selector: TICKET, count },
      { timeout: 120_000 },
    );
    const loadMs = await pageNow(page);
    const loadTaskMs = await longestTaskBetween(page, 0, loadMs);
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    await subscribed;

    // The oldest ticket is made ready (by another screen, or the pass): it leaves this one.
    const oldest = (await kitchenTickets(api))[0];
    const bumped = await timeChange(page, oldest.id, "gone", () => setStatus(api, oldest, "ready"));
    // A new order, placed beforehand (pending orders are not on the kitchen screen), is accepted: it arrives.
    const order = await newOrder();
    const arrived = await timeChange(page, order.id, "there", () => setStatus(api, order, "accepted"));
    return { tickets: count, loadMs, loadTaskMs, domNodes, bumped, arrived };
  } finally {
    await context.close();
  }
}

function report(large: KitchenFigures, base: KitchenFigures) {
  const rows: [string, (f: KitchenFigures) => number, string][] = [
    ["all tickets on screen", (f) => f.loadMs, "ms"],
    ["longest task (load)", (f) => f.loadTaskMs, "ms"],
    ["DOM nodes", (f) => f.domNodes, ""],
    ["ticket made ready: shown", (f) => f.bumped.shownMs, "ms"],
    ["  longest task until shown", (f) => f.bumped.taskMs, "ms"],
    ["  ... and 1 s after", (f) => f.bumped.taskAfterMs, "ms"],
    ["order accepted: shown", (f) => f.arrived.shownMs, "ms"],
    ["  longest task until shown", (f) => f.arrived.taskMs, "ms"],
    ["  ... and 1 s after", (f) => f.arrived.taskAfterMs, "ms"],
  ];
  const cell = (n: number, unit: string) => `${Math.round(n)}${unit ? ` ${unit}` : ""}`.padStart(12);
  console.log(
    `/kitchen in headless chromium, ${large.tickets} open tickets vs ${base.tickets} (longest task 0 = none over 50 ms; target ≤ 100 ms):\n` +
      `  ${"".padEnd(28)}${`${large.tickets} tickets`.padStart(12)}${`${base.tickets} tickets`.padStart(12)}\n` +
      rows
        .map(
          ([label, read, unit]) => `  ${label.padEnd(28)}${cell(read(large), unit)}${cell(read(base), unit)}`,
        )
        .join("\n"),
  );
}

/** Builds the dashboard when stale, starts two demo servers, opens the tickets, measures, prints the figures. */
export async function benchKitchen(options: { tickets?: number } = {}) {
  const tickets = options.tickets ?? 200;
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kitchen-bench-"));
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    const dirs = ["large", "base"].map((name) => path.join(root, name));
    for (const dir of dirs) fs.mkdirSync(dir);
    const [large, base] = await Promise.all(dirs.map((dir) => startServer(dir)));
    servers.push(large.child, base.child);
    browser = await launchChromium();
    const baseline = await measure(browser, base.url, 10);
    const result = await measure(browser, large.url, tickets);
    report(result, baseline);
    return { large: result, baseline };
  } finally {
    await browser?.close();
    for (const child of servers) child.kill("SIGTERM");
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchKitchen({ tickets: Number(process.argv[2]) || undefined });
}
