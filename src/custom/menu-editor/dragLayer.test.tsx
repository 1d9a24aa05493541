import { memo, useState, type ReactNode } from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { DragLayer } from "./dragKit";
import { itemDragId, itemsListId } from "./dragIds";
import { DragRegistry, DragRegistryContext } from "./dragLayer";
import { Sortable, SortableList } from "./Sortable";
import type { EditorCategory, EditorItem } from "./types";

// The editor draws its rows before dnd-kit is in; the drag layer binds them when it comes. What a user has begun
// (a text being typed, the focus) must survive its arrival, no row may be drawn again for it, and the handles must
// then drag: by keyboard here, which goes through the handle's own events to the activators the layer left.

const items = [1, 2].map((id) => ({
  id,
  category_id: 5,
  media: [],
  prices: [],
  hide: false,
  disable_ordering: false,
  locales: [
    { locale: "en", name: `Dish ${id}` },
    { locale: "ar", name: `طبق ${id}` },
  ],
})) as unknown as EditorItem[];
const categories = [
  { id: 5, locales: [{ locale: "en", name: "Mains" }], items, children_nested: [] },
] as unknown as EditorCategory[];
const ids = items.map((item) => itemDragId(item.id));

const draws: Record<number, number> = {};
const Row = memo(function Row({ id, handle }: { id: number; handle: ReactNode }) {
  draws[id] = (draws[id] ?? 0) + 1;
  return (
    <div>
      {handle}
      <input aria-label={`note ${id}`} />
    </div>
  );
});

/** Brings the drag layer in, as its chunk's arrival does. */
let bringLayer: () => void = () => undefined;

function Editor({ registry, withLayer: initially }: { registry: DragRegistry; withLayer: boolean }) {
  const [withLayer, setWithLayer] = useState(initially);
  bringLayer = () => setWithLayer(true);
  return (
    <DragRegistryContext.Provider value={registry}>
      <SortableList id={itemsListId(5)} ids={ids}>
        {items.map((item) => (
          <Sortable key={item.id} id={itemDragId(item.id)}>
            {(handle) => <Row id={item.id} handle={handle} />}
          </Sortable>
        ))}
      </SortableList>
      {withLayer && (
        <DragLayer
          registry={registry}
          businessId={1}
          categories={categories}
          setCategories={() => undefined}
        />
      )}
    </DragRegistryContext.Provider>
  );
}

const handles = (name: string) => screen.getAllByRole("button", { name });

describe("the menu editor's drag layer", () => {
  it("binds the rows drawn before it without drawing them again, and they keep what was typed and the focus", async () => {
    const registry = new DragRegistry();
    renderWithAdmin(<Editor registry={registry} withLayer={false} />);
    // Before the layer, the handles are plain buttons.
    for (const handle of handles("Drag to reorder"))
      expect(handle).not.toHaveAttribute("aria-roledescription");

    const note = screen.getByLabelText("note 1") as HTMLInputElement;
    fireEvent.change(note, { target: { value: "extra spicy" } });
    note.focus();
    const before = { ...draws };

    act(() => bringLayer());

    expect(draws).toEqual(before);
    expect(screen.getByLabelText("note 1")).toBe(note);
    expect(note.value).toBe("extra spicy");
    expect(document.activeElement).toBe(note);
    for (const handle of handles("Drag to reorder")) {
      expect(handle).toHaveAttribute("aria-roledescription", "sortable");
      // The instructions a screen reader reads for the handle, in the reader's language.
      const instructions = document.getElementById(handle.getAttribute("aria-describedby")!);
      expect(instructions?.textContent).toMatch(/press space/i);
    }
  });

  it("drags a row by keyboard through its handle, and a cancel puts it back", async () => {
    const registry = new DragRegistry();
    renderWithAdmin(<Editor registry={registry} withLayer />);
    const [first] = handles("Drag to reorder");
    const block = first.closest("[style]") as HTMLElement;

    await act(async () => {
      first.focus();
      fireEvent.keyDown(first, { code: "Space", key: " " });
    });
    expect(registry.getActiveId()).toBe(itemDragId(1));
    expect(block.style.opacity).toBe("0.5");
    expect(first).toHaveAttribute("aria-pressed", "true");

    // dnd-kit listens for the drag's keys on the document from the next task on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => void fireEvent.keyDown(first, { code: "Escape", key: "Escape" }));
    expect(registry.getActiveId()).toBeNull();
    expect(block.style.opacity).toBe("");
  });

  it("names the handles in Arabic for an Arabic reader", () => {
    const registry = new DragRegistry();
    renderWithAdmin(<Editor registry={registry} withLayer />, { locale: "ar" });
    for (const handle of handles("اسحب لإعادة الترتيب"))
      expect(handle).toHaveAttribute("aria-roledescription", "قابل لإعادة الترتيب");
  });

  it("forgets a row that leaves the screen (a virtualized list), and its list when the list goes", () => {
    const registry = new DragRegistry();
    const view = renderWithAdmin(<Editor registry={registry} withLayer={false} />);
    expect(registry.sortablesIn(itemsListId(5)).map((slot) => slot.id)).toEqual(ids);
    view.unmount();
    expect(registry.sortablesIn(itemsListId(5))).toEqual([]);
    expect(registry.listEntries()).toEqual([]);
  });
});
