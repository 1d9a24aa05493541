import { deflateSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addStaffMember, signInWithToken, type Login } from "./session";

// Catalog screens (hotels, business, menus, holidays, branches, services, categories, events) against the real
// server and its seeded demo: create, edit and delete with reload, form messages, tenancy and Arabic labels.

const DEMO_OWNER: Login = { email: "owner@example.com", password: "owner1234" };
const OTHER_OWNER: Login = { email: "other@example.com", password: "other1234" };
const STAFF: Login = { email: "staff@example.com", password: "staff1234" };
type Locale = "en" | "ar";

/** Signs in through the API and starts the dashboard session the way the login page does. */
const signIn = async (page: Page, request: APIRequestContext, who: Login, locale: Locale = "en") =>
  (await signInWithToken(page, request, who, locale)).token;

// A real PNG made here (a few coloured pixels), so the upload goes through compression and the server's decoder.
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function tinyPng(size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [x * 30, y * 30, 160]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit" }).click();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const listUrl = (resource: string, q: string) =>
  `/${resource}/list?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

interface ResourceCase {
  resource: string;
  /** Fills the create form with `name`. */
  fill: (page: Page, name: string) => Promise<void>;
  /** Writes the new name in the edit form. */
  rename?: (page: Page, name: string) => Promise<void>;
  editTitle: string;
  /** What an empty submit shows (SPEC §5). */
  emptyMessages: string[];
}

const fillLocalizedName = async (page: Page, name: string) => {
  await page.locator('input[name="locales.0.name"]').fill(name);
};

const CASES: ResourceCase[] = [
  {
    resource: "hotels",
    fill: async (page, name) => {
      await page.locator('input[name="name"]').fill(name);
      await page.locator('input[type="file"]').setInputFiles({
        name: "tiny.png",
        mimeType: "image/png",
        buffer: tinyPng(),
      });
      await expect(page.getByRole("img", { name: "Preview" })).toBeVisible();
    },
    rename: async (page, name) => page.locator('input[name="name"]').fill(name),
    editTitle: "Edit Hotel",
    emptyMessages: ["This field is required"],
  },
  {
    resource: "business",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      await choose(page, "Type", "Salon");
    },
    editTitle: "Edit Business",
    emptyMessages: ["Name is required", "This field is required"],
  },
  {
    resource: "menus",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      await choose(page, "Type", "Subscription Menu");
    },
    editTitle: "Edit Menu",
    emptyMessages: ["Name is required"],
  },
  {
    resource: "holidays",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      await page.locator('input[name="from"]').fill("12-03-2031");
      await page.locator('input[name="to"]').fill("14-03-2031");
    },
    editTitle: "Edit Holiday",
    emptyMessages: ["Name is required", "This field is required"],
  },
  {
    resource: "branches",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      await page.locator('input[name="slug"]').fill(`e2e-${Date.now()}`);
    },
    editTitle: "Edit Branch",
    emptyMessages: ["Name is required"],
  },
  {
    resource: "services",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      // The owner select fills itself with the business's first hotel.
      await expect(page.getByRole("combobox", { name: "Owner" })).toHaveText(/Hotel|Suites/);
    },
    editTitle: "Edit Service",
    emptyMessages: ["Name is required"],
  },
  {
    resource: "categories",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      await expect(page.getByRole("combobox", { name: "Menu" })).not.toHaveText(/^\s*$/);
    },
    editTitle: "Edit Category",
    emptyMessages: ["Name is required"],
  },
  {
    resource: "events",
    fill: async (page, name) => {
      await fillLocalizedName(page, name);
      await page.locator('input[name="start"]').fill("01-05-2031");
      await page.locator('input[name="end"]').fill("03-05-2031");
      await expect(page.getByRole("combobox", { name: "Owner" })).toHaveText(/Hotel|Suites/);
    },
    editTitle: "Edit Event",
    emptyMessages: ["Name is required", "This field is required"],
  },
];

test.describe("catalog screens as the demo owner", () => {
  for (const c of CASES) {
    test(`${c.resource}: create, edit and delete persist after reload`, async ({ page, request }) => {
      // Twenty-odd steps with four reloads: each within its own wait, the whole longer than one page's test.
      test.setTimeout(120_000);
      const stamp = Date.now();
      const name = `E2E ${c.resource} ${stamp}`;
      const renamed = `E2E ${c.resource} renamed ${stamp}`;
      await signIn(page, request, DEMO_OWNER);

      // SPEC route /x/add leads to the create form.
      await page.goto(`/${c.resource}/add`);
      await expect(page).toHaveURL(new RegExp(`/${c.resource}/create$`));
      await c.fill(page, name);
      await submit(page);
      await expect(page.getByText("Done successfully")).toBeVisible();

      // Wait for each page to settle before reloading: a reload during the session check would end the session.
      await page.goto(listUrl(c.resource, name));
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      await page.reload();
      await page.getByText(name, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${c.resource}/(\\d+)$`));
      const id = /\/(\d+)$/.exec(page.url())![1];

      // SPEC route /x/edit/:id opens the same form, titled as SPEC says.
      await page.goto(`/${c.resource}/edit/${id}`);
      await expect(page).toHaveURL(new RegExp(`/${c.resource}/${id}$`));
      await expect(page.getByText(c.editTitle).first()).toBeVisible();
      await (c.rename ?? fillLocalizedName)(page, renamed);
      await submit(page);
      await expect(page.getByText("Updated successfully")).toBeVisible();

      await page.goto(listUrl(c.resource, renamed));
      await expect(page.getByText(renamed, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByText(renamed, { exact: true })).toBeVisible();

      await page.goto(`/${c.resource}/${id}`);
      await page.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("Are you sure?")).toBeVisible();
      await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
      await dialog.getByRole("button", { name: /^(Confirm|Yes, delete it!)$/ }).click();
      await expect(page.getByText("Deleted successfully")).toBeVisible();

      await page.goto(listUrl(c.resource, renamed));
      await expect(page.getByText(/found using the current filters/)).toBeVisible();
      await page.reload();
      await expect(page.getByText(/found using the current filters/)).toBeVisible();
      await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
    });
  }

  test("every create form shows its required-field messages on an empty submit", async ({
    page,
    request,
  }) => {
    await signIn(page, request, DEMO_OWNER);
    for (const c of CASES) {
      await page.goto(`/${c.resource}/create`);
      await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
      await submit(page);
      for (const message of c.emptyMessages) {
        await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      }
      await expect(page).toHaveURL(new RegExp(`/${c.resource}/create$`));
    }
  });

  test("a holiday is saved at 14:00:00 on its dates and listed as YYYY-MM-DD", async ({ page, request }) => {
    const token = await signIn(page, request, DEMO_OWNER);
    const name = `E2E holiday time ${Date.now()}`;
    await page.goto("/holidays/create");
    await fillLocalizedName(page, name);
    await page.locator('input[name="from"]').fill("20-06-2031");
    await page.locator('input[name="to"]').fill("18-06-2031");
    await submit(page);
    await expect(page.getByText("The start date must not be after the end date")).toBeVisible();
    await page.locator('input[name="to"]').fill("22-06-2031");
    await submit(page);
    await expect(page.getByText("Done successfully")).toBeVisible();

    await page.goto(listUrl("holidays", name));
    await expect(page.getByText("2031-06-20")).toBeVisible();
    await expect(page.getByText("2031-06-22")).toBeVisible();
    const businessId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("user")!) as { business: { id: number }[] }).business[0].id,
    );
    const answer = await request.get(`/api/business/${businessId}/holidays?q=${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [holiday] = ((await answer.json()) as { data: { from: string; to: string }[] }).data;
    expect(holiday.from).toMatch(/^2031-06-20T14:00:00/);
    expect(holiday.to).toMatch(/^2031-06-22T14:00:00/);
  });
});

test("the other owner never sees the demo owner's categories or hotels", async ({ page, request }) => {
  // The demo owner's seeded category and hotel, found through the API.
  const ownerLogin = await request.post("/api/auth/login", { data: { ...DEMO_OWNER, dashboard: true } });
  const owner = (await ownerLogin.json()) as { token: string; user: { business: { id: number }[] } };
  const headers = { Authorization: `Bearer ${owner.token}` };
  const ownerBusinessId = owner.user.business[0].id;
  const categories = await request.get(`/api/business/${ownerBusinessId}/categories?q=Appetizers`, {
    headers,
  });
  const [category] = ((await categories.json()) as { data: { id: number }[] }).data;
  const hotels = await request.get(`/api/hotels?business_id=${ownerBusinessId}`, { headers });
  const [hotel] = ((await hotels.json()) as { data: { id: number; name: string }[] }).data;
  expect(category).toBeDefined();
  expect(hotel).toBeDefined();

  await signIn(page, request, OTHER_OWNER);
  await page.goto("/categories/list");
  await expect(page).toHaveURL(/\/categories/);
  await expect(page.getByText("Appetizers")).toHaveCount(0);

  await page.goto(`/categories/edit/${category.id}`);
  await expect(page).not.toHaveURL(new RegExp(`/categories/${category.id}$`));
  await expect(page.locator('input[name="locales.0.name"]')).toHaveCount(0);
  await expect(page.getByText("Appetizers")).toHaveCount(0);

  await page.goto(`/hotels/edit/${hotel.id}`);
  await expect(page).not.toHaveURL(new RegExp(`/hotels/${hotel.id}$`));
  await expect(page.getByText(hotel.name)).toHaveCount(0);
});

test("staff see holidays and categories without write buttons and are kept out of hotels", async ({
  page,
  request,
}) => {
  await signIn(page, request, STAFF);
  for (const resource of ["holidays", "categories"]) {
    await page.goto(`/${resource}/list`);
    await expect(page.locator("table")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
  }
  // Hotels are for business owners: a direct URL leads to the Overview.
  await page.goto("/hotels/list");
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test("in Arabic the catalog screens are right-to-left with no untranslated key", async ({
  page,
  request,
}) => {
  // Two pages of every catalog resource, each loaded afresh.
  test.setTimeout(120_000);
  await signIn(page, request, DEMO_OWNER, "ar");
  const untranslated = /\b(resources|app|ra)\.[A-Za-z_]+(\.[A-Za-z_]+)*/;
  for (const c of CASES) {
    for (const path of [`/${c.resource}/list`, `/${c.resource}/add`]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      // A form, a list with rows, or a list's empty state (holidays are seeded by none but other tests).
      const drawn = page
        .getByRole("button", { name: "إرسال" })
        .or(page.locator("table"))
        .or(page.getByText("ستظهر هنا السجلات التي تضيفها."));
      await expect(drawn).toBeVisible();
      if (path.endsWith("/add")) {
        await page.getByRole("button", { name: "إرسال" }).click();
        await expect(page.getByText(/مطلوب/).first()).toBeVisible();
      }
      const text = await page.locator("body").innerText();
      expect(text, `${path} shows a translation key`).not.toMatch(untranslated);
    }
  }
});

test("rows chosen with their checkboxes are deleted together after the confirmation, for good", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, DEMO_OWNER);
  const login = await request.post("/api/auth/login", { data: { ...DEMO_OWNER, dashboard: true } });
  const businessId = ((await login.json()) as { user: { business: { id: number }[] } }).user.business[0].id;
  const run = String(Date.now()).slice(-7);
  const name = `E2E bulk ${run}`;
  for (const n of [1, 2]) {
    await addStaffMember(
      request,
      { Authorization: `Bearer ${token}` },
      {
        business_id: businessId,
        name: `${name} ${n}`,
        phone: `${n === 1 ? 5 : 6}${run}`,
        email: `bulk.${run}.${n}@example.com`,
      },
    );
  }

  await page.goto(listUrl("users", name));
  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  // The selection's checkboxes and toolbar come with the table that has bulk actions.
  await rows.nth(0).getByRole("checkbox").check();
  await rows.nth(1).getByRole("checkbox").check();
  const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
  await expect(toolbar.getByText("2 items selected")).toBeVisible();
  await toolbar.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^(Confirm|Yes, delete it!)$/ })
    .click();
  await expect(rows).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/found using the current filters/)).toBeVisible();
});
