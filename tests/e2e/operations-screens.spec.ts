import { expect, test, type Page } from "@playwright/test";
import { OWNER, login, openInApp } from "./session";

// The operations screens against the real server and its seeded demo: users, floors and tables, orders,
// reservations and their board, financial reports, permissions, audits and the demo pages.

const STAFF = { email: "staff@example.com", password: "staff1234" };
const OTHER_OWNER = { email: "other@example.com", password: "other1234" };
// react-admin's store key of the business the dashboard works in (src/store.ts).
const CURRENT_BUSINESS_KEY = "RaStoreMenuDashboard.currentBusinessId";

test.describe.configure({ mode: "serial" });

/** Makes the business of the given type the current one, as the business selector does (next page load). */
async function workIn(page: Page, type: "restaurant" | "chalet") {
  await page.evaluate(
    ({ key, type }) => {
      const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
        business: { id: number; type: string }[];
      };
      const business = user.business.find((b) => b.type === type);
      localStorage.setItem(key, JSON.stringify(business?.id));
    },
    { key: CURRENT_BUSINESS_KEY, type },
  );
}

const notice = (page: Page, text: string | RegExp) => page.getByText(text).first();
// Names unique to this run, so a rerun against the same database never meets the last run's records.
const RUN = String(Date.now()).slice(-6);

/** Opens a list row's record by its text (the row's own click, not a button in it). */
async function openRow(page: Page, text: string) {
  await page
    .getByRole("row", { name: new RegExp(text) })
    .getByText(text, { exact: true })
    .click();
}

