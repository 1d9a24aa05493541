import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminContext, ListContextProvider, ResourceContextProvider, type ListControllerResult } from "react-admin";
import { BulkDeleteButton } from "./bulkDeleteOnDemand";

vi.setConfig({ testTimeout: 30_000 });

// The build gives DataTable and Datagrid this default bulk action instead of react-admin's button collection
// (scripts/stand-ins-plugin.ts): a table that falls back to it still offers to delete the selected rows.

describe("the default bulk delete fetched on demand", () => {
  it("draws react-admin's delete button for the selected rows", async () => {
    const list = { selectedIds: [1, 2], onUnselectItems: vi.fn(), data: [] } as unknown as ListControllerResult;
    render(
      <AdminContext>
        <ResourceContextProvider value="orders">
          <ListContextProvider value={list}>
            <BulkDeleteButton />
          </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole("button", { name: /delete/i })).toBeEnabled();
  });
});
