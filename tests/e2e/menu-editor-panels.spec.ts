import sharp from "sharp";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { OWNER, signInWithToken, type Login } from "./session";

// The menu editor's side panels and page-level actions against the real server (SPEC §2, §4, §8): the gallery
// (upload, YouTube link, delete, featured image), holiday prices, unit names, Save All, and the leave guard on
// in-app links and the browser's Back button.

const RUN = String(Date.now()).slice(-6);
const CATEGORY = `Panels E2E ${RUN}`;
const ITEM_A = `Panel item A ${RUN}`;
const ITEM_B = `Panel item B ${RUN}`;
const CHALET_BUSINESS = "Khiran Chalets";
const CHALET_CATEGORY = `Chalets E2E ${RUN}`;
const CHALET = `Panel chalet ${RUN}`;

interface Session {
  token: string;
  user: {
    is_business_owner: boolean;
    business: { id: number; name: string; type: string; menus: { id: number }[] }[];
  };
}

test.describe.configure({ mode: "serial" });

const signIn = (page: Page, request: APIRequestContext, who?: Login) =>
  signInWithToken<Session>(page, request, who);

const api = (request: APIRequestContext, session: Session) => {
  const headers = { authorization: `Bearer ${session.token}` };
  return {
    post: async (path: string, data: object) => {
      const answer = await request.post(`/api/${path}`, { headers, data });
      expect(answer.ok(), await answer.text()).toBeTruthy();
      return (await answer.json()) as { data: { id: number } };
    },
    get: async <T>(path: string) =>
      ((await (await request.get(`/api/${path}`, { headers })).json()) as { data: T }).data,
  };
};

const restaurantOf = (session: Session) => session.user.business.find((b) => b.type === "restaurant")!;
const chaletOf = (session: Session) => session.user.business.find((b) => b.type === "chalet")!;

let itemA = 0;
let itemB = 0;
test.beforeAll(async ({ request }) => {
  const answer = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  const session = (await answer.json()) as Session;
  const business = restaurantOf(session);
  const call = api(request, session);
  const locales = (name: string) => [
    { locale: "en", name },
    { locale: "ar", name },
  ];
  const category = await call.post(`business/${business.id}/categories`, {
    locales: locales(CATEGORY),
    menu_id: business.menus[0]!.id,
  });
  itemA = (
    await call.post(`business/${business.id}/items`, {
      locales: locales(ITEM_A),
      category_id: category.data.id,
    })
  ).data.id;
  itemB = (
    await call.post(`business/${business.id}/items`, {
      locales: locales(ITEM_B),
      category_id: category.data.id,
    })
  ).data.id;
  // The demo restaurant has no holidays; an earlier test may have added one, and the panel must say there are none.
  for (const holiday of await call.get<{ id: number }[]>(`business/${business.id}/holidays?per_page=100`))
    await call.post(`business/${business.id}/holidays/${holiday.id}/delete`, {});
  // A chalet listing of its own, so the demo's listings stay as other tests expect them.
  const chalet = chaletOf(session);
  const area = await call.post(`business/${chalet.id}/categories`, {
    locales: locales(CHALET_CATEGORY),
    menu_id: chalet.menus[0]!.id,
  });
  await call.post(`business/${chalet.id}/items`, {
    locales: locales(CHALET),
    category_id: area.data.id,
    units: 2,
  });
});

const rowOf = (page: Page, name: string) =>
  page.getByTestId(/^item-row-\d+$/).filter({ has: page.getByText(name, { exact: true }) });
const cardOf = (page: Page, name: string) =>
  page
    .locator('[data-testid^="item-card-"]')
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

async function openItem(page: Page, name: string): Promise<Locator> {
  await rowOf(page, name).getByRole("button", { name: "Edit item" }).click();
  const card = cardOf(page, name);
  await expect(card).toBeVisible();
  return card;
}

async function openCategory(page: Page, name = CATEGORY) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
}

async function chooseBusiness(page: Page, name: string) {
  // The editor's own selector (the top bar has a Business menu too).
  await page.getByRole("combobox", { name: /^Business/ }).click();
  await page.getByRole("option", { name }).click();
}

const picture = (hue: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: hue, g: 90, b: 200 } } })
    .png()
    .toBuffer();

