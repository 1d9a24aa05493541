import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { mockApi } from "../../test/fetchMock";
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
    <ItemCard item={card} businessId={10} isChalet={!!options.isChalet} can={owner} onTogglePanel={vi.fn()} onDeleted={vi.fn()} />,
    { locale: options.locale },
  );

afterEach(() => vi.unstubAllGlobals());

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
      "POST /api/business/10/items/5": { status: 409, body: { message: "Someone else saved this item first" } },
    });
    renderCard(item);
    fireEvent.change(await screen.findByLabelText("Name (English)"), { target: { value: "Hummus Beiruti" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone else saved this item first")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/business/10/items/5")).toBe(true));
    const body = calls.find((c) => c.path === "/api/business/10/items/5")?.body as { updated_at: string };
    expect(body.updated_at).toBe(item.updated_at);
  }, 30_000);
});
