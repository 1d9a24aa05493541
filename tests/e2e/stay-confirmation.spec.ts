import { expect, test } from "@playwright/test";
import { STORE, login, ownerApiHeaders } from "./session";

// A stay's confirmation (issue 48) prints on A4 from the stay's page; in Arabic it reads right to left.

test("a stay's confirmation prints in Arabic, right to left, with its nights, balance and terms", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await login(page);
  // Work in the chalet business; its first stay of the list.
  const chalet = await page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string; branches: { id: number }[] }[];
    };
    const business = user.business.find((b) => b.type === "chalet")!;
    localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(business.id));
    localStorage.setItem(`${store}currentBranchId`, JSON.stringify(business.branches[0].id));
    return { business: business.id, branch: business.branches[0].id };
  }, STORE);
  const headers = await ownerApiHeaders(request);
  const list = await request.get(
    `/api/business/${chalet.business}/branches/${chalet.branch}/reservations?status=pending&per_page=1`,
    { headers },
  );
  const stay = (await list.json()).data[0] as { id: number; nights: number };
  expect(stay).toBeTruthy();

  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.goto(`/reservations/${stay.id}`);
  await page.getByRole("button", { name: "طباعة التأكيد" }).click();
  await page.emulateMedia({ media: "print" });
  const paper = page.getByTestId("stay-confirmation");
  await expect(paper).toBeVisible();
  await expect(page.getByTestId("printout")).toHaveAttribute("dir", "rtl");
  await expect(paper).toContainText(`تأكيد الحجز رقم ${stay.id}`);
  await expect(paper).toContainText("المتبقي");
  // The demo chalet business has its terms in Arabic.
  await expect(paper).toContainText("الشروط والأحكام");
});
