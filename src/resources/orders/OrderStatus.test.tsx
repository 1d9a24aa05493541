import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecordContextProvider, ResourceContextProvider } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { buildUser } from "../../test/users";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import OrderEdit from "./OrderEdit";
import { OrderStatusSelect } from "./OrderStatusSelect";
import type { OrderStatusOption } from "./orderStatuses";

vi.setConfig({ testTimeout: 30_000 });

// The transitions come from the server's order-statuses answer, not from the dashboard.
const STATUSES: OrderStatusOption[] = [
  { id: "pending", name: "Pending", next: ["accepted", "rejected"] },
  { id: "accepted", name: "Accepted", next: ["ready"] },
  { id: "rejected", name: "Rejected", next: [] },
  { id: "ready", name: "Ready", next: ["delivered"] },
  { id: "delivered", name: "Delivered", next: [] },
];
const ORDER = {
  id: 5,
  number: 12,
  branch_id: 100,
  status: "pending",
  type: "delivery",
  table_id: null,
  customer: { name: "Sara", phone: "+96551234507", address: "Salmiya" },
  notes: "",
  subtotal: 3.5,
  discount: 0.5,
  extra_charge: 0.25,
  total: 3.25,
  currency: "KWD",
  payment_state: "not_paid",
  updated_at: "2026-01-01T10:00:00.000Z",
  created_at: "2026-01-01T09:00:00.000Z",
  next_statuses: ["accepted", "rejected"],
  lines: [],
  history: [
    {
      id: 1,
      from_status: null,
      to_status: "pending",
      user: { id: 1, name: "Mona" },
      created_at: "2026-01-01T09:00:00.000Z",
    },
  ],
  invoice: null,
};
// The old title, which the page no longer shows, and the total in each language.
const LABELS = {
  en: { title: "Edit Order", total: "KWD 3.250" },
  ar: { title: "تعديل الطلب", total: "3.250 د.ك" },
} as const;

