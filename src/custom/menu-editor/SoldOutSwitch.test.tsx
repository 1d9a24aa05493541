import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { SoldOutSwitch } from "./SoldOutSwitch";

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
