import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  AdminContext,
  DataTable,
  DataTableRenderContext,
  DataTableStoreContext,
  memoryStore,
  ResourceContextProvider,
} from "react-admin";
import { ColumnsSelector } from "./columnsChooserOnDemand";

// The build gives DataTable this chooser instead of react-admin's (scripts/stand-ins-plugin.ts): nothing while no
// Columns button is on the page, react-admin's own chooser in the button's menu once one is.

const STORE_KEY = "orders.datatable";

function drawTable(withButtonMenu: boolean) {
  const store = memoryStore();
  return render(
    <AdminContext store={store}>
      <ResourceContextProvider value="orders">
        {withButtonMenu && <div id={`${STORE_KEY}-columnsSelector`} data-testid="columns-menu" />}
        <DataTableStoreContext.Provider value={{ storeKey: STORE_KEY, defaultHiddenColumns: [] }}>
          {/* As DataTable draws its chooser: its columns in the chooser's render context. */}
          <DataTableRenderContext.Provider value="columnsSelector">
            <ColumnsSelector>
              <DataTable.Col source="number" label="Number" />
              <DataTable.Col source="total" label="Total" />
            </ColumnsSelector>
          </DataTableRenderContext.Provider>
        </DataTableStoreContext.Provider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

vi.setConfig({ testTimeout: 30_000 });

describe("the column chooser fetched on demand", () => {
  it("draws nothing for a table with no Columns button", async () => {
    const { container } = drawTable(false);
    // Longer than react-admin's chooser looks for a button drawn after the table.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("puts react-admin's chooser, a switch per column, in a Columns button's menu", async () => {
    drawTable(true);
    const menu = screen.getByTestId("columns-menu");
    await waitFor(() => expect(within(menu).getAllByRole("option")).toHaveLength(2));
    expect(menu).toHaveTextContent("Number");
    expect(menu).toHaveTextContent("Total");
  });
});
