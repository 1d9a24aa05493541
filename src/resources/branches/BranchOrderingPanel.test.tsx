import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordContextProvider } from "react-admin";
import { buildStaff } from "../../layout/testing";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { BranchOrderingPanel } from "./BranchOrderingPanel";

vi.setConfig({ testTimeout: 30_000 });

const BRANCH = "/api/business/10/branches/100";
const ordering = (patch: object = {}) => ({
  data: {
    accepting: true,
    busy_until: null,
    closed_on: null,
    closed_on_holidays: false,
    state: "open",
    opening_hours: [{ weekday: 5, closed: true, opens: "00:00", closes: "24:00" }],
    ...patch,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe("the branch's front-door switches", () => {
  it("show the state, save a switch at once and the week's hours together", async () => {
    const calls: ApiCall[] = mockApiSignedIn(
      {
        [`GET ${BRANCH}/ordering`]: { body: ordering() },
        [`POST ${BRANCH}/ordering`]: { body: ordering({ accepting: false, state: "paused" }) },
        [`POST ${BRANCH}/opening-hours`]: { body: ordering() },
      },
      buildStaff(),
    );
    renderWithAdmin(
      <RecordContextProvider value={{ id: 100 }}>
        <BranchOrderingPanel />
      </RecordContextProvider>,
    );
    expect(await screen.findByText("Taking orders now")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("switch", { name: "Accepting orders" }));
    expect(await screen.findByText("Not taking orders")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST" && c.path.endsWith("/ordering"))?.body).toEqual({
      accepting: false,
    });
    fireEvent.click(screen.getByRole("button", { name: "Save the hours" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/opening-hours"))?.body).toEqual({
        opening_hours: [{ weekday: 5, closed: true, opens: "00:00", closes: "24:00" }],
      }),
    );
  });
});
