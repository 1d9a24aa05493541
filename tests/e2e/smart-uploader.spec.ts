import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInWithToken, type Login } from "./session";

// The Smart Uploader (SPEC §2, §5, §6): a folder of real images with two sub-folders becomes items of the open
// category and two subcategories; a file that is not an image and a broken image are refused with a reason, and
// nothing is created for them.

const STAFF = { email: "staff@example.com", password: "staff1234" };
const RUN = String(Date.now()).slice(-6);
const CATEGORY = `Import E2E ${RUN}`;

interface Session {
  token: string;
  user: { is_business_owner: boolean; business: { id: number; menus: { id: number }[] }[] };
}

const signIn = (page: Page, request: APIRequestContext, who?: Login) =>
  signInWithToken<Session>(page, request, who);

/** A small gradient picture in the given format. */
const image = (format: "png" | "jpeg", hue: number) =>
  sharp({ create: { width: 96, height: 72, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .toFormat(format)
    .toBuffer();

/** Import/ with one image, Drinks/ (two images) and Desserts/ (an image and a text file), and Broken/ (a fake PNG). */
async function makeFolder(): Promise<string> {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "smart-upload-")), "Import");
  const write = async (relative: string, data: Buffer | string) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  await write("mixed_grill.png", await image("png", 10));
  await write("Drinks/cola.png", await image("png", 80));
  await write("Drinks/fresh-orange.jpg", await image("jpeg", 160));
  await write("Desserts/kunafa.jpg", await image("jpeg", 220));
  await write("Desserts/notes.txt", "not a picture");
  await write("Broken/broken.png", "this is not a PNG");
  return root;
}

async function createCategory(request: APIRequestContext, session: Session) {
  const business = session.user.business[0]!;
  const answer = await request.post(`/api/business/${business.id}/categories`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { locales: [{ locale: "en", name: CATEGORY }], menu_id: business.menus[0]!.id },
  });
  expect(answer.ok()).toBeTruthy();
}

const card = (page: Page, name: string) =>
  page
    .locator('[data-testid^="category-card-"]')
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .last();

test("a folder with sub-folders becomes items and subcategories; refused files create nothing", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signIn(page, request);
  await createCategory(request, session);
  const folder = await makeFolder();
  await page.goto("/menu");
  await page.getByRole("tab", { name: CATEGORY }).click();
  await expect(page.getByRole("heading", { name: CATEGORY })).toBeVisible();

  await page.getByLabel("Smart Uploader").check();
  const uploader = page.getByTestId("smart-uploader");
  await expect(uploader.getByText(`Smart Uploader: new items in ${CATEGORY}`)).toBeVisible();
  await page.getByTestId("smart-uploader-folder").setInputFiles(folder);

  const results = uploader.getByRole("list", { name: "Uploaded files" });
  await expect(uploader.getByText("4 created, 2 refused")).toBeVisible({ timeout: 60_000 });
  const line = (filePath: string) => results.getByRole("listitem").filter({ hasText: filePath });
  await expect(line("Import/mixed_grill.png")).toContainText("Item mixed grill added successfully");
  await expect(line("Import/Drinks/cola.png")).toContainText("Item cola added successfully");
  await expect(line("Import/Drinks/fresh-orange.jpg")).toContainText("Item fresh orange added successfully");
  await expect(line("Import/Desserts/kunafa.jpg")).toContainText("Item kunafa added successfully");
  await expect(line("Import/Desserts/notes.txt")).toContainText("Refused:");
  await expect(line("Import/Broken/broken.png")).toContainText("Refused:");
  await expect(results.locator('[data-status="refused"]')).toHaveCount(2);

  // Back to the editor: the items and the two subcategories are there, and stay after a reload.
  await page.getByLabel("Smart Uploader").uncheck();
  const check = async () => {
    await expect(card(page, CATEGORY).getByText("mixed grill", { exact: true })).toBeVisible();
    await expect(card(page, "Drinks").getByText("cola", { exact: true })).toBeVisible();
    await expect(card(page, "Drinks").getByText("fresh orange", { exact: true })).toBeVisible();
    await expect(card(page, "Desserts").getByText("kunafa", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Broken", exact: true })).toHaveCount(0);
  };
  await check();
  await page.reload();
  await page.getByRole("tab", { name: CATEGORY }).click();
  await check();

  // Each new item has its image as the featured picture.
  const business = session.user.business[0]!;
  const menu = await request.get(`/api/menu/${business.menus[0]!.id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  type Category = {
    locales: { name: string }[];
    items: { media: { slug: string | null }[] }[];
    children_nested: Category[];
  };
  const imported = ((await menu.json()) as { data: { categories: Category[] } }).data.categories.find(
    (c) => c.locales[0]?.name === CATEGORY,
  )!;
  const items = [...imported.items, ...imported.children_nested.flatMap((c) => c.items)];
  expect(items).toHaveLength(4);
  for (const item of items) expect(item.media.map((m) => m.slug)).toEqual(["featured"]);
  expect(imported.children_nested.map((c) => c.locales[0]?.name)).toEqual(["Desserts", "Drinks"]);
});

test("staff without create rights sees no Smart Uploader", async ({ page, request }) => {
  await signIn(page, request, STAFF);
  await page.goto("/menu");
  await expect(page.getByRole("tab").first()).toBeVisible();
  await expect(page.getByLabel("Smart Uploader")).toHaveCount(0);
});
