import { expect, test } from "@playwright/test";
import { OWNER } from "./session";
import { PHONE } from "./storefront-support";

// A chalet's customer pages (issue 47): the listings, a unit's free and taken nights with the check-in and check-out
// times, the server's price for the chosen nights before sending, and a request the owner finds pending.

test.use({ ...PHONE, locale: "en-US" });

test("a booking request for free nights, priced before sending, waits for the owner", async ({
  page,
  request,
}) => {
  const login = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  const session = (await login.json()) as {
    token: string;
    user: { business: { id: number; type: string; branches: { id: number; slug: string }[] }[] };
  };
  const headers = { Authorization: `Bearer ${session.token}`, locale: "en" };
  const chalet = session.user.business.find((b) => b.type === "chalet")!;
  const branch = chalet.branches[0];

  await page.goto(`/m/${branch.slug}`);
  await expect(page.getByRole("heading", { name: "Chalets" })).toBeVisible();
  await page.locator(".listing-card a").first().click();
  await expect(page.getByText(/^Check-in from \d\d:\d\d · Check-out by \d\d:\d\d$/)).toBeVisible();

  // The first free night whose next day can be the check-out day, a month ahead or later.
  await page.getByRole("button", { name: "Next month" }).click();
  const free = page.locator("button.day.free:not([disabled])");
  await expect(free.first()).toBeVisible();
  const first = (await free.first().getAttribute("data-day"))!;
  await free.first().click();
  const next = new Date(Date.parse(`${first}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const checkOut = page.locator(`button[data-day="${next}"]`);
  if (!(await checkOut.count())) await page.getByRole("button", { name: "Next month" }).click();
  await page.locator(`button[data-day="${next}"]`).click();

  const send = page.getByRole("button", { name: /^Send the booking request · / });
  await expect(send).toBeEnabled();
  await expect(page.getByText(/ · 1 night$/)).toBeVisible();
  const shown = (await send.textContent())!.replace(/^.* · /, "");
  const name = `Stay Guest ${Date.now()}`;
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Phone number").fill("+965 5123 0079");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: /^Request #\d+ sent\./ })).toBeVisible();

  // The owner's list has it, pending, at the price the customer was shown.
  const list = await request.get(
    `/api/business/${chalet.id}/branches/${branch.id}/reservations?status=pending&per_page=100`,
    {
      headers,
    },
  );
  expect(list.ok()).toBeTruthy();
  const found = (
    (await list.json()).data as { customer: { name: string }; status: string; total: number; from: string }[]
  ).find((r) => r.customer.name === name);
  expect(found?.status).toBe("pending");
  expect(found?.from.slice(0, 10)).toBe(first);
  expect(shown).toContain(found!.total.toFixed(3));
});
