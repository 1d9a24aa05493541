import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import {
  EditedItemsProvider,
  useEditedCount,
  useEditedItems,
  useIsEdited,
  type EditedItems,
} from "./EditedItems";

// The first keystroke in a card marks its item edited. Only what shows the tracking may redraw for it: a page
// that redrew every row in view on that keystroke froze typing for 160 ms on a 2,000-item menu.

const draws: Record<string, number> = {};
const drawn = (name: string) => (draws[name] = (draws[name] ?? 0) + 1);

function Row({ id }: { id: number }) {
  drawn(`row ${id}`);
  return <p>{`row ${id}: ${useIsEdited(id) ? "unsaved" : "saved"}`}</p>;
}

function Count() {
  drawn("count");
  return <p>{`edited: ${useEditedCount()}`}</p>;
}

let actions: EditedItems | undefined;
function Card() {
  drawn("card");
  actions = useEditedItems();
  return null;
}

const save = async () => undefined;

describe("edited items", () => {
  it("redraws the count and the row of the item that changed, never the card that marks it", async () => {
    render(
      <EditedItemsProvider>
        <Card />
        <Count />
        <Row id={1} />
        <Row id={2} />
      </EditedItemsProvider>,
    );
    const before = { ...draws };
    act(() => actions!.keepDraft(1, {} as never, save));
    expect(screen.getByText("row 1: unsaved")).toBeInTheDocument();
    expect(screen.getByText("row 2: saved")).toBeInTheDocument();
    expect(screen.getByText("edited: 1")).toBeInTheDocument();
    expect(draws["row 1"]).toBe(before["row 1"] + 1);
    expect(draws["row 2"]).toBe(before["row 2"]);
    expect(draws.card).toBe(before.card);

    // A card that registers its save again (after each render of its own) changes nothing on screen.
    const again = { ...draws };
    act(() => actions!.markEdited(2, save));
    act(() => actions!.markEdited(2, save));
    expect(screen.getByText("edited: 2")).toBeInTheDocument();
    expect(draws.count).toBe(again.count + 1);
    expect(draws["row 1"]).toBe(again["row 1"]);

    await act(async () => expect(await actions!.saveAll()).toBe(true));
    expect(screen.getByText("edited: 0")).toBeInTheDocument();
    expect(screen.getByText("row 1: saved")).toBeInTheDocument();
    expect(actions!.draftOf(1)).toBeUndefined();
  });
});
