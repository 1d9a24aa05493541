import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecordContextProvider, ResourceContextProvider } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
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
const LABELS = {
  en: {
    status: "Status",
    pending: "Pending",
    accepted: "Accepted",
    rejected: "Rejected",
    ready: "Ready",
    delivered: "Delivered",
    title: "Edit Order",
    total: "KWD 3.250",
  },
  ar: {
    status: "الحالة",
    pending: "قيد الانتظار",
    accepted: "مقبول",
    rejected: "مرفوض",
    ready: "جاهز",
    delivered: "تم التسليم",
    title: "تعديل الطلب",
    total: "3.250 د.ك",
  },
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

const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);

describe.each(["en", "ar"] as const)("order status in %s", (locale) => {
  const text = LABELS[locale];

  it("the Edit Order select offers only the current status and the allowed next ones, and saves the choice", async () => {
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <Routes>
          <Route path="/orders/:id" element={<OrderEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { locale, initialPath: "/orders/5" },
    );
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
    const select = await screen.findByRole("combobox", { name: new RegExp(text.status) });
    await waitFor(() => expect(select).not.toHaveAttribute("aria-disabled"));
    await userEvent.click(select);
    await waitFor(() => expect(optionNames()).toEqual([text.pending, text.accepted, text.rejected]));
    await userEvent.click(screen.getByRole("option", { name: text.accepted }));
    await userEvent.click(screen.getByRole("button", { name: locale === "en" ? "Submit" : "إرسال" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        status: "accepted",
        updated_at: ORDER.updated_at,
      }),
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
    await userEvent.click(await screen.findByRole("option", { name: "Rejected" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        status: "rejected",
        updated_at: ORDER.updated_at,
      }),
    );
    expect(await screen.findByText("Updated successfully")).toBeInTheDocument();
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