let calls: ApiCall[];
beforeEach(() => {
  calls = mockApiSignedIn({
    "GET /api/business/10/branches/100/order-statuses": { body: { data: STATUSES } },
    "GET /api/business/10/branches/100/orders/5": { body: { data: ORDER } },
    "POST /api/business/10/branches/100/orders/5": ({ body }) => ({
      body: { data: { ...ORDER, ...(body as object) } },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const TEXTS = {
  en: {
    title: "Order #12 · Downtown",
    accept: "Accept",
    reject: "Reject",
    rejectTitle: "Reject order #12 · Downtown?",
    reason: "Reason for rejecting",
    confirmReject: "Reject order",
    deleteTitle: "Delete order #12 · Downtown?",
    delete: "Delete",
    yes: "Yes, delete it!",
    reasonShown: "Reason: Out of bread",
    markReady: "Mark ready",
    repeated: ["Line 1 of 2 of this item", "Line 2 of 2 of this item · No addons"],
  },
  ar: {
    title: "الطلب رقم 12 · وسط المدينة",
    accept: "قبول",
    reject: "رفض",
    rejectTitle: "رفض الطلب رقم 12 · وسط المدينة؟",
    reason: "سبب الرفض",
    confirmReject: "رفض الطلب",
    deleteTitle: "حذف الطلب رقم 12 · وسط المدينة؟",
    delete: "حذف",
    yes: "نعم، احذفه!",
    reasonShown: "السبب: Out of bread",
    markReady: "الطلب جاهز",
    repeated: ["السطر 1 من 2 لهذا الصنف", "السطر 2 من 2 لهذا الصنف · بدون إضافات"],
  },
} as const;

const DOWNTOWN = [
  { locale: "en", name: "Downtown" },
  { locale: "ar", name: "وسط المدينة" },
];

function renderOrderPage(locale: "en" | "ar", order: Record<string, unknown> = ORDER) {
  const user = buildUser();
  user.business[0].branches[0].locales = DOWNTOWN;
  calls = mockApiSignedIn(
    {
      "GET /api/business/10/branches/100/order-statuses": { body: { data: STATUSES } },
      "GET /api/business/10/branches/100/orders/5": { body: { data: order } },
      "POST /api/business/10/branches/100/orders/5": ({ body }) => {
        const { reason, ...change } = body as { reason?: string; status: string };
        const status = change.status;
        return {
          body: {
            data: {
              ...order,
              ...change,
              next_statuses: STATUSES.find((option) => option.id === status)?.next ?? [],
              history: [
                ...ORDER.history,
                {
                  id: 2,
                  from_status: "pending",
                  to_status: status,
                  user: { id: 1, name: "Mona" },
                  reason,
                  created_at: "2026-01-01T09:05:00.000Z",
                },
              ],
            },
          },
        };
      },
      "POST /api/business/10/branches/100/orders/5/delete": { body: { data: { id: 5 } } },
      "GET /api/business/10/config": { body: { data: [{ key: "timezone", value: "Asia/Kuwait" }] } },
    },
    user,
  );
  renderWithAdmin(
    <ResourceContextProvider value="orders">
      {/* The top bar's title slot, where the page's title goes. */}
      <div id="react-admin-title" />
      <Routes>
        <Route path="/orders/:id" element={<OrderEdit />} />
        <Route path="/orders" element={<p>orders list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { locale, initialPath: "/orders/5" },
  );
}

const posted = () => calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body]);

describe.each(["en", "ar"] as const)("the order page in %s", (locale) => {
  const text = LABELS[locale];
  const says = TEXTS[locale];

  it("is titled with the order's number and branch, and accepts a pending order with one button", async () => {
    renderOrderPage(locale);
    // Money in the language in use (shared format: isolated, Arabic currency symbol).
    expect(
      await screen.findByText(
        (content) =>
          content
            .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
            .replace(/\u00a0/g, " ")
            .replace(/\.$/, "") === text.total,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(says.title)).toBeInTheDocument();
    expect(screen.queryByText(text.title)).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: locale === "en" ? "Submit" : "إرسال" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: says.accept }));
    await waitFor(() =>
      expect(posted()).toEqual([
        ["/api/business/10/branches/100/orders/5", { status: "accepted", updated_at: ORDER.updated_at }],
      ]),
    );
    // The next step of an accepted order replaces Accept and Reject.
    expect(await screen.findByRole("button", { name: says.markReady })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: says.accept })).toBeNull();
  });

  it("asks why before rejecting, and shows the reason in the history", async () => {
    renderOrderPage(locale);
    await userEvent.click(await screen.findByRole("button", { name: says.reject }));
    const dialog = await screen.findByRole("dialog", { name: says.rejectTitle });
    const confirm = within(dialog).getByRole("button", { name: says.confirmReject });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: new RegExp(says.reason) }),
      "Out of bread",
    );
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          "/api/business/10/branches/100/orders/5",
          { status: "rejected", reason: "Out of bread", updated_at: ORDER.updated_at },
        ],
      ]),
    );
    expect(await screen.findByText(says.reasonShown)).toBeInTheDocument();
    // When, in the business's time zone: 09:05 UTC is 12:05 in Kuwait.
    expect(screen.getByText(/01-01-2026 12:05/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: says.reject })).toBeNull();
  });

  it("shows why an item is on two lines, and deletes last, after a confirmation naming the order", async () => {
    const line = (id: number, addons: unknown[]) => ({
      id,
      item_id: 3,
      locales: [{ locale: "en", name: "Shawarma" }],
      quantity: 1,
      unit_price: 1.5,
      addons,
      discount: 0,
      line_total: 1.5,
    });
    const garlic = { id: 9, locales: [{ locale: "en", name: "Garlic" }], price: 0.25 };
    renderOrderPage(locale, {
      ...ORDER,
      status: "delivered",
      next_statuses: [],
      lines: [line(1, [garlic]), line(2, [])],
    });
    // The same item on two lines says why.
    for (const note of says.repeated) expect(await screen.findByText(note)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: says.delete }));
    const dialog = await screen.findByRole("dialog", { name: says.deleteTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: says.yes }));
    await waitFor(() =>
      expect(posted()).toEqual([["/api/business/10/branches/100/orders/5/delete", undefined]]),
    );
  });
});

describe("order status select of the list", () => {
  const renderSelect = (status: string) =>
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <RecordContextProvider value={{ ...ORDER, status }}>
          <OrderStatusSelect />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );

  it("lists the transitions the server allows from the current status", async () => {
    renderSelect("accepted");
    await userEvent.click(await screen.findByRole("combobox"));
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Accepted", "Ready"]);
  });

  it("shows a final status as a chip without a select", async () => {
    renderSelect("delivered");
    expect(await screen.findByText("Delivered")).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("saves a new status at once with the loaded updated_at", async () => {
    renderSelect("pending");
    await userEvent.click(await screen.findByRole("combobox"));
    await userEvent.click(await screen.findByRole("option", { name: "Accepted" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        status: "accepted",
        updated_at: ORDER.updated_at,
      }),
    );
    expect(await screen.findByText("Updated successfully")).toBeInTheDocument();
  });

  it("asks for the reason before rejecting, as the order page does", async () => {
    renderSelect("pending");
    await userEvent.click(await screen.findByRole("combobox"));
    await userEvent.click(await screen.findByRole("option", { name: "Rejected" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject order #12 · Downtown?" });
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await userEvent.type(within(dialog).getByRole("textbox"), "Kitchen closed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject order" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        status: "rejected",
        reason: "Kitchen closed",
        updated_at: ORDER.updated_at,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
  it("opens from the keyboard with the current status chosen, and sends nothing when it is kept", async () => {
    renderSelect("accepted");
    const select = await screen.findByRole("combobox", { name: "Status of order #12" });
    expect(select).toHaveAttribute("aria-expanded", "false");
    select.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(select).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option", { name: "Accepted" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("option", { name: "Accepted" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});