test("the gallery uploads images, adds a YouTube link, deletes the featured image and promotes the next", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signIn(page, request);
  await page.goto("/menu");
  await openCategory(page);
  const card = await openItem(page, ITEM_A);
  await card.getByRole("button", { name: "Gallery" }).click();
  const panel = page.getByTestId("side-panel-gallery");
  await expect(panel.getByText("No images yet.")).toBeVisible();

  await panel.locator('input[type="file"]').setInputFiles([
    { name: "first.png", mimeType: "image/png", buffer: await picture(20) },
    { name: "second.png", mimeType: "image/png", buffer: await picture(200) },
  ]);
  const deletes = panel.getByRole("button", { name: "Delete" });
  await expect(deletes).toHaveCount(2, { timeout: 30_000 });
  await expect(panel.getByText("Featured")).toHaveCount(1);
  // The card shows the featured image.
  await expect(card.getByRole("img", { name: "Image" })).toBeVisible();
  await expect(page.getByText("Item first.png, second.png added successfully")).toBeVisible();

  const youtube = panel.getByLabel("YouTube link");
  await youtube.fill("https://example.com/watch?v=nothing");
  await panel.getByRole("button", { name: "Add", exact: true }).click();
  await expect(panel.getByText("Please enter a valid YouTube link")).toBeVisible();
  await youtube.fill("https://youtu.be/dQw4w9WgXcQ");
  await panel.getByRole("button", { name: "Add", exact: true }).click();
  await expect(panel.getByRole("img", { name: "YouTube" })).toBeVisible();
  await expect(deletes).toHaveCount(3);

  type Media = { id: number; type: string; slug: string | null; src: string };
  const business = restaurantOf(session);
  const before = await api(request, session).get<{ media: Media[] }>(
    `business/${business.id}/items/${itemA}`,
  );
  const firstImage = before.media.find((m) => m.slug === "featured")!;
  expect(before.media.map((m) => m.type)).toEqual(["image/png", "image/png", "youtube"]);
  expect(before.media.find((m) => m.type === "youtube")!.src).toBe("dQw4w9WgXcQ");

  await deletes.first().click();
  await expect(page.getByText("Are you sure you want to delete this image permanently ?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(deletes).toHaveCount(2);
  await expect(panel.getByText("Featured")).toHaveCount(1);

  const after = await api(request, session).get<{ media: Media[] }>(`business/${business.id}/items/${itemA}`);
  expect(after.media.map((m) => m.id)).not.toContain(firstImage.id);
  const featured = after.media.filter((m) => m.slug === "featured");
  expect(featured).toHaveLength(1);
  expect(featured[0]!.type).toBe("image/png");

  // Clicking the same button again closes the panel.
  await card.getByRole("button", { name: "Gallery" }).click();
  await expect(panel).toHaveCount(0);
});

test("a restaurant item's holiday panel says there are no holidays; a chalet's saves a holiday price", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.goto("/menu");
  await openCategory(page);
  const card = await openItem(page, ITEM_B);
  await card.getByRole("button", { name: "Holiday prices" }).click();
  await expect(page.getByTestId("side-panel-holidays").getByText("You don't have holidays")).toBeVisible();

  await chooseBusiness(page, CHALET_BUSINESS);
  await openCategory(page, CHALET_CATEGORY);
  const chalet = await openItem(page, CHALET);
  await chalet.getByRole("button", { name: "Holiday prices" }).click();
  const panel = page.getByTestId("side-panel-holidays");
  const price = panel.getByLabel("Price (KWD)").first();
  await price.fill("77.5");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated successfully")).toBeVisible();

  await page.reload();
  await openCategory(page, CHALET_CATEGORY);
  const again = await openItem(page, CHALET);
  await again.getByRole("button", { name: "Holiday prices" }).click();
  await expect(page.getByTestId("side-panel-holidays").getByLabel("Price (KWD)").first()).toHaveValue("77.5");
});

