import zlib from "node:zlib";
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import playwrightConfig from "../playwright.config";

// What a page really loads in Debian chromium (DESIGN §2): every JavaScript response of a cold first load,
// its bytes as sent, decoded, and gzipped at level 9 (the figure compared with the budget), and the time from
// the Login click to the first order row.

/** Debian's chromium with the browser tests' own options (playwright.config.ts), so both measure the same browser. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch(playwrightConfig.projects?.[0]?.use?.launchOptions);

const QUIET_MS = 2000;

export interface JsLoad {
  files: number;
  /** Bytes on the wire (body as sent, compressed or not). */
  sentBytes: number;
  /** Decoded bytes. */
  rawBytes: number;
  /** The decoded bodies gzipped at level 9: the same measure for every server. */
  gzipBytes: number;
  /** The content-encodings seen, e.g. "br" or "identity". */
  encodings: string[];
}

export interface Session {
  token: string;
  user: unknown;
}

const isScript = (response: Response) =>
  response.request().resourceType() === "script" || new URL(response.url()).pathname.endsWith(".js");

/** Collects every script response of the page until `collect` is awaited. */
function recordScripts(page: Page) {
  const pending: Promise<{ sent: number; raw: number; gzip: number; encoding: string }>[] = [];
  page.on("response", (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const encoding = (await response.headerValue("content-encoding")) ?? "identity";
        return {
          sent: sizes.responseBodySize,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          encoding,
        };
      })(),
    );
  });
  return async (): Promise<JsLoad> => {
    const all = await Promise.all(pending);
    const sum = (pick: (entry: (typeof all)[number]) => number) =>
      all.reduce((total, e) => total + pick(e), 0);
    return {
      files: all.length,
      sentBytes: sum((e) => e.sent),
      rawBytes: sum((e) => e.raw),
      gzipBytes: sum((e) => e.gzip),
      encodings: [...new Set(all.map((e) => e.encoding))],
    };
  };
}

/** A fresh browser context (empty cache) that is already signed in when `session` is given. */
async function freshContext(browser: Browser, session?: Session): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(
      ({ token, user }) => {
        if (!localStorage.getItem("token")) {
          localStorage.setItem("token", token);
          localStorage.setItem("user", JSON.stringify(user));
        }
      },
      { token: session.token, user: session.user },
    );
  }
  return context;
}

/** The JavaScript of a cold first load of `url`, counted once the network has been quiet for 500 ms. */
export async function measureFirstLoad(browser: Browser, url: string, session?: Session): Promise<JsLoad> {
  const context = await freshContext(browser, session);
  try {
    const page = await context.newPage();
    const collect = recordScripts(page);
    let lastRequest = Date.now();
    page.on("request", () => void (lastRequest = Date.now()));
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    // A busy machine can render for longer than networkidle's 500 ms between two waves of lazy chunks: wait for
    // a drawn page (the login form or the layout) and then for a longer quiet spell.
    await page
      .locator('input[name="email"], input[name="username"], #main-content')
      .first()
      .waitFor({ timeout: 60_000 });
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
    return await collect();
  } finally {
    await context.close();
  }
}

export interface LoginTiming {
  /** Login click → first order row. */
  totalMs: number;
  /** Login click → the Overview shown after the reload. */
  reloadMs: number;
  /** Responses for /assets/ that came over the network after the click (prefetches included), not from cache. */
  assetRequests: number;
}

/**
 * The user at /login (page loaded, network quiet) signs in; SPEC §4 reloads the app at "/", which opens the
 * Overview; the user then opens the orders (a client-side navigation, like the sidebar link) and sees a row.
 */
export async function measureLoginToOrders(
  browser: Browser,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<LoginTiming> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
    await page.locator('input[name="email"]').fill(credentials.email);
    await page.locator('input[name="password"]').fill(credentials.password);
    // Asset responses that came over the network (not from the browser cache), seen through the DevTools protocol.
    let assetRequests = 0;
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    devtools.on("Network.responseReceived", ({ response }) => {
      const cached = response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
      if (response.url.includes("/assets/") && !cached && response.status !== 0) assetRequests++;
    });
    const start = Date.now();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin\/overview$/, { timeout: 30_000 });
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
    const reloadMs = Date.now() - start;
    await page.evaluate(() => {
      window.history.pushState({}, "", "/orders");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.locator(".RaDataTable-row").first().waitFor({ timeout: 30_000 });
    return { totalMs: Date.now() - start, reloadMs, assetRequests };
  } finally {
    await context.close();
  }
}

/** The baseline app's own path from its login form to its first row. */
export async function measureBaselineLogin(browser: Browser, baseUrl: string): Promise<number> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/login`, { waitUntil: "networkidle" });
    await page.locator('input[name="username"]').fill("owner");
    await page.locator('input[name="password"]').fill("secret");
    const start = Date.now();
    await page.locator('button[type="submit"]').click();
    await page.locator(".RaDataTable-row").first().waitFor({ timeout: 30_000 });
    return Date.now() - start;
  } finally {
    await context.close();
  }
}
