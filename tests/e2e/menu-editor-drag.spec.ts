import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { dragReady } from "./dragReady";
import { signInWithToken, type Login } from "./session";

// Drag and drop in the menu editor (SPEC §2, §4): subcategories reorder while expanded, by mouse and by keyboard,
// items reorder inside a subcategory, and each order comes back from the server after a reload.

const RUN = String(Date.now()).slice(-6);
const CATEGORY = `Drag E2E ${RUN}`;
const SUBS = ["Sub Alpha", "Sub Beta", "Sub Gamma"];

interface Session {
  token: string;
  user: { is_business_owner: boolean; business: { id: number; menus: { id: number }[] }[] };
}

test.describe.configure({ mode: "serial" });

const signIn = (page: Page, request: APIRequestContext, who?: Login) =>
  signInWithToken<Session>(page, request, who);

const locales = (name: string) => [
  { locale: "en", name },
  { locale: "ar", name },
];

/** A top-level category with three subcategories (two items each, eight in Beta), made through the API. */
async function createTree(request: APIRequestContext, session: Session) {
  const business = session.user.business[0]!;
  const headers = { authorization: `Bearer ${session.token}` };
  const create = async (path: string, data: object) => {
    const answer = await request.post(`/api/business/${business.id}/${path}`, { headers, data });
    expect(answer.ok(), await answer.text()).toBeTruthy();
    return ((await answer.json()) as { data: { id: number } }).data.id;
  };
  const parent = await create("categories", { locales: locales(CATEGORY), menu_id: business.menus[0]!.id });
  for (const sub of SUBS) {
    const id = await create("categories", {
      locales: locales(sub),
      menu_id: business.menus[0]!.id,
      parent_id: parent,
    });
    // Beta is much taller than its siblings: dragged, its centre passes its own item rows long before a sibling's
    // centre, which is where a drop used to land (and send nothing).
    const count = sub === "Sub Beta" ? 8 : 2;
    for (let n = 1; n <= count; n++)
      await create("items", { locales: locales(`${sub} item ${n}`), category_id: id });
  }
}

async function openCategory(page: Page) {
  await page.goto("/menu");
  await page.getByRole("tab", { name: CATEGORY }).click();
  await expect(page.getByRole("heading", { name: CATEGORY })).toBeVisible();
  for (const sub of SUBS) await expect(page.getByRole("heading", { name: sub, exact: true })).toBeVisible();
  await dragReady(page);
}

/** The subcategory names in the order the editor shows them. */
const subOrder = async (page: Page) =>
  (await page.getByRole("heading", { level: 2 }).allTextContents()).filter((name) => SUBS.includes(name));

const subCard = (page: Page, name: string) =>
  page
    .locator('[data-testid^="category-card-"]')
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .last();

/** A subcategory's own drag handle: the first in its card, before those of its items. */
const subHandle = (page: Page, name: string): Locator =>
  subCard(page, name).getByRole("button", { name: "Drag to reorder" }).first();

const sortCall = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === "POST");

test("an expanded subcategory is dragged by mouse above its sibling, and the order persists", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  const session = await signIn(page, request);
  await createTree(request, session);
  await openCategory(page);
  expect(await subOrder(page)).toEqual(SUBS);
  // Both stay expanded: each shows its items.
  await expect(subCard(page, "Sub Alpha").getByText("Sub Alpha item 1")).toBeVisible();
  await expect(subCard(page, "Sub Beta").getByText("Sub Beta item 1")).toBeVisible();

  const from = (await subHandle(page, "Sub Beta").boundingBox())!;
  const to = (await subHandle(page, "Sub Alpha").boundingBox())!;
  const sorted = sortCall(page, "/categories/sort");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y - 40, { steps: 25 });
  await page.mouse.up();
  const answer = await sorted;
  expect(answer.ok()).toBeTruthy();
  expect(await subOrder(page)).toEqual(["Sub Beta", "Sub Alpha", "Sub Gamma"]);

  await page.reload();
  await openCategory(page);
  expect(await subOrder(page)).toEqual(["Sub Beta", "Sub Alpha", "Sub Gamma"]);
});

test("a subcategory is moved down by keyboard (Space, Arrow Down, Space), and the order persists", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page, request);
  await openCategory(page);
  expect(await subOrder(page)).toEqual(["Sub Beta", "Sub Alpha", "Sub Gamma"]);
  const sorted = sortCall(page, "/categories/sort");
  // dnd-kit announces each step in a live region, naming the subcategories: wait for it as a screen-reader user would.
  const announcement = page.getByRole("status").filter({ hasText: /Sub Alpha/ });
  const overAnother = /Sub Alpha is over (?!Sub Alpha\.)/;
  await subHandle(page, "Sub Alpha").focus();
  await page.keyboard.press("Space");
  // Picked up: it is over its own place first.
  await expect(announcement).toContainText(/Picked up Sub Alpha\.|Sub Alpha is over Sub Alpha\./);
  // Arrow Down scrolls the page first when the next place is below the middle of the window (dnd-kit's keyboard
  // sensor), then moves: press until the block is over another subcategory, as a keyboard user would.
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(300);
    if (overAnother.test((await announcement.textContent()) ?? "")) break;
  }
  await expect(announcement).toContainText(overAnother);
  await page.keyboard.press("Space");
  expect((await sorted).ok()).toBeTruthy();
  expect(await subOrder(page)).toEqual(["Sub Beta", "Sub Gamma", "Sub Alpha"]);

  await page.reload();
  await openCategory(page);
  expect(await subOrder(page)).toEqual(["Sub Beta", "Sub Gamma", "Sub Alpha"]);
});

test("an item is dragged inside an expanded subcategory, and the order persists", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page, request);
  await openCategory(page);
  const card = subCard(page, "Sub Gamma");
  const rows = card.getByTestId(/^item-row-\d+$/);
  const row = (name: string) => rows.filter({ has: page.getByText(name, { exact: true }) });
  const handle = (name: string) => row(name).getByRole("button", { name: "Drag to reorder" });
  // The rows in the middle of the window: near its edges dnd-kit scrolls the page while dragging.
  await row("Sub Gamma item 1").evaluate((element) => element.scrollIntoView({ block: "center" }));
  const from = (await handle("Sub Gamma item 1").boundingBox())!;
  const to = (await handle("Sub Gamma item 2").boundingBox())!;
  const sorted = sortCall(page, "/items/sort");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Onto the centre of the next row: further down, the subcategory below is closer and the item would move there.
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  expect((await sorted).ok()).toBeTruthy();

  await page.reload();
  await openCategory(page);
  await expect(subCard(page, "Sub Gamma").getByTestId("item-row-name")).toHaveText([
    "Sub Gamma item 2",
    "Sub Gamma item 1",
  ]);
});
