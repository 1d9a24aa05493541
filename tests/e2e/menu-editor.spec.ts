import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The menu editor (/menu) against the real server and its seeded demo menu: edit an item and see it after a
// reload, create and delete a category, and the buttons staff may and may not see (SPEC §2, §4, §6).

const DEMO_OWNER = { email: "owner@example.com", password: "owner1234" };
const STAFF = { email: "staff@example.com", password: "staff1234" };
type Login = typeof DEMO_OWNER;

/** Signs in through the API and starts the dashboard session the way the login page does. */
async function signIn(page: Page, request: APIRequestContext, who: Login) {
  const answer = await request.post("/api/auth/login", { data: { ...who, dashboard: true } });
  expect(answer.ok()).toBeTruthy();
  const session = (await answer.json()) as { token: string; user: { is_business_owner: boolean } };
  await page.goto("/login");
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
      localStorage.setItem("is_business_owner", String(user.is_business_owner));
      localStorage.setItem("locale", "en");
    },
    { token: session.token, user: session.user },
  );
}

const itemCard = (page: Page, name: string) =>
  page
    .locator('[data-testid^="item-card-"]')
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Items show as compact rows; the one being edited opens as a full card from its row's edit button. */
async function openItem(page: Page, name: string) {
  const row = page.getByTestId(/^item-row-\d+$/).filter({ has: page.getByText(name, { exact: true }) });
  await row.getByRole("button", { name: "Edit item" }).click();
  return itemCard(page, name);
}

test("the owner edits an item's name and price and sees them after a reload", async ({ page, request }) => {
  await signIn(page, request, DEMO_OWNER);
  await page.goto("/menu");
  await expect(page.getByRole("tab", { name: "Appetizers" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Main Dishes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cold Mezze" })).toBeVisible();

  const hummus = await openItem(page, "Hummus");
  await expect(hummus).toBeVisible();
  const save = hummus.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await hummus.getByLabel("Name (English)").fill("Hummus Beiruti");
  await hummus.getByLabel("Price", { exact: true }).first().fill("1.75");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Updated successfully")).toBeVisible();
  // The saved copy is the new baseline: Save is disabled again.
  await expect(
    itemCard(page, "Hummus Beiruti").getByRole("button", { name: "Save", exact: true }),
  ).toBeDisabled();

  await page.reload();
  const renamed = await openItem(page, "Hummus Beiruti");
  await expect(renamed).toBeVisible();
  await expect(renamed.getByLabel("Name (English)")).toHaveValue("Hummus Beiruti");
  await expect(renamed.getByLabel("Price", { exact: true }).first()).toHaveValue("1.75");
});

test("the owner creates a category, renames it and deletes it", async ({ page, request }) => {
  await signIn(page, request, DEMO_OWNER);
  await page.goto("/menu");
  await expect(page.getByRole("tab", { name: "Appetizers" })).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Desserts E2E");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("Sweet things");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Done successfully")).toBeVisible();
  const tab = page.getByRole("tab", { name: "Desserts E2E" });
  await expect(tab).toBeVisible();

  // A tab opens when the pointer rests on it.
  await tab.hover();
  const card = page
    .locator('[data-testid^="category-card-"]')
    .filter({ has: page.getByRole("heading", { name: "Desserts E2E" }) });
  await expect(card).toBeVisible();

  // Its card saves a new name: Save waits until a text differs from the saved one, and goes off again once saved.
  const save = card.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await card.getByLabel("Name (English)").first().fill("Desserts E2E Renamed");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Updated successfully")).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  const renamedTab = page.getByRole("tab", { name: "Desserts E2E Renamed" });
  await renamedTab.hover();
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: "Desserts E2E Renamed" })).toBeVisible();

  await card.getByRole("button", { name: "Delete" }).first().click();
  await expect(page.getByText("Are you sure you want to delete this category permanently?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(page.getByText("Deleted successfully")).toBeVisible();
  await expect(tab).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("tab", { name: "Appetizers" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Desserts E2E" })).toHaveCount(0);
});

test("staff may save items but sees no Delete, Add Item or new-category card", async ({ page, request }) => {
  await signIn(page, request, STAFF);
  await page.goto("/menu");
  const tabbouleh = await openItem(page, "Tabbouleh");
  await expect(tabbouleh).toBeVisible();
  await expect(tabbouleh.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await expect(tabbouleh.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Item" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add SubCategory" })).toHaveCount(0);
  await expect(page.getByText("Create a new category")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
});
