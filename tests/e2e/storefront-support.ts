import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER } from "./session";

// The customer pages' browser tests: a 390 px phone, the demo restaurant's branch and tables as its owner sees them
// through the API, and the owner's switches (open, busy, sold out) set and reset around a test.

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export interface Restaurant {
  headers: Record<string, string>;
  business: number;
  branch: number;
  slug: string;
  /** a table's QR address, path and query (`/m/{slug}?t=<token>`), as the printed sheet encodes it */
  tableAddress: string;
}

export async function demoRestaurant(request: APIRequestContext): Promise<Restaurant> {
  const answer = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  expect(answer.ok()).toBeTruthy();
  const session = (await answer.json()) as {
    token: string;
    user: { business: { id: number; type: string; branches: { id: number }[] }[] };
  };
  const headers = { Authorization: `Bearer ${session.token}`, locale: "en" };
  const business = session.user.business.find((b) => b.type === "restaurant")!;
  const branch = business.branches[0].id;
  const tables = (
    await (
      await request.get(`/api/business/${business.id}/branches/${branch}/table-tokens`, { headers })
    ).json()
  ).data as { address: string }[];
  const address = new URL(tables[0].address);
  const slug = decodeURIComponent(address.pathname.split("/").filter(Boolean).pop()!);
  return { headers, business: business.id, branch, slug, tableAddress: address.pathname + address.search };
}

/** The owner's ordering switches of the branch (open, paused, busy for some minutes). */
export async function setOrdering(
  request: APIRequestContext,
  place: Restaurant,
  body: { accepting?: boolean; busy_minutes?: number | null; closed_today?: boolean },
) {
  const answer = await request.post(`/api/business/${place.business}/branches/${place.branch}/ordering`, {
    headers: place.headers,
    data: body,
  });
  expect(answer.ok()).toBeTruthy();
}

export const openForOrders = (request: APIRequestContext, place: Restaurant) =>
  setOrdering(request, place, { accepting: true, busy_minutes: 0, closed_today: false });

interface PublicItem {
  id: number;
  locales: { locale: string; name?: string | null }[];
}
interface PublicCategory {
  items: PublicItem[];
  children: PublicCategory[];
}

/** An item of the public menu by its English name. */
export async function menuItem(request: APIRequestContext, slug: string, name: string) {
  const menu = (await (await request.get(`/api/public/branches/${slug}/menu`)).json()).data as {
    categories: PublicCategory[];
  };
  const all = (categories: PublicCategory[]): PublicItem[] =>
    categories.flatMap((c) => [...c.items, ...all(c.children)]);
  const item = all(menu.categories).find((i) => i.locales.some((l) => l.locale === "en" && l.name === name));
  expect(item, name).toBeDefined();
  return {
    id: item!.id,
    ar: item!.locales.find((l) => l.locale === "ar")?.name ?? "",
  };
}

export async function setSoldOut(
  request: APIRequestContext,
  place: Restaurant,
  itemId: number,
  soldOut: boolean,
) {
  const answer = await request.post(`/api/business/${place.business}/items/${itemId}/sold-out`, {
    headers: place.headers,
    data: { sold_out: soldOut },
  });
  expect(answer.ok()).toBeTruthy();
}

/**
 * The demo's hummus by its English name: the menu editor's browser test renames it "Hummus Beiruti" (and the suite
 * runs in one database), so the customer pages' tests find it under either name.
 */
export const HUMMUS = /^Hummus(?: Beiruti)?$/;

/** Opens an item's sheet from the menu by the name on its card (the whole name, or a pattern of it). */
export async function openItem(page: Page, name: string | RegExp) {
  const whole = typeof name === "string" ? new RegExp(`^${name}$`) : name;
  await page.locator(".item-open", { has: page.locator(".item-name", { hasText: whole }) }).click();
  const sheet = page.getByRole("dialog", { name });
  await expect(sheet).toBeVisible();
  return sheet;
}