test("the unit names panel renames a chalet's unit and keeps it after a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.goto("/menu");
  await chooseBusiness(page, CHALET_BUSINESS);
  await openCategory(page, CHALET_CATEGORY);
  const chalet = await openItem(page, CHALET);
  // The owner search (its code fetched when a chalet's card opens, if the editor was not idle before).
  await expect(chalet.getByRole("combobox", { name: /^Owner/ })).toBeVisible();
  await chalet.getByRole("button", { name: "Unit names" }).click();
  const panel = page.getByTestId("side-panel-units");
  await panel.getByRole("textbox", { name: "Unit 1" }).fill(`Villa ${RUN}`);
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated successfully")).toBeVisible();

  await page.reload();
  await openCategory(page, CHALET_CATEGORY);
  const again = await openItem(page, CHALET);
  await again.getByRole("button", { name: "Unit names" }).click();
  await expect(page.getByTestId("side-panel-units").getByRole("textbox", { name: "Unit 1" })).toHaveValue(
    `Villa ${RUN}`,
  );
});

test("Save All saves every edited item, the closed ones included", async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await signIn(page, request);
  await page.goto("/menu");
  await openCategory(page);
  const saveAll = page.getByRole("button", { name: "Save All Items" });
  const a = await openItem(page, ITEM_A);
  await a.getByLabel("Name (Arabic)").fill(`صنف أ ${RUN}`);
  await expect(saveAll).toHaveCount(0);
  // Opening another item closes this one; its changes stay listed.
  const b = await openItem(page, ITEM_B);
  await b.getByRole("button", { name: "Add price" }).click();
  await b.getByLabel("Price", { exact: true }).last().fill("4.25");
  await expect(saveAll).toBeVisible();
  await saveAll.click();
  await expect(page.getByText("All items have been saved successfully")).toBeVisible();
  await expect(saveAll).toHaveCount(0);

  const business = restaurantOf(session);
  const call = api(request, session);
  type Item = { locales: { locale: string; name: string }[]; prices: { price: number }[] };
  expect(
    (await call.get<Item>(`business/${business.id}/items/${itemA}`)).locales.find((l) => l.locale === "ar")
      ?.name,
  ).toBe(`صنف أ ${RUN}`);
  expect(
    (await call.get<Item>(`business/${business.id}/items/${itemB}`)).prices.map((p) => p.price),
  ).toContain(4.25);
});

test("a price the server refuses is marked under its field, in English and Arabic, and Save waits for a fix", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.goto("/menu");
  await openCategory(page);
  const card = await openItem(page, ITEM_B);
  if ((await card.getByLabel("Price", { exact: true }).count()) === 0)
    await card.getByRole("button", { name: "Add price" }).click();
  const price = card.getByLabel("Price", { exact: true }).first();
  const save = card.getByRole("button", { name: "Save", exact: true });
  await price.fill("2000000");
  await save.click();
  await expect(card.getByText("Must be at most 1000000")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(save).toBeDisabled();
  await price.fill("3.5");
  await expect(card.getByText("Must be at most 1000000")).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Updated successfully")).toBeVisible();

  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.reload();
  await openCategory(page);
  await page
    .getByTestId(/^item-row-\d+$/)
    .filter({ hasText: ITEM_B })
    .getByRole("button", { name: "تعديل الصنف" })
    .click();
  const arabic = page.locator('[data-testid^="item-card-"]');
  await arabic.getByLabel("السعر", { exact: true }).first().fill("2000000");
  await arabic.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(arabic.getByText("يجب ألا تزيد القيمة عن 1000000")).toBeVisible();
  await page.evaluate(() => localStorage.setItem("locale", "en"));
});

test("the leave guard holds an in-app link and the Back button until the user chooses", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.goto("/admin/overview");
  // Into the editor through the app, so Back has somewhere in the app to go.
  await page.locator('a[href="/menu"]').first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await openCategory(page);
  const card = await openItem(page, ITEM_A);
  await card.getByLabel("Description (English)").fill(`Unsaved ${RUN}`);

  const dialog = page.getByRole("dialog").filter({ hasText: "Unsaved changes" });
  await page.locator('a[href="/menus/list"]').first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "You have unsaved changes. Do you want to discard the changes and leave the page?",
  );
  await dialog.getByRole("button", { name: "Keep safe" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu$/);
  await expect(card.getByLabel("Description (English)")).toHaveValue(`Unsaved ${RUN}`);

  // The browser's Back button.
  await page.evaluate(() => history.back());
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep safe" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(card.getByLabel("Description (English)")).toHaveValue(`Unsaved ${RUN}`);

  await page.evaluate(() => history.back());
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Skip changes" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
});
