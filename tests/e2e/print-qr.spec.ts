import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { STORE, login } from "./session";

// Table QR codes on paper: a floor prints one sheet with a code per table, each linking to the branch's QR app
// address with the table; the top bar's Menu QR offers its image as a PNG download and a printout.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await login(page);
  await page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string }[];
    };
    localStorage.setItem(
      `${store}currentBusinessId`,
      JSON.stringify(user.business.find((b) => b.type === "restaurant")!.id),
    );
  }, STORE);
});

test("a floor prints a sheet with one QR code per table, linking to the branch's QR app address with the table", async ({
  page,
  request,
}) => {
  const scope = await page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string; branches: { id: number; slug: string }[] }[];
    };
    const business = user.business.find((b) => b.type === "restaurant")!;
    const chosen = JSON.parse(localStorage.getItem(`${store}currentBranchId`) ?? "null") as number | null;
    const branch = business.branches.find((b) => b.id === chosen) ?? business.branches[0];
    return {
      business: business.id,
      branch: branch.id,
      slug: branch.slug,
      token: localStorage.getItem("token"),
    };
  }, STORE);
  const headers = { Authorization: `Bearer ${scope.token}` };
  const floors = `/api/business/${scope.business}/branches/${scope.branch}/floors`;
  const floor = ((await (await request.get(floors, { headers })).json()).data as { id: number }[])[0];
  const tables = (await (await request.get(`${floors}/${floor.id}/tables?per_page=100`, { headers })).json())
    .data as { id: number; locales: { locale: string; name: string }[] }[];
  expect(tables.length).toBeGreaterThan(0);
  const qrApp = (await (await request.get("/api/apps/config", { headers })).json()).data.qr_app_url as string;
  const tokens = (
    await (
      await request.get(
        `/api/business/${scope.business}/branches/${scope.branch}/table-tokens?floor_id=${floor.id}`,
        { headers },
      )
    ).json()
  ).data as { table_id: number; token: string }[];
  const tokenOf = (tableId: number) => tokens.find((t) => t.table_id === tableId)!.token;

  await page.goto(`/floors/${floor.id}/tables`);
  await page.getByRole("button", { name: "Print table QR codes" }).click();
  const sheet = page.getByTestId("floor-qr-sheet");
  await page.emulateMedia({ media: "print" });
  await expect(sheet).toBeVisible();
  const codes = sheet.getByTestId("table-qr");
  await expect(codes).toHaveCount(tables.length);
  for (const [index, table] of tables.entries()) {
    await expect(codes.nth(index)).toHaveAttribute(
      "data-address",
      `${qrApp.replace(/\/+$/, "")}/${encodeURIComponent(scope.slug)}?t=${encodeURIComponent(tokenOf(table.id))}`,
    );
    await expect(codes.nth(index)).toContainText(table.locales.find((l) => l.locale === "en")!.name);
    // The customers' line is printed in both languages.
    await expect(codes.nth(index)).toContainText("Scan to see the menu and order");
    await expect(codes.nth(index)).toContainText("امسح الرمز لعرض القائمة والطلب");
    await expect(codes.nth(index).locator("svg")).toBeVisible();
  }
});

test("the Menu QR dropdown downloads its code as a PNG and prints it", async ({ page }) => {
  await page.goto("/floors");
  await page.getByRole("button", { name: "Menu Qr" }).click();
  const dropdown = page.getByRole("dialog", { name: "Menu Qr" });
  await expect(dropdown.getByRole("img")).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dropdown.getByRole("link", { name: "Download PNG" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Menu-Qr-.+\.png$/);
  const png = readFileSync((await download.path())!);
  expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

  await dropdown.getByRole("button", { name: "Print" }).click();
  await page.emulateMedia({ media: "print" });
  const printout = page.getByTestId("qr-printout");
  await expect(printout).toBeVisible();
  await expect(printout).toContainText(/^Menu Qr · /);
  await expect(printout.locator("img")).toHaveAttribute("src", /^data:image\/png;base64,/);
});
