import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithAdmin } from "../../../test/renderWithAdmin";
import type { EntryItem, OrderEntryData } from "../../../dataProvider/methods/orderEntry";
import { pickerItems } from "./cart";
import { ItemPicker } from "./ItemPicker";

vi.setConfig({ testTimeout: 30_000 });

const names = (en: string, ar: string) => [
  { locale: "en", name: en },
  { locale: "ar", name: ar },
];
const item = (
  id: number,
  category: number,
  en: string,
  ar: string,
  extra: Partial<EntryItem> = {},
): EntryItem => ({
  id,
  category_id: category,
  locales: names(en, ar),
  sold_out: false,
  disable_ordering: false,
  prices: [{ id: id * 10, locales: [], price: 1.5 }],
  addons: [],
  discount: null,
  holiday_price: null,
  ...extra,
});

const entry: OrderEntryData = {
  currency: "KWD",
  general_discount_percent: 0,
  extra_charge: 0,
  floors: [],
  popular: [3],
  categories: [
    {
      id: 1,
      locales: names("Hot drinks", "مشروبات ساخنة"),
      items: [item(1, 1, "Arabic coffee", "قَهْوَة عربية"), item(2, 1, "Karak tea", "شاي كرك")],
    },
    {
      id: 2,
      locales: names("Sweets", "حلويات"),
      items: [item(3, 2, "Kunafa", "كنـافة"), item(4, 2, "Ahmad's cake", "كيكة أحمد", { sold_out: true })],
    },
  ],
};

function renderPicker(onPick = vi.fn()) {
  renderWithAdmin(
    <ItemPicker entry={entry} items={pickerItems(entry)} topIds={entry.popular} onPick={onPick} />,
  );
  return onPick;
}

const shownIds = () =>
  screen
    .queryAllByTestId(/^pick-item-/)
    .map((element) => Number(element.dataset.testid!.replace("pick-item-", "")));

describe("the order picker", () => {
  it("finds items however Arabic is spelled: alef forms, taa marbuta, alef maqsura, diacritics and tatweel", async () => {
    renderPicker();
    const search = await screen.findByRole("searchbox", { name: "Search the menu" });
    expect(shownIds()).toEqual([3]); // the first tab: popular
    await userEvent.type(search, "قهوه");
    expect(shownIds()).toEqual([1]);
    await userEvent.clear(search);
    await userEvent.type(search, "شاى");
    expect(shownIds()).toEqual([2]);
    await userEvent.clear(search);
    await userEvent.type(search, "كنافه");
    expect(shownIds()).toEqual([3]);
    await userEvent.clear(search);
    await userEvent.type(search, "احمد");
    expect(shownIds()).toEqual([4]);
    expect(screen.getByTestId("pick-item-4")).toBeDisabled();
    await userEvent.clear(search);
    await userEvent.type(search, "karak");
    expect(shownIds()).toEqual([2]);
  });

  it("shows a category's items on its tab, and Enter adds the first orderable match", async () => {
    const onPick = renderPicker();
    await userEvent.click(await screen.findByRole("tab", { name: "Hot drinks" }));
    expect(shownIds()).toEqual([1, 2]);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the menu" }), "شاي{Enter}");
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0][0].item.id).toBe(2);
  });
});
