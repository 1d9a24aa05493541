import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { DEMO_LOGINS } from "../server/db/seed/demo-logins";
import type { OrderEntryData } from "../src/dataProvider/methods/orderEntry";
import { foldForSearch } from "../src/domain/searchText";
import { pickerItems } from "../src/resources/orders/entry/cart";
import { filterPicker, TOP_TAB } from "../src/resources/orders/entry/pickerFilter";
import { signInWithToken, workInRestaurant } from "../tests/e2e/session";
import { launchChromium } from "./bundle-pages";
import { prepareLargeMenu, startServer } from "./menu-editor";
import { apiSession, longestTaskBetween, pageNow, recordLongTasks } from "./page-probes";

// The staff order entry's picker (/orders/create) in headless chromium over a generated menu of 2,000 items, against
// the demo menu as the baseline, each on the real server with its own SQLite database: a word typed letter by
// letter in the search (English, then Arabic spelled the way people type it), the longest main-thread task while
// typing and the time from the last key to the filtered list on screen. Not a test: it prints figures and asserts
// nothing.

/** What each word is typed as: "قهوه" is how people type "قهوة" (taa marbuta as haa). */
const WORDS = [
  { label: "English", word: "coffee" },
  { label: "Arabic", word: "قهوه" },
];
const KEY_DELAY_MS = 120;

/** Dish names a Kuwaiti restaurant's menu has, in both languages, for the generated items. */
const DISHES: [string, string][] = [
  ["Arabic coffee", "قهوة عربية"],
  ["Turkish coffee", "قهوة تركية"],
  ["Iced coffee", "قهوة مثلجة"],
  ["Karak tea", "شاي كرك"],
  ["Saffron tea", "شاي زعفران"],
  ["Chicken shawarma", "شاورما دجاج"],
  ["Lamb kebab", "كباب لحم"],
  ["Hummus", "حمص"],
  ["Falafel", "فلافل"],
  ["Chicken machboos", "مجبوس دجاج"],
  ["Grilled hammour", "هامور مشوي"],
  ["Fattoush", "فتوش"],
  ["Umm Ali", "أم علي"],
  ["Luqaimat", "لقيمات"],
  ["Mutabbal", "متبل"],
  ["Margoog", "مرقوق"],
  ["Jareesh", "جريش"],
  ["Harees", "هريس"],
  ["Shrimp mumawash", "مموش روبيان"],
  ["Date cake", "كيكة التمر"],
  ["Orange juice", "عصير برتقال"],
  ["Mango juice", "عصير مانجو"],
  ["Cheese manakish", "مناقيش جبنة"],
  ["Zaatar manakish", "مناقيش زعتر"],
  ["Mint lemonade", "ليمون بالنعناع"],
];

/** The generated menu's items renamed after real dishes ("Dish 12" finds nothing a waiter would type). */
async function nameDishes(dir: string) {
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
    const items = await app.db.selectFrom("items").select(["id", "locales"]).orderBy("id").execute();
    await app.db.transaction().execute(async (trx) => {
      for (const [i, item] of items.entries()) {
        const [en, ar] = DISHES[i % DISHES.length];
        const n = Math.floor(i / DISHES.length) + 1;
        const locales = (JSON.parse(item.locales) as { locale: string; name: string }[]).map((l) => ({
          ...l,
          name: l.locale === "ar" ? `${ar} ${n}` : `${en} ${n}`,
        }));
        await trx
          .updateTable("items")
          .set({ locales: JSON.stringify(locales), search: `${en} ${n}`.toLowerCase() })
          .where("id", "=", item.id)
          .execute();
      }
    });
  } finally {
    await app.close();
  }
}

export interface TypingFigures {
  /** Longest task from the first key to the filtered list of the last (0: none over 50 ms). */
  taskMs: number;
  /** From the last key's input event to the picker showing that query's items. */
  lastKeyMs: number;
  /** The slowest key from its input event to its own list (keys whose list React skipped for a later one aside). */
  slowestKeyMs: number;
  /** Items matching the whole word (the picker draws ORDER_PICKER_SHOWN_MAX of them at most). */
  matches: number;
}

export interface PickerFigures {
  items: number;
  /** From navigation start to the first item button. */
  firstItemMs: number;
  loadTaskMs: number;
  typing: TypingFigures[];
}

const OWNER = DEMO_LOGINS[0];
const ITEM = '[data-testid^="pick-item-"]';

/** The ids the picker must show for each prefix of the word, by the page's own filter. */
function expectedLists(entry: OrderEntryData, word: string) {
  const items = pickerItems(entry);
  const lists: Record<string, number[]> = {};
  for (let i = 1; i <= word.length; i++) {
    const query = word.slice(0, i);
    lists[query] = filterPicker(items, { query, tab: TOP_TAB, topIds: [] }).shown.map((e) => e.item.id);
  }
  return { lists, matches: items.filter((e) => e.folded.includes(foldForSearch(word))).length };
}

