import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { dragReady } from "./dragReady";
import { signInWithToken, type Login } from "./session";

// The menu editor on a category with more items than fit the window: its list is virtualized (only the rows in
// view are mounted), yet the last item can be reached, edited and saved, and a drag saves the new order.

const CATEGORY = "Long List E2E";
const COUNT = 60;
const itemName = (n: number) => `Long item ${String(n).padStart(2, "0")}`;

interface Session {
  token: string;
  user: { is_business_owner: boolean; business: { id: number; menus: { id: number }[] }[] };
}

/** Signs in through the API and starts the dashboard session the way the login page does. */
const signIn = (page: Page, request: APIRequestContext, who?: Login) =>
  signInWithToken<Session>(page, request, who);

/** A top-level category of the editor's menu (the first business's first menu) with COUNT items, in order. */
async function createLongCategory(request: APIRequestContext, session: Session) {
  const business = session.user.business[0]!;
  const headers = { authorization: `Bearer ${session.token}` };
  const locales = (name: string) => [
    { locale: "en", name },
    { locale: "ar", name },
  ];
  const created = await request.post(`/api/business/${business.id}/categories`, {
    headers,
    data: { locales: locales(CATEGORY), menu_id: business.menus[0]!.id },
  });
  expect(created.ok()).toBeTruthy();
  const category = ((await created.json()) as { data: { id: number } }).data;
  for (let n = 1; n <= COUNT; n++) {
    const item = await request.post(`/api/business/${business.id}/items`, {
      headers,
      data: { locales: locales(itemName(n)), category_id: category.id },
    });
    expect(item.ok()).toBeTruthy();
  }
}

const rows = (page: Page) => page.getByTestId(/^item-row-\d+$/);
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByText(name, { exact: true }) });

async function openCategory(page: Page) {
  await page.goto("/menu");
  await page.getByRole("tab", { name: CATEGORY }).click();
  await expect(page.getByRole("heading", { name: CATEGORY })).toBeVisible();
  await expect(row(page, itemName(1))).toBeVisible();
  await dragReady(page);
}

/** Scrolls the window until the row is mounted (the list renders rows as they come into view). */
async function scrollTo(page: Page, name: string) {
  for (let tries = 0; tries < 40 && (await row(page, name).count()) === 0; tries++)
    await page.mouse.wheel(0, 600);
  await row(page, name).scrollIntoViewIfNeeded();
  await expect(row(page, name)).toBeVisible();
}

test("a long category: the last item is edited and saved, and a drag saves the new order", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signIn(page, request);
  await createLongCategory(request, session);
  await openCategory(page);
  // Virtualized: far fewer rows are mounted than the category holds.
  expect(await rows(page).count()).toBeLessThan(COUNT);
  await expect(row(page, itemName(COUNT))).toHaveCount(0);

  // The last item: scroll down to it, open its card, rename it and save.
  await scrollTo(page, itemName(COUNT));
  await row(page, itemName(COUNT)).getByRole("button", { name: "Edit item" }).click();
  const card = page.locator('[data-testid^="item-card-"]');
  await expect(card).toHaveCount(1);
  await card.getByLabel("Name (English)").fill(`${itemName(COUNT)} edited`);
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Updated successfully")).toBeVisible();

  // Drag the first item by its handle onto the third: one sort call saves the new order.
  // The rows in the middle of the window: near its edges dnd-kit scrolls the page while dragging.
  await page.evaluate(() => window.scrollTo(0, 0));
  await row(page, itemName(1)).evaluate((element) => element.scrollIntoView({ block: "center" }));
  const handle = (name: string) => row(page, name).getByRole("button", { name: "Drag to reorder" });
  const from = (await handle(itemName(1)).boundingBox())!;
  const to = (await handle(itemName(3)).boundingBox())!;
  const sorted = page.waitForResponse(
    (r) => r.url().endsWith("/items/sort") && r.request().method() === "POST",
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 8, { steps: 20 });
  await page.mouse.up();
  expect((await sorted).ok()).toBeTruthy();

  // After a reload: the new order and the renamed last item come back from the server.
  await page.reload();
  await openCategory(page);
  const firstNames = await rows(page).getByTestId("item-row-name").allTextContents();
  expect(firstNames.slice(0, 3)).toEqual([itemName(2), itemName(3), itemName(1)]);
  await scrollTo(page, `${itemName(COUNT)} edited`);
});
