import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { SoldOutSwitch } from "./SoldOutSwitch";
import { withSoldOut } from "./CategorySoldOut";
import type { EditorCategory, EditorItem } from "./types";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe("an item's sold-out switch", () => {
  it("saves at once through the sold-out call and then tells the editor", async () => {
    const calls = mockApiSignedIn({
      "POST /api/business/10/items/sold-out": { body: { data: { ids: [7], sold_out: true } } },
    });
    const onChanged = vi.fn();
    renderWithAdmin(
      <SoldOutSwitch businessId={10} itemId={7} soldOut={false} disabled={false} onChanged={onChanged} />,
    );
    fireEvent.click(await screen.findByRole("switch", { name: "Sold out" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(true));
    expect(calls.find((c) => c.path.endsWith("/items/sold-out"))?.body).toEqual({ ids: [7], sold_out: true });
  });
});

describe("withSoldOut", () => {
  it("changes the flag of the named items, in subcategories too, and nothing else", () => {
    const item = (id: number) => ({ id, sold_out: false }) as unknown as EditorItem;
    const tree = [
      {
        id: 1,
        items: [item(1), item(2)],
        children_nested: [{ id: 2, items: [item(3)], children_nested: [] }],
      },
    ] as unknown as EditorCategory[];
    const next = withSoldOut(tree, new Set([2, 3]), true);
    expect(next[0].items.map((i) => i.sold_out)).toEqual([false, true]);
    expect(next[0].children_nested[0].items[0].sold_out).toBe(true);
    expect(tree[0].items[1].sold_out).toBe(false);
  });
});
