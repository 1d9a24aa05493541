import { expect, test } from "@playwright/test";
import { signInWithToken, STORE } from "./session";

// Moving a stay on the reservations board (issue 51): the owner drags a stay's bar to the next unit, sees the new
// price in the confirmation, confirms, and finds the stay on that unit after a reload.

interface Session {
  token: string;
  user: { is_business_owner: boolean; business: { id: number; type: string; branches: { id: number }[] }[] };
}

const RUN = String(Date.now()).slice(-6);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("the owner drags a stay to the next unit, sees the new price, confirms, and it stays there", async ({
  page,
  request,
}) => {
  const session = await signInWithToken<Session>(page, request);
  const chalet = session.user.business.find((b) => b.type === "chalet")!;
  const branch = chalet.branches[0].id;
  await page.evaluate(
    ({ store, business, branch }) => {
      localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(business));
      localStorage.setItem(`${store}currentBranchId`, JSON.stringify(branch));
    },
    { store: STORE, business: chalet.id, branch },
  );
  const headers = { Authorization: `Bearer ${session.token}`, locale: "en" };
  const items = (
    await (await request.get(`/api/business/${chalet.id}/items?per_page=100`, { headers })).json()
  ).data as { id: number; itemable: { units: number; unit_names?: string[] } | null }[];
  const listing = items.find((item) => (item.itemable?.units ?? 0) >= 2)!;
  expect(listing).toBeTruthy();
  // The next unit as the board names it: its given name, else its number.
  const nextUnit = listing.itemable!.unit_names?.[1]?.trim() || "2";

  // A stay of two nights on unit 1, ten weeks ahead: beyond the seeded stays, so unit 2 is free then.
  const from = dayAfter(72);
  const to = dayAfter(74);
  const created = await request.post(`/api/business/${chalet.id}/branches/${branch}/reservations`, {
    headers,
    data: {
      item_id: listing.id,
      unit: 1,
      from,
      to,
      customer: { name: `Move Guest ${RUN}`, phone: `512${RUN.slice(-5)}` },
    },
  });
  expect(created.status()).toBe(201);
  const stay = (await created.json()).data as { id: number };

  await page.goto("/reservations/list2");
  await expect(page.getByRole("region", { name: "Reservations board" })).toBeVisible();
  for (let step = 0; step < 5; step++) await page.getByRole("button", { name: "Next two weeks" }).click();
  const bar = page.getByTestId("board-stay").filter({ hasText: `Move Guest ${RUN}` });
  await expect(bar).toBeVisible();

  // Grab the bar over its first night and drop it on the next unit's cell of the same night.
  const grab = (await page.locator(`[data-board-cell="cell:${listing.id}:1:${from}"]`).boundingBox())!;
  const drop = (await page.locator(`[data-board-cell="cell:${listing.id}:2:${from}"]`).boundingBox())!;
  await page.mouse.move(grab.x + grab.width / 2, grab.y + grab.height / 2);
  await page.mouse.down();
  await page.mouse.move(grab.x + grab.width / 2, grab.y + grab.height / 2 + 10, { steps: 5 });
  await page.mouse.move(drop.x + drop.width / 2, drop.y + drop.height / 2, { steps: 10 });
  await page.mouse.up();

  const dialog = page.getByRole("dialog", { name: `Move the stay of Move Guest ${RUN}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("move-to")).toContainText(`unit ${nextUnit},`);
  await expect(dialog.getByTestId("move-price")).toHaveText(/^New price: .*KWD.* for 2 nights$/);
  await expect(dialog.getByTestId("move-balance")).toContainText("Balance after the move");
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Stay moved").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  for (let step = 0; step < 5; step++) await page.getByRole("button", { name: "Next two weeks" }).click();
  const moved = page.getByTestId("board-stay").filter({ hasText: `Move Guest ${RUN}` });
  await expect(moved).toBeVisible();
  const row = (await page.locator(`[data-board-cell="cell:${listing.id}:2:${from}"]`).boundingBox())!;
  const barBox = (await moved.boundingBox())!;
  expect(Math.abs(barBox.y + barBox.height / 2 - (row.y + row.height / 2))).toBeLessThan(row.height / 2);
  // The keyboard's way: M on the focused bar opens the same dialog with a unit and dates to pick; Cancel keeps it.
  await moved.focus();
  await page.keyboard.press("m");
  const again = page.getByRole("dialog", { name: `Move the stay of Move Guest ${RUN}` });
  await expect(again.getByLabel("Unit")).toBeVisible();
  await expect(again.getByLabel("Check-in")).toHaveValue(from);
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toHaveCount(0);
  const saved = await request.get(`/api/business/${chalet.id}/branches/${branch}/reservations/${stay.id}`, {
    headers,
  });
  expect(((await saved.json()).data as { unit: number }).unit).toBe(2);
});
