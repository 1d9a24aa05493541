import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecordContextProvider, ResourceContextProvider } from "react-admin";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton";

// Dialogs and their transitions are slow in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const MENU = { id: 5, business_id: 10, locales: [{ locale: "en", name: "Brunch" }] };

describe("a list row's delete", () => {
  it("draws no dialog until asked, asks before deleting, keeps the record on cancel and deletes on yes", async () => {
    const calls = mockApiSignedIn({
      "POST /api/business/10/menus/5/delete": { body: { data: MENU } },
    });
    renderWithAdmin(
      <ResourceContextProvider value="menus">
        <RecordContextProvider value={MENU}>
          <ConfirmDeleteButton redirect={false} />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    const remove = await screen.findByRole("button", { name: "Delete" });
    // A page of rows does not carry a closed dialog per row.
    expect(screen.queryByText("Are you sure?")).toBeNull();

    await userEvent.click(remove);
    expect(await screen.findByText("Are you sure?")).toBeInTheDocument();
    expect(screen.getByText("You won't be able to revert this!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("Are you sure?")).toBeNull());
    expect(calls.filter((call) => call.path.endsWith("/delete"))).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole("button", { name: "Yes, delete it!" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith("/delete")).map((call) => call.path)).toEqual([
        "/api/business/10/menus/5/delete",
      ]),
    );
    expect(await screen.findByText("Deleted successfully")).toBeInTheDocument();
  });
});
