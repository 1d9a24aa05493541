import { expect, type APIRequestContext, type Page, type Request } from "@playwright/test";

// Signing in for the browser tests: the demo accounts the seed prints, and the login form as a person uses it.

export interface Login {
  email: string;
  password: string;
}

export const OWNER: Login = { email: "owner@example.com", password: "owner1234" };
export const STAFF: Login = { email: "staff@example.com", password: "staff1234" };

/** react-admin's store prefix in localStorage (the current business, branch and menu live under it). */
export const STORE = "RaStoreMenuDashboard.";

/** Signs in through the login page and waits for the Overview it opens on. */
export async function login(page: Page, who: Login = OWNER) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
}

/**
 * Signs in through the API and starts the dashboard session the way the login page does (token and user in
 * localStorage, in the language asked), for tests that also call the API with the token. Answers the login's session.
 */
export async function signInWithToken<
  Session extends { token: string; user: { is_business_owner: boolean } },
>(page: Page, request: APIRequestContext, who: Login = OWNER, locale: "en" | "ar" = "en"): Promise<Session> {
  const answer = await request.post("/api/auth/login", { data: { ...who, dashboard: true } });
  expect(answer.ok()).toBeTruthy();
  const session = (await answer.json()) as Session;
  await page.goto("/login");
  await page.evaluate(
    ({ token, user, locale }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
      localStorage.setItem("is_business_owner", String(user.is_business_owner));
      localStorage.setItem("locale", locale);
    },
    { token: session.token, user: session.user, locale },
  );
  return session;
}

/** Opens an address as a new document and waits until its data has come and no loading bar shows. */
export async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".MuiLinearProgress-root, [role='progressbar']")).toHaveCount(0, {
    timeout: SETTLE_TIMEOUT_MS,
  });
}

/** The page's requests still waiting for an answer, tracked from the first call on that page. */
const pendingRequests = new WeakMap<Page, Set<Request>>();
function requestsInFlight(page: Page): Set<Request> {
  let pending = pendingRequests.get(page);
  if (!pending) {
    const tracked = new Set<Request>();
    page.on("request", (request) => void tracked.add(request));
    page.on("requestfinished", (request) => void tracked.delete(request));
    page.on("requestfailed", (request) => void tracked.delete(request));
    pendingRequests.set(page, (pending = tracked));
  }
  return pending;
}

/** How long no request may be pending before a page counts as loaded (a lazy chunk then its data follow quickly). */
const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Opens `path` inside the running dashboard, as its sidebar links do: the router hears a history change and no new
 * document starts (a full load per route costs the app's start and the live connection's requests, a second or
 * two each). Then waits until the page has its code and data (no request pending for QUIET_MS) and shows no
 * progress bar. Route walks go this way after their first page; addresses opened directly are tested where that
 * is the point (unknown addresses, guards, reloads).
 */
export async function openInApp(page: Page, path: string) {
  const pending = requestsInFlight(page);
  const before = await shownPage(page);
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    // The entry as react-router writes its own (its index tells Back from Forward).
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 },
      "",
      to,
    );
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline)
      throw new Error(`${path}: requests still pending after ${SETTLE_TIMEOUT_MS} ms`);
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
  await expect(page.locator(".MuiLinearProgress-root, [role='progressbar']")).toHaveCount(0, {
    timeout: SETTLE_TIMEOUT_MS,
  });
  // The app drew another page: a walk that stayed on its first page would check it again and again. A page whose
  // code and data were already in is drawn without a request, in a transition: it may come just after the quiet.
  await expect
    .poll(() => shownPage(page), { message: `${path} was not opened`, timeout: SETTLE_TIMEOUT_MS })
    .not.toBe(before);
}

/** The top bar's title and the page's text: what tells one page of the dashboard from another. */
const shownPage = (page: Page) =>
  page.evaluate(
    () =>
      `${document.getElementById("react-admin-title")?.textContent ?? ""}\n` +
      `${document.getElementById("main-content")?.textContent ?? ""}`,
  );

/**
 * Adds a staff member through the API the only way there is: `POST users` invites (with `headers` signed in as
 * the owner), and the person chooses their password through the invitation's link, which accepts it.
 */
export async function addStaffMember(
  request: APIRequestContext,
  headers: Record<string, string>,
  person: { business_id: number; name: string; phone: string; email: string },
  password = "member1234",
) {
  const invited = await request.post("/api/users", { headers, data: person });
  expect(invited.status()).toBe(202);
  const { link } = (await invited.json()).data as { link: string };
  const token = decodeURIComponent(new URL(link).hash.replace(/^#token=/, ""));
  const joined = await request.post("/api/auth/set-password", {
    data: { token, password, password_confirmation: password },
  });
  expect(joined.ok()).toBeTruthy();
}

/** Makes the restaurant and its first branch the ones the dashboard works in; answers their ids. */
export async function workInRestaurant(page: Page) {
  return page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string; branches: { id: number }[] }[];
    };
    const business = user.business.find((b) => b.type === "restaurant")!;
    localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(business.id));
    localStorage.setItem(`${store}currentBranchId`, JSON.stringify(business.branches[0].id));
    return { business: business.id, branch: business.branches[0].id };
  }, STORE);
}

/** The demo owner's API headers (a session of its own, in English). */
export async function ownerApiHeaders(request: APIRequestContext) {
  const answer = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  return { Authorization: `Bearer ${(await answer.json()).token as string}`, locale: "en" };
}

/** Places an order of the branch's first orderable item through the owner's API (pending, self pickup). */
export async function placeOrder(
  request: APIRequestContext,
  scope: { business: number; branch: number },
  customer = { name: "Live Guest", phone: "51234598" },
) {
  const headers = await ownerApiHeaders(request);
  const items = (
    await (await request.get(`/api/business/${scope.business}/items?per_page=100`, { headers })).json()
  ).data as { id: number; prices: unknown[]; disable_ordering?: boolean }[];
  const item = items.find((candidate) => candidate.prices.length && !candidate.disable_ordering)!;
  const created = await request.post(`/api/business/${scope.business}/branches/${scope.branch}/orders`, {
    headers,
    data: { type: "self_pickup", customer, lines: [{ item_id: item.id, quantity: 1 }] },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data as { id: number; number: number; updated_at: string };
}