async function typeWord(page: Page, entry: OrderEntryData, word: string): Promise<TypingFigures> {
  const { lists, matches } = expectedLists(entry, word);
  const search = page.getByRole("searchbox");
  await search.fill("");
  await page.waitForTimeout(1000);
  // In the page: when each value was typed (its input event), and when the list first showed that value's items.
  await page.evaluate(
    ({ lists, selector }) => {
      const probe = window as unknown as {
        typedAt: Record<string, number>;
        listedAt: Record<string, number>;
      };
      probe.typedAt = {};
      probe.listedAt = {};
      const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      input.addEventListener("input", (event) => (probe.typedAt[input.value] = event.timeStamp));
      const check = () => {
        const value = input.value;
        const ids = [...document.querySelectorAll(selector)].map((e) =>
          e.getAttribute("data-testid")!.slice(10),
        );
        const expected = lists[value];
        if (expected && probe.listedAt[value] === undefined && ids.join() === expected.join())
          probe.listedAt[value] = performance.now();
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { lists, selector: ITEM },
  );
  const start = await pageNow(page);
  await search.pressSequentially(word, { delay: KEY_DELAY_MS });
  await page.waitForFunction(
    (w) => (window as unknown as { listedAt: Record<string, number> }).listedAt[w],
    word,
    {
      timeout: 60_000,
    },
  );
  const { typedAt, listedAt } = await page.evaluate(() => {
    const probe = window as unknown as { typedAt: Record<string, number>; listedAt: Record<string, number> };
    return { typedAt: probe.typedAt, listedAt: probe.listedAt };
  });
  await page.waitForTimeout(500);
  return {
    taskMs: await longestTaskBetween(page, start, listedAt[word]),
    lastKeyMs: listedAt[word] - typedAt[word],
    slowestKeyMs: Math.max(
      ...Object.keys(listedAt)
        .filter((value) => typedAt[value] !== undefined)
        .map((value) => listedAt[value] - typedAt[value]),
    ),
    matches,
  };
}

async function measure(browser: Browser, url: string): Promise<PickerFigures> {
  const api = await apiSession(url, OWNER);
  const entry = (await api.call<{ data: OrderEntryData }>("GET", `${api.branchPath}/order-entry`)).data;
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await signInWithToken(page, context.request, OWNER);
    await workInRestaurant(page);
    await recordLongTasks(page);
    await page.goto("/orders/create");
    await page.locator(ITEM).first().waitFor({ timeout: 120_000 });
    const firstItemMs = await pageNow(page);
    const loadTaskMs = await longestTaskBetween(page, 0, firstItemMs);
    await page.waitForTimeout(1500);
    const typing: TypingFigures[] = [];
    for (const { word } of WORDS) typing.push(await typeWord(page, entry, word));
    return { items: pickerItems(entry).length, firstItemMs, loadTaskMs, typing };
  } finally {
    await context.close();
  }
}

function report(large: PickerFigures, demo: PickerFigures) {
  const rows: [string, (f: PickerFigures) => number, string][] = [
    ["first item on screen", (f) => f.firstItemMs, "ms"],
    ["longest task (load)", (f) => f.loadTaskMs, "ms"],
    ...WORDS.flatMap(({ label, word }, i): [string, (f: PickerFigures) => number, string][] => [
      [`"${word}" (${label}): matches`, (f) => f.typing[i].matches, ""],
      ["  longest task typing", (f) => f.typing[i].taskMs, "ms"],
      ["  last key → list", (f) => f.typing[i].lastKeyMs, "ms"],
      ["  slowest key → its list", (f) => f.typing[i].slowestKeyMs, "ms"],
    ]),
  ];
  const cell = (n: number, unit: string) => `${Math.round(n)}${unit ? ` ${unit}` : ""}`.padStart(12);
  console.log(
    `/orders/create's picker in headless chromium, ${large.items} items vs the demo menu's ${demo.items}, typed at ${KEY_DELAY_MS} ms a key (longest task 0 = none over 50 ms; target: none):\n` +
      `  ${"".padEnd(30)}${`${large.items} items`.padStart(12)}${"demo".padStart(12)}\n` +
      rows
        .map(
          ([label, read, unit]) => `  ${label.padEnd(30)}${cell(read(large), unit)}${cell(read(demo), unit)}`,
        )
        .join("\n"),
  );
}

/** Builds the dashboard when stale, prepares both menus, starts their servers, measures, prints the figures. */
export async function benchOrderPicker(options: { items?: number } = {}) {
  const items = options.items ?? 2000;
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "order-picker-bench-"));
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    const [largeDir, demoDir] = ["large", "demo"].map((name) => path.join(root, name));
    for (const dir of [largeDir, demoDir]) fs.mkdirSync(dir);
    await prepareLargeMenu(largeDir, items);
    await nameDishes(largeDir);
    const [large, demo] = await Promise.all([startServer(largeDir), startServer(demoDir)]);
    servers.push(large.child, demo.child);
    browser = await launchChromium();
    const baseline = await measure(browser, demo.url);
    const result = await measure(browser, large.url);
    report(result, baseline);
    return { large: result, baseline };
  } finally {
    await browser?.close();
    for (const child of servers) child.kill("SIGTERM");
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchOrderPicker({ items: Number(process.argv[2]) || undefined });
}
