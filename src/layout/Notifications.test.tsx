import { useEffect, useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { CustomRoutes, useNotify } from "react-admin";
import { Route } from "react-router-dom";
import { mockApi } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { AdminUI } from "./AdminUI";

// The notifications' snackbar is fetched once the page is idle (Notifications.tsx). A file of its own: another test
// rendering the app first would have fetched it already.

/** Sends a message as soon as it is drawn: before the page has had an idle moment. */
const NotifyingPage = () => {
  const notify = useNotify();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    notify("Saved at once", { type: "success" });
  }, [notify]);
  return <h1>Notifying</h1>;
};

afterEach(() => vi.unstubAllGlobals());

describe("the app's notifications", () => {
  it("show a message sent before their snackbar was fetched", async () => {
    mockApi({});
    // No idle moment ever comes: only the message itself can bring the snackbar.
    vi.stubGlobal("requestIdleCallback", () => 0);
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { unmount } = renderWithAdmin(
      <AdminUI>
        <CustomRoutes noLayout>
          <Route path="/notify" element={<NotifyingPage />} />
        </CustomRoutes>
      </AdminUI>,
      { initialPath: "/notify", toasts: false },
    );
    expect(await screen.findByRole("heading", { name: "Notifying" })).toBeInTheDocument();
    expect(await screen.findByText("Saved at once")).toBeInTheDocument();
    unmount();
  });
});
