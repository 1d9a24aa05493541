import type { Page } from "@playwright/test";
import type { Login } from "../tests/e2e/session";

// What the front-of-house page rows (kitchen, order-picker) record in the page: every long main-thread task with
// when it started, so a window of the page's life (a live change, a word being typed) reads its own longest task.

// Runs in the page before its scripts. tsx compiles named inner functions with calls to its `__name` helper,
// which the page does not have.
const LONG_TASK_PROBE = `globalThis.__name ??= (f) => f;
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: "longtask", buffered: true });`;

export const recordLongTasks = (page: Page) => page.addInitScript(LONG_TASK_PROBE);

/** The page's clock (performance.now()), to which the probes' times refer. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * The longest task that started within [from, to] of the page's clock (0: none over 50 ms). Long task entries are
 * delivered after their task, so this waits a moment first.
 */
export async function longestTaskBetween(page: Page, from: number, to: number): Promise<number> {
  await page.waitForTimeout(200);
  return page.evaluate(
    ({ from, to }) => {
      const tasks = (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks;
      return Math.max(0, ...tasks.filter((t) => t.start >= from && t.start <= to).map((t) => t.duration));
    },
    { from, to },
  );
}

/** Signs in through the API (for the bench's own calls), answering the bearer headers and the demo restaurant. */
export async function apiSession(url: string, who: Login) {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...who, dashboard: true }),
  });
  if (!answer.ok) throw new Error(`login answered ${answer.status}`);
  const { token, user } = (await answer.json()) as {
    token: string;
    user: { business: { id: number; type: string; branches: { id: number }[] }[] };
  };
  const business = user.business.find((b) => b.type === "restaurant")!;
  const headers = { authorization: `Bearer ${token}`, locale: "en", "content-type": "application/json" };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    call,
    businessId: business.id,
    branchId: business.branches[0].id,
    branchPath: `/business/${business.id}/branches/${business.branches[0].id}`,
  };
}
export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** Resolves once the page's live channel (pusher protocol over a websocket) has subscribed. */
export const liveSubscribed = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes("subscription_succeeded")) resolve();
      }),
    );
  });
