import { expect, test, type APIRequestContext } from "@playwright/test";
import Pusher from "pusher-js";
import { login, ownerApiHeaders, workInRestaurant } from "./session";

// The front door (issue 46): a customer at a table orders through the public API with the table's QR token; the
// order rings in the dashboard, the owner accepts it there, and the customer's tracking channel hears "accepted".

interface MenuItem {
  id: number;
  disable_ordering: boolean;
  sold_out: boolean;
  prices: { id: number; price: number }[];
}
interface MenuCategory {
  items?: MenuItem[];
  categories?: MenuCategory[];
  children?: MenuCategory[];
}

/** The first item a customer can order, anywhere in the menu's tree. */
function orderable(categories: MenuCategory[]): MenuItem | undefined {
  for (const category of categories) {
    const item = category.items?.find((i) => !i.disable_ordering && !i.sold_out && i.prices.length);
    if (item) return item;
    const deeper = orderable([...(category.categories ?? []), ...(category.children ?? [])]);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The customer's phone listening to its order's public channel, as the customer pages do. */
async function trackingListener(request: APIRequestContext, channel: string) {
  const config = (await (await request.get("/api/live/config")).json()) as {
    key: string;
    wsHost: string;
    wsPort: number;
  };
  const pusher = new Pusher(config.key, {
    cluster: "mt1",
    wsHost: "127.0.0.1",
    wsPort: config.wsPort,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
  });
  const heard: { status: string }[] = [];
  const subscribed = new Promise<void>((resolve, reject) => {
    const subscription = pusher.subscribe(channel);
    subscription.bind("pusher:subscription_succeeded", () => resolve());
    subscription.bind("pusher:subscription_error", (error: unknown) =>
      reject(new Error(JSON.stringify(error))),
    );
    subscription.bind("order-status", (data: { status: string }) => heard.push(data));
  });
  await subscribed;
  return { heard, close: () => pusher.disconnect() };
}

test("an order from a table's QR rings in the dashboard, is accepted there, and its tracking hears it", async ({
  page,
  request,
}) => {
  await login(page);
  const scope = await workInRestaurant(page);
  await page.goto("/orders");
  await expect(page.getByRole("table")).toBeVisible();
  // Live updates connect a second after the page is idle (SPEC's delay), then subscribe.
  await page.waitForTimeout(2500);
  const alarm = page.locator('[data-alarm="ringing"]');
  // The demo's own pending orders ring from the start: muted, they leave the alarm to the new order.
  if (await alarm.isVisible()) await alarm.click();
  await expect(alarm).toBeHidden();

  const headers = await ownerApiHeaders(request);
  const tables = (
    await (
      await request.get(`/api/business/${scope.business}/branches/${scope.branch}/table-tokens`, { headers })
    ).json()
  ).data as { id: number; token: string; address: string }[];
  expect(tables.length).toBeGreaterThan(0);
  const table = tables[0];
  // The printed QR code opens the branch's customer page with the table's token.
  const slug = decodeURIComponent(new URL(table.address).pathname.split("/").filter(Boolean).pop()!);
  expect(new URL(table.address).searchParams.get("t")).toBe(table.token);

  const branch = (await (await request.get(`/api/public/branches/${encodeURIComponent(slug)}`)).json())
    .data as {
    order_types: string[];
    payment_methods: string[];
    accepting_orders: boolean;
  };
  expect(branch.accepting_orders).toBe(true);
  expect(branch.order_types).toContain("dine_in");
  const menu = (await (await request.get(`/api/public/branches/${encodeURIComponent(slug)}/menu`)).json())
    .data as {
    categories: MenuCategory[];
  };
  const dish = orderable(menu.categories)!;
  expect(dish).toBeDefined();

  const placed = await request.post(`/api/public/branches/${encodeURIComponent(slug)}/orders`, {
    headers: { "idempotency-key": `e2e-${Date.now()}`, "accept-language": "en" },
    data: {
      type: "dine_in",
      table_token: table.token,
      customer: { name: "Table Guest", phone: "51230077" },
      lines: [{ item_id: dish.id, quantity: 2, price_id: dish.prices[0].id }],
      ...(branch.payment_methods.length ? { payment_method: branch.payment_methods[0] } : {}),
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data as { number: number; tracking_token: string; status: string };
  expect(order.status).toBe("pending");

  const tracking = (await (await request.get(`/api/public/orders/${order.tracking_token}`)).json()).data as {
    channel: string;
  };
  const listener = await trackingListener(request, tracking.channel);
  try {
    // It rings in the dashboard, attached to the table.
    await expect(alarm).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(`#${order.number}\\b.*Table Guest`) });
    await expect(row).toBeVisible();
    // The owner opens it and accepts it.
    await row.getByText("Table Guest").click();
    await expect(page.getByText(new RegExp(`Order #${order.number} · `)).first()).toBeVisible();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => listener.heard.map((event) => event.status)).toContain("accepted");
    const after = (await (await request.get(`/api/public/orders/${order.tracking_token}`)).json()).data as {
      status: string;
      history: { status: string }[];
    };
    expect(after.status).toBe("accepted");
    expect(after.history.map((step) => step.status)).toEqual(["pending", "accepted"]);
  } finally {
    listener.close();
  }
});
