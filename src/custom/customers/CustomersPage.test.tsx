import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import type { Customer, CustomerDetail } from "../../dataProvider/methods/customers";
import { CustomerPage } from "./CustomerPage";
import { CustomersPage } from "./CustomersPage";

vi.setConfig({ testTimeout: 30_000 });

const LIST = "/api/business/10/customers";
const hessa: Customer = {
  id: 5,
  phone: "+96551234567",
  name: "Hessa",
  note: "",
  tags: ["vip"],
  orders_count: 12,
  stays_count: 0,
  spent: 48.75,
  average_ticket: 4.063,
  outstanding: 0,
  currency: "KWD",
  first_visit_at: "2026-01-02T10:00:00.000Z",
  last_visit_at: "2026-11-20T18:00:00.000Z",
};
const page = (data: Customer[]) => ({ body: { data, total: data.length, total_capped: false } });

afterEach(() => vi.unstubAllGlobals());

describe("the customers list", () => {
  it("shows each customer's figures and searches by what is typed, Arabic-Indic digits too", async () => {
    const calls = mockApiSignedIn({ [`GET ${LIST}`]: page([hessa]) });
    renderWithAdmin(<CustomersPage />);
    const row = await screen.findByTestId("customer-5");
    expect(within(row).getByText("Hessa")).toBeInTheDocument();
    expect(within(row).getByText("VIP")).toBeInTheDocument();
    expect(within(row).getByText("12")).toBeInTheDocument();
    expect(within(row).getByText(/48\.750/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Search by name or phone"), "٥١٢٣");
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.startsWith(LIST) && c.path.includes(`q=${encodeURIComponent("٥١٢٣")}`)),
      ).toBe(true),
    );
  });

  it("reads in Arabic", async () => {
    mockApiSignedIn({ [`GET ${LIST}`]: page([{ ...hessa, tags: ["blocked"] }]) });
    renderWithAdmin(<CustomersPage />, { locale: "ar" });
    const row = await screen.findByTestId("customer-5");
    expect(within(row).getByText("محظور")).toBeInTheDocument();
    expect(screen.getByText("تصدير CSV")).toBeInTheDocument();
  });
});

describe("a customer's page", () => {
  it("shows the names and favourites, and saves the note and tags", async () => {
    const detail: CustomerDetail = {
      ...hessa,
      names: ["Hessa", "حصة"],
      favourites: [{ item_id: 3, quantity: 9, locales: [{ locale: "en", name: "Karak" }] }],
    };
    const calls = mockApiSignedIn({
      [`GET ${LIST}/5`]: { body: { data: detail } },
      [`GET ${LIST}/5/orders`]: page([]),
      [`PUT ${LIST}/5`]: { body: { data: detail } },
    });
    renderWithAdmin(
      <Routes>
        <Route path="/customers/:id" element={<CustomerPage />} />
      </Routes>,
      { initialPath: "/customers/5" },
    );
    expect(await screen.findByText("Hessa, حصة")).toBeInTheDocument();
    expect(screen.getByText("Karak (× 9)")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Note"), "Allergic to nuts");
    await userEvent.click(screen.getByLabelText("Blocked"));
    await userEvent.click(screen.getByRole("button", { name: "Save note and tags" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        note: "Allergic to nuts",
        tags: ["vip", "blocked"],
      }),
    );
  });
});
