import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildMenuItem } from "../testMenuItem";
import { ItemSheet } from "./ItemSheet";

const shawarma = buildMenuItem;

describe("an item's sheet", () => {
  it("adds the chosen size, extras, quantity and note, priced as the server prices a line", async () => {
    const onAdd = vi.fn();
    render(<ItemSheet item={shawarma()} currency="KWD" refusal={null} onAdd={onAdd} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: /Large/ }));
    await user.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    await user.click(screen.getByRole("button", { name: "One more" }));
    await user.type(screen.getByRole("textbox", { name: "Note for the kitchen" }), "no onions");
    // (2.000 + 0.250) × 2
    const add = screen.getByRole("button", { name: /^Add to order · .*4\.500/ });
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith({
      itemId: 1,
      priceId: 11,
      addonIds: [20],
      quantity: 2,
      note: "no onions",
    });
  });

  it("takes the item's discount off the unit price, not the extras", async () => {
    const item = shawarma({ discount: { type: "value", amount: 0.5, locales: [], to: "2099-01-01" } });
    render(<ItemSheet item={item} currency="KWD" refusal={null} onAdd={() => {}} onClose={() => {}} />);
    await userEvent.setup().click(screen.getByRole("checkbox", { name: /Garlic/ }));
    // 1.250 − 0.500 + 0.100
    expect(screen.getByRole("button", { name: /^Add to order · .*0\.850/ })).toBeInTheDocument();
  });

  it("is a modal dialog named after the item: the focus starts inside, Escape closes it", async () => {
    const onClose = vi.fn();
    render(<ItemSheet item={shawarma()} currency="KWD" refusal={null} onAdd={() => {}} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Shawarma" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.setup().keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("cannot add a sold-out item, a switched-off item, or anything while the branch is closed", () => {
    const { rerender } = render(
      <ItemSheet
        item={shawarma({ sold_out: true })}
        currency="KWD"
        refusal={null}
        onAdd={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Sold out");
    expect(screen.queryByRole("button", { name: /^Add to order/ })).toBeNull();
    rerender(
      <ItemSheet
        item={shawarma({ disable_ordering: true })}
        currency="KWD"
        refusal={null}
        onAdd={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Not available to order");
    rerender(
      <ItemSheet
        item={shawarma()}
        currency="KWD"
        refusal="Closed now."
        onAdd={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Closed now.");
    expect(screen.queryByRole("button", { name: /^Add to order/ })).toBeNull();
  });
});
