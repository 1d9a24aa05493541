import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER, signInWithToken, STORE } from "./session";

// Moving a stay on the reservations board (issue 51): the owner drags a stay's bar to the next unit, sees the new
// price in the confirmation, confirms, and finds the stay on that unit after a reload.

interface Session {
  token: string;
  user: { is_business_owner: boolean; business: { id: number; type: string; branches: { id: number }[] }[] };
}

const RUN = String(Date.now()).slice(-6);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Listing {
  id: number;
  itemable: { units: number; unit_names?: string[] } | null;
}

/**
 * Signs the owner in (in the language asked) with the chalet and its first branch as the dashboard's scope; answers
 * them, the owner's API headers and the chalet's listings.
 */
async function asChaletOwner(page: Page, request: APIRequestContext, locale: "en" | "ar" = "en") {
  const session = await signInWithToken<Session>(page, request, OWNER, locale);
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
  const listings = (
    await (await request.get(`/api/business/${chalet.id}/items?per_page=100`, { headers })).json()
  ).data as Listing[];
  return { chalet, branch, headers, listings };
}

/** Books a stay through the owner's API; answers it. */
async function bookStay(
  request: APIRequestContext,
  owner: Awaited<ReturnType<typeof asChaletOwner>>,
  stay: {
    item_id: number;
    unit: number;
    from: string;
    to: string;
    customer: { name: string; phone: string };
  },
) {
  const created = await request.post(
    `/api/business/${owner.chalet.id}/branches/${owner.branch}/reservations`,
    {
      headers: owner.headers,
      data: stay,
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { id: number };
}

/** Pages the board five times to its next two weeks (the stays these tests book are ten weeks or more ahead). */
async function pageBoardAhead(page: Page, nextLabel: string) {
  for (let step = 0; step < 5; step++) await page.getByRole("button", { name: nextLabel }).click();
}

type Box = { x: number; y: number; width: number; height: number };
const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * Presses the mouse on the middle of `grip`, moves it by `nudge` (past the board's drag threshold), then over the
 * middle of `target`; the test lets go, so it can look at the bar while it is dragged.
 */
async function dragOver(page: Page, grip: Box, target: Box, nudge: { x: number; y: number }) {
  const from = centre(grip);
  const to = centre(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + nudge.x, from.y + nudge.y, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
}

test("the owner drags a stay to the next unit, sees the new price, confirms, and it stays there", async ({
  page,
  request,
}) => {
  const owner = await asChaletOwner(page, request);
  const { chalet, branch, headers } = owner;
  const listing = owner.listings.find((item) => (item.itemable?.units ?? 0) >= 2)!;
  expect(listing).toBeTruthy();
  // The next unit as the board names it: its given name, else its number.
  const nextUnit = listing.itemable!.unit_names?.[1]?.trim() || "2";

  // A stay of two nights on unit 1, ten weeks ahead: beyond the seeded stays, so unit 2 is free then.
  const from = dayAfter(72);
  const to = dayAfter(74);
  const stay = await bookStay(request, owner, {
    item_id: listing.id,
    unit: 1,
    from,
    to,
    customer: { name: `Move Guest ${RUN}`, phone: `512${RUN.slice(-5)}` },
  });

  await page.goto("/reservations/list2");
  await expect(page.getByRole("region", { name: "Reservations board" })).toBeVisible();
  await pageBoardAhead(page, "Next two weeks");
  const bar = page.getByTestId("board-stay").filter({ hasText: `Move Guest ${RUN}` });
  await expect(bar).toBeVisible();

  // Grab the bar over its first night and drop it on the next unit's cell of the same night.
  const grab = (await page.locator(`[data-board-cell="cell:${listing.id}:1:${from}"]`).boundingBox())!;
  const drop = (await page.locator(`[data-board-cell="cell:${listing.id}:2:${from}"]`).boundingBox())!;
  await dragOver(page, grab, drop, { x: 0, y: 10 });
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
  await pageBoardAhead(page, "Next two weeks");
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

test("the owner drags a stay's end one night later, sees the longer dates and a higher price, and it stays longer", async ({
  page,
  request,
}) => {
  const owner = await asChaletOwner(page, request);
  const listing = owner.listings.find((item) => (item.itemable?.units ?? 0) >= 1)!;

  // Two nights on unit 1, eleven weeks ahead (in the window five "next" presses show, apart from the other test's).
  const from = dayAfter(77);
  const to = dayAfter(79);
  const longer = dayAfter(80);
  const name = `Resize Guest ${RUN}`;
  await bookStay(request, owner, {
    item_id: listing.id,
    unit: 1,
    from,
    to,
    customer: { name, phone: `513${RUN.slice(-5)}` },
  });

  await page.goto("/reservations/list2");
  await expect(page.getByRole("region", { name: "Reservations board" })).toBeVisible();
  await pageBoardAhead(page, "Next two weeks");
  const bar = page.getByTestId("board-stay").filter({ hasText: name });
  await expect(bar).toBeVisible();
  const before = (await bar.boundingBox())!;

  // The end handle shows on hover; dragged from over the last night to the night after, it lets go there.
  await bar.hover();
  const handle = bar.locator("xpath=..").getByTestId("board-stay-end");
  await expect(handle).toBeVisible();
  const grip = (await handle.boundingBox())!;
  const next = (await page.locator(`[data-board-cell="cell:${listing.id}:1:${to}"]`).boundingBox())!;
  await dragOver(page, grip, next, { x: 10, y: 0 });
  // While dragged, the bar already covers the new night and says how many nights it would hold.
  await expect(bar).toContainText("3 nights");
  await page.mouse.up();

  const dialog = page.getByRole("dialog", { name: `Change the dates of ${name}'s stay` });
  await expect(dialog).toBeVisible();
  const shown = (date: string) => date.split("-").reverse().join("-");
  await expect(dialog.getByTestId("move-to")).toContainText(`${shown(from)} – ${shown(longer)}`);
  await expect(dialog.getByTestId("move-price")).toHaveText(/^New price: .*KWD.* for 3 nights$/);
  const amount = async (testId: string) =>
    Number(
      ((await dialog.getByTestId(testId).textContent()) ?? "").match(/(\d[\d,]*\.\d+)/)![1].replace(/,/g, ""),
    );
  expect(await amount("move-price")).toBeGreaterThan(await amount("move-old-price"));
  await dialog.getByRole("button", { name: "Change dates", exact: true }).click();
  await expect(page.getByText("Stay dates changed").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await pageBoardAhead(page, "Next two weeks");
  const after = page.getByTestId("board-stay").filter({ hasText: name });
  await expect(after).toBeVisible();
  const width = (await after.boundingBox())!.width;
  // One more night: about one cell wider.
  expect(width - before.width).toBeGreaterThan(next.width * 0.8);
  expect(width - before.width).toBeLessThan(next.width * 1.2);
});

test("in Arabic the board runs right to left: the end handle is on the left, and dragging it left lengthens the stay", async ({
  page,
  request,
}) => {
  const owner = await asChaletOwner(page, request, "ar");
  const listing = owner.listings.find((item) => (item.itemable?.units ?? 0) >= 2)!;
  const from = dayAfter(79);
  const to = dayAfter(81);
  const name = `RTL Guest ${RUN}`;
  await bookStay(request, owner, {
    item_id: listing.id,
    unit: 2,
    from,
    to,
    customer: { name, phone: `514${RUN.slice(-5)}` },
  });

  await page.goto("/reservations/list2");
  await expect(page.getByRole("region", { name: "لوحة الحجوزات" })).toBeVisible();
  await pageBoardAhead(page, "الأسبوعان التاليان");
  const bar = page.getByTestId("board-stay").filter({ hasText: name });
  await expect(bar).toBeVisible();
  await bar.hover();
  const start = (await bar.locator("xpath=..").getByTestId("board-stay-start").boundingBox())!;
  const end = (await bar.locator("xpath=..").getByTestId("board-stay-end").boundingBox())!;
  // Days run right to left: the check-out's handle is on the bar's left, the next night further left.
  expect(end.x).toBeLessThan(start.x);
  const next = (await page.locator(`[data-board-cell="cell:${listing.id}:2:${to}"]`).boundingBox())!;
  expect(next.x).toBeLessThan(end.x);
  await dragOver(page, end, next, { x: -10, y: 0 });
  await page.mouse.up();

  const dialog = page.getByRole("dialog", { name: `تغيير تواريخ إقامة ${name}` });
  await expect(dialog).toBeVisible();
  const shown = (date: string) => date.split("-").reverse().join("-");
  await expect(dialog.getByTestId("move-to")).toContainText(shown(dayAfter(82)));
  await expect(dialog.getByTestId("move-price")).toContainText("3 ليالٍ");
  await dialog.getByRole("button", { name: "إلغاء" }).click();
  await expect(dialog).toHaveCount(0);
});
