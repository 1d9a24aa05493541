import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  type ListControllerResult,
} from "react-admin";
import { createI18nProvider, provideCatalogue } from "../i18n";
import { englishCatalogue } from "../i18n/english";
import { BulkActionsToolbar, Checkbox } from "./tableSelectionOnDemand";

vi.setConfig({ testTimeout: 30_000 });
provideCatalogue("en", englishCatalogue);

// The build gives DataTable these row-selection parts instead of its own imports (scripts/stand-ins-plugin.ts):
// a table with bulk actions still gets MUI's checkboxes (in a box of their size until they arrive) and
// react-admin's toolbar over the selected rows.

describe("the row selection fetched on demand", () => {
  it("holds a checkbox's place, then draws MUI's checkbox", async () => {
    const { container } = render(<Checkbox checked inputProps={{ "aria-label": "Select this row" }} />);
    const placeholder = container.querySelector("span[aria-hidden]") as HTMLElement | null;
    expect(placeholder?.style.width).toBe("42px");
    expect(await screen.findByRole("checkbox", { name: "Select this row" })).toBeChecked();
  });

  it("draws react-admin's toolbar over the selected rows", async () => {
    const list = {
      selectedIds: [1, 2],
      onUnselectItems: vi.fn(),
      data: [],
    } as unknown as ListControllerResult;
    render(
      <AdminContext i18nProvider={createI18nProvider("en")}>
        <ResourceContextProvider value="orders">
          <ListContextProvider value={list}>
            <BulkActionsToolbar>
              <button type="button">Archive</button>
            </BulkActionsToolbar>
          </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText("2 items selected")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Archive" })).toBeInTheDocument();
  });
});
