import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { mockApi } from "../../test/fetchMock";
import { useState } from "react";
import { EditedItemsProvider, useEditedCount, useEditedItems } from "./EditedItems";
import { ItemCard } from "./ItemCard";
import type { EditorItem } from "./types";

const item: EditorItem = {
  id: 5,
  business_id: 10,
  category_id: 3,
  locales: [
    { locale: "en", name: "Hummus", description: "" },
    { locale: "ar", name: "حمص", description: "" },
  ],
  sort: 0,
  hide: false,
  disable_ordering: false,
  prices: [{ id: 1, locales: [{ locale: "en", name: "" }], price: 1.25 }],
  addons: [],
  discounts: [],
  media: [],
  holidays: [],
  itemable: null,
  updated_at: "2026-01-01T00:00:00.000Z",
};

const chalet: EditorItem = {
  ...item,
  locales: [{ locale: "en", name: "Sea Chalet" }],
  prices: [],
  itemable: {
    units: 1,
    unit_names: [],
    bedrooms: 2,
    frontage: "",
    address: { en: "", ar: "" },
    insurance: 0,
    latitude: 28.6,
    longitude: 48.3,
    owner_id: null,
    maps_link: "https://www.google.com/maps/@28.6,48.3,15z",
  },
};

const owner = { update: true, delete: true, create: true };
const renderCard = (card: EditorItem, options: { locale?: "en" | "ar"; isChalet?: boolean } = {}) =>
  renderWithAdmin(
    <ItemCard
      item={card}
      businessId={10}
      isChalet={!!options.isChalet}
      can={owner}
      onTogglePanel={vi.fn()}
      onDeleted={vi.fn()}
    />,
    { locale: options.locale },
  );

afterEach(() => vi.unstubAllGlobals());

/** The card as the list shows it: opened and closed from its row, inside the page's edited-items tracking. */
function Collapsible({ card }: { card: EditorItem }) {
  const [open, setOpen] = useState(true);
  const count = useEditedCount();
  return (
    <>
      <p>edited: {count}</p>
      <button onClick={() => setOpen(!open)}>toggle</button>
      {open && (
        <ItemCard
          item={card}
          businessId={10}
          isChalet={false}
          can={owner}
          onTogglePanel={vi.fn()}
          onDeleted={vi.fn()}
        />
      )}
    </>
  );
}

