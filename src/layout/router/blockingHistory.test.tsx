// @vitest-isolate: it drives the window's history and the router module's blocker, which other files' routers touch.
import { afterEach, beforeEach, expect, test } from "vitest";
import { Suspense } from "react";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { createBlockingHistory, type BlockingHistory } from "./blockingHistory";
import { BlockingBrowserRouter, useAppBlocker } from "./BlockingBrowserRouter";
import { navigateAtOnce } from "./navigateAtOnce";

let history: BlockingHistory | undefined;

beforeEach(() => window.history.replaceState(null, "", "/start"));
afterEach(() => {
  history?.dispose();
  history = undefined;
});

/** The browser's Back (or Forward) and the popstate events it causes, the undo of a held one included. */
async function browserGo(delta: number) {
  window.history.go(delta);
  await new Promise((resolve) => setTimeout(resolve, 30));
}

test("a navigation nothing holds happens at once, and the blockers see where it leads", () => {
  history = createBlockingHistory();
  const asked: string[] = [];
  history.setBlocker("b", ({ currentLocation, nextLocation, historyAction }) => {
    asked.push(`${historyAction} ${currentLocation.pathname} → ${nextLocation.pathname}${nextLocation.search}`);
    return false;
  });
  history.navigator.push("/orders?status=new");
  expect(window.location.pathname + window.location.search).toBe("/orders?status=new");
  expect(history.getState().location.pathname).toBe("/orders");
  expect(asked).toEqual(["PUSH /start → /orders?status=new"]);
});

test("a held push waits for proceed, and reset keeps the page", () => {
  history = createBlockingHistory();
  history.setBlocker("guard", ({ nextLocation }) => nextLocation.pathname !== "/start");
  history.navigator.push("/menus/list");
  const blocked = history.getBlocker("guard");
  expect(blocked.state).toBe("blocked");
  expect(blocked.location?.pathname).toBe("/menus/list");
  expect(window.location.pathname).toBe("/start");

  blocked.reset?.();
  expect(history.getBlocker("guard").state).toBe("unblocked");
  expect(window.location.pathname).toBe("/start");

  history.navigator.replace("/settings");
  history.getBlocker("guard").proceed?.();
  expect(window.location.pathname).toBe("/settings");
  expect(history.getState().location.pathname).toBe("/settings");
  expect(history.getBlocker("guard").state).toBe("unblocked");
  // Same-page changes the function lets through are not held.
  history.navigator.push("/start?tab=2");
  expect(history.getBlocker("guard").state).toBe("unblocked");
});

test("a held Back is undone until proceed, which goes back after all", async () => {
  history = createBlockingHistory();
  history.navigator.push("/admin/overview");
  history.navigator.push("/menu");
  let holding = true;
  history.setBlocker("guard", () => holding);

  await browserGo(-1);
  expect(window.location.pathname).toBe("/menu");
  expect(history.getState().location.pathname).toBe("/menu");
  const blocked = history.getBlocker("guard");
  expect(blocked.state).toBe("blocked");
  expect(blocked.location?.pathname).toBe("/admin/overview");

  blocked.reset?.();
  await browserGo(-1);
  expect(window.location.pathname).toBe("/menu");
  history.getBlocker("guard").proceed?.();
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(window.location.pathname).toBe("/admin/overview");
  expect(history.getState().location.pathname).toBe("/admin/overview");
  expect(history.getBlocker("guard").state).toBe("unblocked");

  // Once nothing holds, Forward simply goes forward.
  holding = false;
  await browserGo(1);
  expect(history.getState().location.pathname).toBe("/menu");
});

function GuardedPage() {
  const blocker = useAppBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <p>Editor ({blocker.state})</p>
      <Link to="/elsewhere">Leave</Link>
      {blocker.state === "blocked" && <button onClick={() => blocker.proceed()}>Skip changes</button>}
    </>
  );
}

const Where = () => <p>at {useLocation().pathname}</p>;

test("a page's blocker holds a link until the user answers, inside the app's router", async () => {
  window.history.replaceState(null, "", "/menu");
  render(
    <BlockingBrowserRouter>
      <Routes>
        <Route path="/menu" element={<GuardedPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </BlockingBrowserRouter>,
  );
  await userEvent.click(screen.getByRole("link", { name: "Leave" }));
  expect(await screen.findByText("Editor (blocked)")).toBeTruthy();
  expect(window.location.pathname).toBe("/menu");
  await act(async () => screen.getByRole("button", { name: "Skip changes" }).click());
  await waitFor(() => expect(screen.getByText("at /elsewhere")).toBeTruthy());
  expect(window.location.pathname).toBe("/elsewhere");
});

// A page whose code never arrives: it suspends for as long as the test runs.
const never = new Promise<never>(() => undefined);
const PageOnItsWay = (): never => {
  throw never;
};

function NavigateButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate("/slow")}>In a transition</button>
      <button onClick={() => navigateAtOnce(() => navigate("/slow"))}>At once</button>
    </>
  );
}

/** The app's router at `address`, where one page navigates to a page whose code never arrives. */
function renderFrom(address: string) {
  window.history.replaceState(null, "", address);
  render(
    <BlockingBrowserRouter>
      <Suspense fallback={<p>page loading</p>}>
        <Routes>
          <Route path="/here" element={<NavigateButtons />} />
          <Route path="/slow" element={<PageOnItsWay />} />
        </Routes>
      </Suspense>
    </BlockingBrowserRouter>,
  );
}

test("a navigation is drawn in a transition unless made at once (navigateAtOnce)", async () => {
  renderFrom("/here");
  // In a transition, the page being left stays until the next one can be drawn.
  await act(async () => screen.getByRole("button", { name: "In a transition" }).click());
  expect(window.location.pathname).toBe("/slow");
  expect(screen.getByRole("button", { name: "At once" })).toBeTruthy();
  expect(screen.queryByText("page loading")).toBeNull();

  // At once: the click's own update draws the next page (here its fallback, as its code is not in).
  cleanup();
  renderFrom("/here");
  act(() => screen.getByRole("button", { name: "At once" }).click());
  expect(screen.getByText("page loading")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "At once" })).toBeNull();
});
