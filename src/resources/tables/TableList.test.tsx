import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router-dom";
import { RouteGuard } from "../../layout/RouteGuard";
import { buildStaff, LocationProbe } from "../../layout/testing";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import TableList from "./TableList";

vi.setConfig({ testTimeout: 30_000 });

const BRANCH = "/api/business/10/branches/100";
const routes = {
  [`GET ${BRANCH}/floors/1`]: { body: { data: { id: 1, locales: [{ locale: "en", name: "Hall" }] } } },
  [`GET ${BRANCH}/floors/1/tables`]: {
    body: { data: [{ id: 3, locales: [{ locale: "en", name: "T3" }] }], total: 1 },
  },
};
const openTables = () =>
  renderWithAdmin(
    <>
      <Routes>
        <Route
          path="/floors/:floorId/tables"
          element={
            <RouteGuard>
              <TableList />
            </RouteGuard>
          }
        />
      </Routes>
      <LocationProbe />
    </>,
    { initialPath: "/floors/1/tables" },
  );

afterEach(() => vi.unstubAllGlobals());

// The route guard checks this address as the floors' list and the tables' own (childRouteOf).
describe("a floor's tables", () => {
  it("are listed for staff who may read tables", async () => {
    mockApiSignedIn(routes, buildStaff());
    openTables();
    expect(await screen.findByText("T3")).toBeInTheDocument();
  });

  it("are not asked for by staff who may read the floors but not the tables", async () => {
    const staff = buildStaff();
    const calls = mockApiSignedIn(routes, {
      ...staff,
      permissions: staff.permissions.filter((permission) => !permission.includes(".tables.")),
    });
    openTables();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/overview"));
    expect(calls.some((call) => call.path.endsWith("/tables"))).toBe(false);
  });

  it("give each table a new QR code on request, once asked", async () => {
    const calls = mockApiSignedIn(
      {
        ...routes,
        [`POST ${BRANCH}/tables/3/rotate-token`]: {
          body: { data: { table_id: 3, floor_id: 1, token: "t".repeat(32), address: "x" } },
        },
      },
      { ...buildStaff(), permissions: [...buildStaff().permissions, "branch.100.tables.update"] },
    );
    openTables();
    fireEvent.click(await screen.findByRole("button", { name: "New QR code" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The table has a new QR code; print it again")).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith("/rotate-token"))).toHaveLength(1);
  });
});