describe("ItemCard", () => {
  it("enables Save only while the item differs from its saved copy", async () => {
    renderCard(item);
    const save = await screen.findByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText("Name (English)");
    fireEvent.change(name, { target: { value: "Hummus Beiruti" } });
    expect(save).toBeEnabled();
    fireEvent.change(name, { target: { value: "Hummus" } });
    expect(save).toBeDisabled();
  }, 30_000);

  it("shows the descriptions as plain textareas of three rows, with no hidden copy measuring their text", async () => {
    renderCard(item);
    const description = await screen.findByLabelText("Description (English)");
    expect(description.tagName).toBe("TEXTAREA");
    expect(description).toHaveAttribute("rows", "3");
    // MUI's auto-sizing textarea adds an aria-hidden twin and measures it after every render (a forced layout).
    expect(document.querySelectorAll('textarea[aria-hidden="true"]')).toHaveLength(0);
  }, 30_000);

  it("disables Add Discount once the item has a discount", async () => {
    renderCard(item);
    const add = await screen.findByRole("button", { name: "Add Discount" });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(screen.getByRole("button", { name: "Add Discount" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  }, 30_000);

  it("refuses a maps link without coordinates, in Arabic too, and accepts clearing it", async () => {
    renderCard(chalet, { locale: "ar", isChalet: true });
    const link = await screen.findByLabelText("رابط الخريطة");
    fireEvent.change(link, { target: { value: "https://maps.example.com/khiran" } });
    expect(screen.getByText("يرجى إدخال رابط خريطة صحيح (مع الإحداثيات بعد @)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حفظ" })).toBeDisabled();
    fireEvent.change(link, { target: { value: "" } });
    expect(screen.getByRole("button", { name: "حفظ" })).toBeEnabled();
    expect(screen.getByLabelText("إخفاء الشاليه")).toBeInTheDocument();
  }, 30_000);

  it("shows the server's message when a save fails", async () => {
    const calls = mockApi({
      "POST /api/business/10/items/5": {
        status: 409,
        body: { message: "Someone else saved this item first" },
      },
    });
    renderCard(item);
    fireEvent.change(await screen.findByLabelText("Name (English)"), { target: { value: "Hummus Beiruti" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone else saved this item first")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/business/10/items/5")).toBe(true));
    const body = calls.find((c) => c.path === "/api/business/10/items/5")?.body as { updated_at: string };
    expect(body.updated_at).toBe(item.updated_at);
  }, 30_000);

  it("marks the fields a 422 names with their messages and keeps Save disabled until they are edited", async () => {
    mockApi({
      "POST /api/business/10/items/5": {
        status: 422,
        body: {
          message: "The given data was invalid",
          errors: {
            "locales.0.name": ["Must be at most 255 characters"],
            "prices.0.price": ["Must be at most 1000000"],
            "holidays.0.holidayId": ["Holiday not found"],
          },
        },
      },
    });
    renderCard(item);
    const name = await screen.findByLabelText("Name (English)");
    fireEvent.change(name, { target: { value: "Hummus Beiruti" } });
    const save = screen.getByRole("button", { name: "Save" });
    fireEvent.click(save);
    expect(await screen.findByText("Must be at most 255 characters")).toBeInTheDocument();
    expect(screen.getByText("Must be at most 1000000")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Price")).toHaveAttribute("aria-invalid", "true");
    // The one message no field shows comes as a notice; the marked ones do not repeat there.
    expect(await screen.findByText("Holiday not found")).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.change(name, { target: { value: "Hummus" + " Beirut" } });
    expect(screen.queryByText("Must be at most 255 characters")).toBeNull();
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "2" } });
    await waitFor(() => expect(save).toBeEnabled());
  }, 30_000);

  it("requires the English name and a price of 0 or more, in Arabic too", async () => {
    renderCard(item, { locale: "ar" });
    const name = await screen.findByLabelText("الاسم (بالإنجليزية)");
    fireEvent.change(name, { target: { value: "  " } });
    expect(screen.getByText("الاسم مطلوب")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "حفظ" });
    expect(save).toBeDisabled();
    fireEvent.change(name, { target: { value: "Hummus" } });
    fireEvent.change(screen.getByLabelText("السعر"), { target: { value: "-1" } });
    expect(screen.getByText("يرجى إدخال سعر يساوي 0 أو أكثر")).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText("السعر"), { target: { value: "3" } });
    expect(save).toBeEnabled();
  }, 30_000);

  it("keeps the unsaved changes of a closed card listed, saves them with Save All and reopens with them", async () => {
    const calls = mockApi({
      "POST /api/business/10/items/5": {
        status: 200,
        body: { data: { ...item, updated_at: "2026-01-02T00:00:00.000Z" } },
      },
    });
    let saveAll: () => Promise<boolean> = async () => false;
    function SaveAll() {
      saveAll = useEditedItems().saveAll;
      return null;
    }
    renderWithAdmin(
      <EditedItemsProvider>
        <Collapsible card={item} />
        <SaveAll />
      </EditedItemsProvider>,
    );
    fireEvent.change(await screen.findByLabelText("Name (English)"), { target: { value: "Hummus Beiruti" } });
    expect(screen.getByText("edited: 1")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(screen.queryByLabelText("Name (English)")).not.toBeInTheDocument();
    expect(screen.getByText("edited: 1")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(await screen.findByLabelText("Name (English)")).toHaveValue("Hummus Beiruti");
    fireEvent.click(screen.getByRole("button", { name: "toggle" }));
    await expect(saveAll()).resolves.toBe(true);
    const body = calls.find((c) => c.path === "/api/business/10/items/5")?.body as {
      locales: { name: string }[];
    };
    expect(body.locales[0]?.name).toBe("Hummus Beiruti");
    await waitFor(() => expect(screen.getByText("edited: 0")).toBeInTheDocument());
  }, 30_000);
});
