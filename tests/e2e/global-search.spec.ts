import { expect, test } from "@playwright/test";
import { placeOrder, signInWithToken, workInRestaurant } from "./session";

// The global search in Arabic (issue #50): Ctrl-K opens it, a phone number typed in Arabic-Indic digits finds the
// order the test placed, and Enter opens it.

const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";
const inArabicDigits = (latin: string) => latin.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]);

test("Ctrl-K in Arabic finds an order by a phone typed in Arabic-Indic digits and opens it", async ({
  page,
  request,
}) => {
  await signInWithToken(page, request);
  const scope = await workInRestaurant(page);
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  // A number of this run only: the browser tests share one database.
  const phone = `6${String(Date.now()).slice(-7)}`;
  const order = await placeOrder(request, scope, { name: "زبون البحث", phone });

  await page.goto("/admin/overview");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The shortcut is heard once the top bar is drawn.
  await expect(page.getByRole("button", { name: "البحث في كل شيء" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "البحث في كل شيء" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("combobox");
  await expect(box).toBeFocused();
  await box.fill(`${inArabicDigits(phone.slice(0, 4))} ${inArabicDigits(phone.slice(4))}`);
  const found = dialog.getByRole("option", { name: new RegExp(`#${order.number} · زبون البحث`) });
  await expect(found).toBeVisible();
  await expect(dialog.getByText("الطلبات")).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(dialog).toBeHidden();
});