test("the owner creates, edits and deletes a user, with the phone and generated e-mail rules", async ({
  page,
  request,
}) => {
  await login(page, OWNER);
  await page.goto("/users/add");
  await expect(page).toHaveURL(/\/users\/create$/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await page.getByLabel(/^Name/).fill(`Reem ${RUN}`);
  await page.getByLabel(/^Phone/).fill("123");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Not valid phone number")).toBeVisible();
  await page.getByLabel(/^Phone/).fill(`50 ${RUN}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Done successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  // Without SMTP the person is invited through a link shown once; an invitation has no account to edit until
  // it is accepted, so the person joins here through that link.
  const dialog = page.getByRole("dialog", { name: "Invitation ready" });
  const link = (await dialog.getByTestId("invitation-link").textContent())!.trim();
  await dialog.getByRole("button", { name: "Done" }).click();
  const invited = page.getByRole("row", { name: new RegExp(`Reem ${RUN}`) });
  await expect(invited.getByText("Invited")).toBeVisible();
  const token = decodeURIComponent(new URL(link).hash.replace(/^#token=/, ""));
  const joined = await request.post("/api/auth/set-password", {
    data: { token, password: "reem-own-1", password_confirmation: "reem-own-1" },
  });
  expect(joined.ok()).toBeTruthy();

  await page.reload();
  const row = page.getByRole("row", { name: new RegExp(`Reem ${RUN}`) });
  await expect(row).toContainText(`96550${RUN}@`);
  await expect(row).toContainText(`+96550${RUN}`);
  await expect(row.getByText("Invited")).toHaveCount(0);
  await openRow(page, `Reem ${RUN}`);
  await expect(page.getByText("Edit UserStore").first()).toBeVisible();
  await page.getByLabel(/^Name/).fill(`Reem Edited ${RUN}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Updated successfully")).toBeVisible();
  await page.reload();
  await openRow(page, `Reem Edited ${RUN}`);
  await expect(page.getByText("Edit UserStore").first()).toBeVisible();
  await page.getByRole("toolbar").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(notice(page, "Deleted successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(`Reem Edited ${RUN}`) })).toHaveCount(0);
});

test("the owner creates, edits and deletes a floor and a table of it", async ({ page }) => {
  await login(page, OWNER);
  await page.goto("/floors");
  await page.getByRole("link", { name: "Create" }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill(`Rooftop ${RUN}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Done successfully")).toBeVisible();
  await page.reload();
  await openRow(page, `Rooftop ${RUN}`);
  await expect(page.getByText("Edit Floor").first()).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(`Rooftop Deck ${RUN}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Updated successfully")).toBeVisible();

  await page.reload();
  await page
    .getByRole("row", { name: new RegExp(`Rooftop Deck ${RUN}`) })
    .getByRole("link", { name: "Tables (0)" })
    .click();
  await expect(page).toHaveURL(/\/floors\/\d+\/tables$/);
  // The tables page loads lazily: wait for its own Create link, not the floors list's one still on screen.
  await page.getByRole("link", { name: "Create" }).and(page.locator('[href*="/tables/"]')).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Deck 1");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Done successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/floors\/\d+\/tables$/);
  await page.reload();
  await openRow(page, "Deck 1");
  await expect(page.getByText("Edit Table").first()).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Deck One");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Updated successfully")).toBeVisible();
  await page.reload();
  await page
    .getByRole("row", { name: /Deck One/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(notice(page, "Deleted successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row", { name: /Deck One/ })).toHaveCount(0);

  await page.goto("/floors");
  await page
    .getByRole("row", { name: new RegExp(`Rooftop Deck ${RUN}`) })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(notice(page, "Deleted successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(`Rooftop Deck ${RUN}`) })).toHaveCount(0);
});

test("the owner books from the board, edits, pays and cancels a reservation", async ({ page }) => {
  await login(page, OWNER);
  await workIn(page, "chalet");
  await page.goto("/reservations/list2");
  await expect(page.getByRole("region", { name: "Reservations board" })).toBeVisible();
  await expect(page.getByTestId("board-row").first()).toBeVisible();
  // Beyond the seeded stays (two months ahead), every day is free.
  for (let step = 0; step < 6; step++) await page.getByRole("button", { name: "Next two weeks" }).click();
  await page
    .getByRole("button", { name: /^New reservation: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reservations\/create/);
  await expect(page.getByText(/^Price: \u2068KWD\s[\d,]+\.\d{3}\u2069 for 1 night$/)).toBeVisible();
  // The unit's free dates are shown before submitting.
  await expect(page.getByTestId("reservation-availability")).toContainText("Free dates of this unit");
  await page.getByLabel(/^Customer name/).fill("Board Guest");
  await page.getByLabel(/^Customer phone/).fill("51234588");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Done successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/reservations\/\d+$/);
  await expect(page.getByText("Balance")).toBeVisible();

  await page.getByLabel(/^Notes/).fill("Late arrival");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page, "Updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Notes/)).toHaveValue("Late arrival");

  await page.getByRole("button", { name: "Record a payment" }).click();
  await page.getByLabel(/^Amount/).fill("1");
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Partially paid").first()).toBeVisible();

  await page.getByRole("button", { name: "Cancel reservation" }).click();
  // The refund starts at 0 (one click never hands the money back); "Refund all" fills it; it is its own entry.
  await expect(page.getByLabel(/^Refund to the customer/)).toHaveValue("0");
  await page.getByRole("button", { name: "Refund all" }).click();
  await expect(page.getByLabel(/^Refund to the customer/)).toHaveValue("1");
  await page.getByRole("button", { name: "Yes, cancel it!" }).click();
  await expect(page.getByText("Canceled").first()).toBeVisible();
  await expect(page.getByText(/Refund · Cash/)).toBeVisible();
  await expect(page.getByText("Canceled · nothing kept")).toBeVisible();
  await expect(page.getByText("Partially paid")).toHaveCount(0);
  await page.goto("/reservations/list");
  await expect(page).toHaveURL(/\/reservations$/);
  // The list opens on today's and the coming stays, the soonest first: this one, months ahead, is found by name.
  await page.getByRole("textbox", { name: "Search" }).fill("Board Guest");
  await expect(page.getByRole("row", { name: /Board Guest/ }).first()).toContainText("Canceled");
});

test("an order's status changes from the list and stays after a reload", async ({ page }) => {
  await login(page, OWNER);
  await page.goto(`/orders?filter=${encodeURIComponent(JSON.stringify({ status: "pending" }))}`);
  const select = page.getByRole("combobox", { name: /^Status of order #/ }).first();
  const label = (await select.getAttribute("aria-label")) ?? "";
  const number = label.replace(/\D/g, "");
  await select.click();
  await expect(page.getByRole("option")).toHaveText(["Pending", "Accepted", "Rejected"]);
  await page.getByRole("option", { name: "Accepted" }).click();
  await expect(notice(page, "Updated successfully")).toBeVisible();
  await page.goto(`/orders?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`);
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Status of order #${number}` })).toContainText("Accepted");
  await page
    .getByRole("row", { name: new RegExp(`#${number}`) })
    .getByRole("cell")
    .first()
    .click();
  // The order page: titled with the number and the branch; an accepted order's next step is one button.
  await expect(page.getByText(new RegExp(`^Order #${number} · .+`)).first()).toBeVisible();
  await expect(page.getByText("Status history")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark ready" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
});

test("staff change order statuses but see no delete, and are sent to the Overview from users", async ({
  page,
}) => {
  await login(page, STAFF);
  await page.goto("/orders/list");
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("combobox", { name: /^Status of order #/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Create" })).toHaveCount(0);
  await page.goto("/floors");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("link", { name: "Create" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await page.goto("/users/list");
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByText("You do not have access to that page in this business.")).toBeVisible();
});

test("another owner never sees the demo owner's users, floors or invoices", async ({ page }) => {
  await login(page, OTHER_OWNER);
  await page.goto("/users");
  await expect(page.getByRole("row", { name: /other@example.com/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /owner@example.com|staff@example.com/ })).toHaveCount(0);
  await page.goto("/floors");
  await expect(page.getByText(/Ground Floor|Rooftop/)).toHaveCount(0);
  await page.goto("/invoices/list");
  await expect(page.getByText("Kuwait City")).toHaveCount(0);
});

test("the owner grants a permission and the staff's next load has it", async ({ browser }) => {
  const ownerPage = await browser.newPage();
  await login(ownerPage, OWNER);
  await ownerPage.goto("/permissions");
  await expect(ownerPage).toHaveURL(/\/permissions\/list$/);
  await ownerPage.getByRole("combobox", { name: "Staff user" }).click();
  await ownerPage.getByRole("option", { name: /staff@example.com/ }).click();
  const usersRead = ownerPage.getByRole("checkbox", { name: /^Users: Read$/ });
  await expect(ownerPage.getByRole("checkbox", { name: /^Orders: Update$/ })).toBeChecked();
  await expect(usersRead).not.toBeChecked();
  await usersRead.check();
  await ownerPage.getByRole("button", { name: "Save" }).click();
  await expect(notice(ownerPage, "Updated successfully")).toBeVisible();
  await ownerPage.reload();
  await ownerPage.getByRole("combobox", { name: "Staff user" }).click();
  await ownerPage.getByRole("option", { name: /staff@example.com/ }).click();
  await expect(ownerPage.getByRole("checkbox", { name: /^Users: Read$/ })).toBeChecked();
  await ownerPage.close();

  const staffPage = await browser.newPage();
  await login(staffPage, STAFF);
  await staffPage.goto("/users/list");
  await expect(staffPage).toHaveURL(/\/users$/);
  await expect(staffPage.getByRole("row", { name: /staff@example.com/ })).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "Create" })).toHaveCount(0);
  await staffPage.close();

  // Other specs rely on the demo staff's seeded permissions: take the grant back.
  const restorePage = await browser.newPage();
  await login(restorePage, OWNER);
  await restorePage.goto("/permissions/list");
  await restorePage.getByRole("combobox", { name: "Staff user" }).click();
  await restorePage.getByRole("option", { name: /staff@example.com/ }).click();
  await restorePage.getByRole("checkbox", { name: /^Users: Read$/ }).uncheck();
  await restorePage.getByRole("button", { name: "Save" }).click();
  await expect(notice(restorePage, "Updated successfully")).toBeVisible();
  await restorePage.close();
});

test("financial reports show this month's totals and the invoices; audits show who changed what", async ({
  page,
}) => {
  await login(page, OWNER);
  await page.goto("/invoices/list");
  await expect(page).toHaveURL(/\/invoices/);
  await expect(page.getByTestId("report-total")).toContainText(/KWD\s[\d,]+\.\d{3}/);
  // Sales, Received, Refunded and Outstanding, each with what it counts.
  for (const figure of ["Sales", "Received", "Refunded", "Outstanding"])
    await expect(page.getByTestId(`report-${figure.toLowerCase()}`)).toContainText(figure);
  await expect(page.getByTestId("report-sales")).toContainText("Orders accepted or later");
  for (const [id, name] of [
    ["net_received", "Net received"],
    ["deposits_held", "Deposits held"],
  ])
    await expect(page.getByTestId(`report-${id}`)).toContainText(name);
  // The figures add up on screen, to the fils: sales = net received + outstanding (− overpaid, when shown).
  const fils = async (id: string) => {
    const text = (await page.getByTestId(`report-${id}`).locator("p").first().textContent()) ?? "";
    return Math.round(Number(text.replace(/[^\d.-]/g, "")) * 1000);
  };
  const overpaid = (await page.getByTestId("report-overpaid").count()) ? await fils("overpaid") : 0;
  expect(await fils("sales")).toBe((await fils("net_received")) + (await fils("outstanding")) - overpaid);
  expect(await fils("net_received")).toBe((await fils("received")) - (await fils("refunded")));
  await expect(page.getByTestId("report-identity")).toContainText("= net received");
  await expect(page.getByRole("img", { name: "Totals by day" })).toBeVisible();
  await expect(page.getByText("By branch")).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText("KWD");

  await page.goto("/audits/list");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("row").nth(1).click();
  await expect(page.getByRole("columnheader", { name: "Before" })).toBeVisible();
});

test("the demo pages render", async ({ page }) => {
  await login(page, OWNER);
  await page.goto("/components/buttons");
  await expect(page.getByRole("heading", { name: "Buttons", level: 1 })).toBeVisible();
  await page.goto("/forms/wizard");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await page.goto("/maps/vector-map");
  await expect(page.getByRole("heading", { name: "Vector map", level: 1 })).toBeVisible();
});

test("in Arabic no label of the operations screens falls back to a translation key", async ({ page }) => {
  await login(page, OWNER);
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  const keyLike = /^(resources|app|ra)\.[\w.]+$/;
  const pages = [
    "/users",
    "/users/create",
    "/orders",
    "/floors",
    "/invoices/list",
    "/audits/list",
    "/permissions/list",
    "/forms/wizard",
    "/admin/widgets",
  ];
  for (const [index, path] of pages.entries()) {
    // The first page is loaded as an address (in Arabic now); the others are opened through the app.
    if (index === 0) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    } else await openInApp(page, path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const texts = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        found.push(node.textContent?.trim() ?? "");
      const labels = [...document.querySelectorAll("[aria-label],[placeholder],[title]")].map(
        (el) =>
          el.getAttribute("aria-label") ?? el.getAttribute("placeholder") ?? el.getAttribute("title") ?? "",
      );
      return [...found, ...labels].filter(Boolean);
    });
    expect(
      texts.filter((text) => keyLike.test(text)),
      path,
    ).toEqual([]);
  }
  await workIn(page, "chalet");
  for (const [index, path] of ["/reservations", "/reservations/list2", "/reservations/create"].entries()) {
    // The chalet is read from storage by a load of the app; the next pages are opened through it.
    if (index === 0) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    } else await openInApp(page, path);
    const texts = await page.locator("body").allInnerTexts();
    expect(
      texts
        .join("\n")
        .split("\n")
        .filter((line) => keyLike.test(line.trim())),
      path,
    ).toEqual([]);
  }
});
