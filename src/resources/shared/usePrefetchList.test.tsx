import { useState, type ComponentType } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStore, ResourceContextProvider } from "react-admin";
import type { ListSort } from "../../domain/resources";
import { orders } from "../../domain/resources/orders";
import { reservations } from "../../domain/resources/reservations";
import { buildStaff } from "../../layout/testing";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { orderRecord, stayRecord } from "../../test/records";
import { buildUser } from "../../test/users";
import OrderList from "../orders/OrderList";
import ReservationList from "../reservations/ReservationList";
import { usePrefetchBranchList } from "./usePrefetchList";

vi.setConfig({ testTimeout: 30_000 });

const BRANCH = "/api/business/10/branches/100";

interface BranchList {
  resource: string;
  entry: { name: string; defaultSort?: ListSort };
  List: ComponentType;
  record: (id: number) => Record<string, unknown>;
}

// Every list the Overview asks for ahead (OverviewPage: the list its figures come from).
const BRANCH_LISTS: BranchList[] = [
  {
    resource: orders.name,
    entry: orders,
    List: OrderList,
    record: (id) => orderRecord(id, { type: "pickup", table_id: null }),
  },
  {
    resource: reservations.name,
    entry: reservations,
    List: ReservationList,
    record: (id) => stayRecord(id),
  },
];

/** The Overview's part: asks for the list's first page, and opens the list when the user clicks. */
function OverviewThenList({ list }: { list: BranchList }) {
  const [open, setOpen] = useState(false);
  usePrefetchBranchList(list.entry);
  return open ? (
    <ResourceContextProvider value={list.resource}>
      <list.List />
    </ResourceContextProvider>
  ) : (
    <button onClick={() => setOpen(true)}>open</button>
  );
}

/** The list's first answer holds `records`; every later one never comes (the list's own request stays open). */
function answerOnce(list: BranchList, records: number[], user = buildUser()): ApiCall[] {
  let answered = false;
  return mockApiSignedIn(
    {
      [`GET ${BRANCH}/${list.resource}`]: () => {
        if (answered) return new Promise(() => undefined);
        answered = true;
        return { body: { data: records.map(list.record), total: records.length } };
      },
      // What the lists read beside their records, empty here.
      "GET /api/business/10/config": { body: { data: [], updated_at: null } },
      "GET /api/business/10/settings": { body: { data: [], updated_at: null } },
      "GET /api/business/10/items": { body: { data: [], total: 0 } },
      [`GET ${BRANCH}/order-statuses`]: { body: { data: [] } },
      [`GET ${BRANCH}/floors`]: { body: { data: [], total: 0 } },
    },
    user,
  );
}

const listCalls = (calls: ApiCall[], list: BranchList) =>
  calls.filter((call) => call.path.startsWith(`${BRANCH}/${list.resource}?`));

afterEach(() => vi.unstubAllGlobals());

describe.each(BRANCH_LISTS)("the $resource list asked for ahead", (list) => {
  it("opens with the rows of the answer asked for before it, while its own request is still out", async () => {
    const calls = answerOnce(list, [21, 22]);
    renderWithAdmin(<OverviewThenList list={list} />);
    await waitFor(() => expect(listCalls(calls, list)).toHaveLength(1));
    // Let the answer land in the cache before the list opens.
    await new Promise((resolve) => setTimeout(resolve, 50));

    fireEvent.click(screen.getByRole("button", { name: "open" }));
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1]).getByText("Guest 21")).toBeInTheDocument();
    // The list asks again in the background, so nothing older than a normal visit stays on screen.
    await waitFor(() => expect(listCalls(calls, list)).toHaveLength(2));
    expect(listCalls(calls, list)[1].path).toBe(listCalls(calls, list)[0].path);
  });

  it("asks with the page size, sort and filters the user left the list with", async () => {
    const calls = answerOnce(list, [23]);
    const store = memoryStore({
      [`${list.resource}.listParams`]: {
        filter: { status: "pending" },
        order: "ASC",
        page: 2,
        perPage: 25,
        sort: "id",
      },
    });
    renderWithAdmin(<OverviewThenList list={list} />, { store });
    await waitFor(() => expect(listCalls(calls, list)).toHaveLength(1));
    const asked = new URL(listCalls(calls, list)[0].path, "http://localhost").searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ page: "2", per_page: "25", sort: "id", order: "asc" });
    expect(asked.get("status") ?? asked.get("filter")).toContain("pending");
    await new Promise((resolve) => setTimeout(resolve, 50));

    fireEvent.click(screen.getByRole("button", { name: "open" }));
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1]).getByText("Guest 23")).toBeInTheDocument();
  });

  it("is not asked for by staff who may not read it in the branch", async () => {
    const staff = { ...buildStaff(), permissions: ["branch.100.menu.read"] };
    const calls = answerOnce(list, [21], staff);
    renderWithAdmin(<OverviewThenList list={list} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls(calls, list)).toHaveLength(0);
  });
});
