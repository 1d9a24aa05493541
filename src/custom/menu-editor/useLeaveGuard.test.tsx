// @vitest-isolate: it drives the window's history, which other files' routers also listen to.
import { afterEach, beforeEach, expect, test } from "vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createBrowserRouter, Link, RouterProvider, useLocation, useNavigate } from "react-router-dom";
import { useLeaveGuard } from "./useLeaveGuard";

// The menu editor's question before leaving with unsaved items (SPEC §4), in a history-mode data router as the app
// makes it (App.tsx): links, navigate() and the browser's Back wait for the answer.

let unsaved = true;

function GuardedPage() {
  const guard = useLeaveGuard(unsaved);
  const navigate = useNavigate();
  return (
    <>
      <p>Editor{guard.asking ? " (asking)" : ""}</p>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/menu?tab=2">Next tab</Link>
      <button onClick={() => void navigate("/settings", { replace: true })}>Settings</button>
      {guard.asking && (
        <>
          <button onClick={guard.leave}>Skip changes</button>
          <button onClick={guard.stay}>Keep safe</button>
        </>
      )}
    </>
  );
}

function Page() {
  const { pathname, search } = useLocation();
  return pathname === "/menu" ? (
    <>
      <GuardedPage />
      <p>search {search || "none"}</p>
    </>
  ) : (
    <p>at {pathname}</p>
  );
}

const renderAt = (address: string) => {
  window.history.replaceState(null, "", address);
  const router = createBrowserRouter([{ path: "*", element: <Page /> }]);
  render(<RouterProvider router={router} />);
  return router;
};

/** The browser's Back (or Forward) and the popstate events it causes. */
async function browserGo(delta: number) {
  await act(async () => {
    window.history.go(delta);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  unsaved = true;
});
afterEach(cleanup);

test("a link waits for the answer: Keep safe stays, Skip changes leaves", async () => {
  const router = renderAt("/menu");
  await userEvent.click(screen.getByRole("link", { name: "Leave" }));
  expect(await screen.findByText("Editor (asking)")).toBeTruthy();
  expect(window.location.pathname).toBe("/menu");

  await userEvent.click(screen.getByRole("button", { name: "Keep safe" }));
  expect(screen.getByText("Editor")).toBeTruthy();
  expect(window.location.pathname).toBe("/menu");

  await userEvent.click(screen.getByRole("button", { name: "Settings" }));
  await userEvent.click(await screen.findByRole("button", { name: "Skip changes" }));
  await waitFor(() => expect(screen.getByText("at /settings")).toBeTruthy());
  expect(window.location.pathname).toBe("/settings");
  router.dispose();
});

test("changing the page's own query (a tab) is not leaving it, and nothing is asked without changes", async () => {
  const router = renderAt("/menu");
  await userEvent.click(screen.getByRole("link", { name: "Next tab" }));
  expect(await screen.findByText("search ?tab=2")).toBeTruthy();
  expect(screen.queryByText("Editor (asking)")).toBeNull();

  unsaved = false;
  cleanup();
  router.dispose();
  const second = renderAt("/menu");
  await userEvent.click(screen.getByRole("link", { name: "Leave" }));
  expect(await screen.findByText("at /elsewhere")).toBeTruthy();
  second.dispose();
});

test("the browser's Back waits for the answer too, and goes back after Skip changes", async () => {
  window.history.replaceState(null, "", "/admin/overview");
  const router = renderAt("/admin/overview");
  await act(() => router.navigate("/menu"));
  expect(screen.getByText("Editor")).toBeTruthy();

  await browserGo(-1);
  expect(await screen.findByText("Editor (asking)")).toBeTruthy();
  expect(window.location.pathname).toBe("/menu");

  await userEvent.click(screen.getByRole("button", { name: "Skip changes" }));
  await waitFor(() => expect(screen.getByText("at /admin/overview")).toBeTruthy());
  expect(window.location.pathname).toBe("/admin/overview");
  router.dispose();
});

test("a page left without unsaved changes warns nobody when the tab closes", () => {
  unsaved = false;
  const router = renderAt("/menu");
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  cleanup();
  router.dispose();

  unsaved = true;
  const guarded = renderAt("/menu");
  const warned = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(warned);
  expect(warned.defaultPrevented).toBe(true);
  guarded.dispose();
});
