// @vitest-isolate: it drives the window's history, which other files' routers also listen to.
import { afterEach, expect, test } from "vitest";
import { Suspense, useRef } from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createBrowserRouter, RouterProvider, useLocation } from "react-router-dom";
import { SidebarNavigateProvider, useSidebarNavigate } from "./SidebarNavigate";

// The sidebar's navigation in a history-mode data router as the app makes it (App.tsx).

afterEach(cleanup);

// A page whose code never arrives: it suspends for as long as the test runs.
const never = new Promise<never>(() => undefined);
const PageOnItsWay = (): never => {
  throw never;
};

let linkDraws = 0;

function Links() {
  const navigate = useSidebarNavigate();
  const draws = useRef(0);
  draws.current += 1;
  linkDraws = draws.current;
  return (
    <>
      <button onClick={() => void navigate("/slow")}>In a transition</button>
      <button onClick={() => void navigate("/slow", { flushSync: true })}>At once</button>
      <button onClick={() => void navigate("/other")}>Other page</button>
    </>
  );
}

function Content() {
  const { pathname } = useLocation();
  return pathname === "/slow" ? <PageOnItsWay /> : <p>at {pathname}</p>;
}

// As the layout: the sidebar beside the page, which follows the address.
const Page = () => (
  <SidebarNavigateProvider>
    <Links />
    <Suspense fallback={<p>page loading</p>}>
      <Content />
    </Suspense>
  </SidebarNavigateProvider>
);

function renderAt(address: string) {
  window.history.replaceState(null, "", address);
  const router = createBrowserRouter([{ path: "*", element: <Page /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

test("a navigation is drawn in a transition unless made at once (flushSync)", async () => {
  let router = renderAt("/here");
  // In a transition, the page being left stays until the next one can be drawn.
  await act(async () => screen.getByRole("button", { name: "In a transition" }).click());
  expect(window.location.pathname).toBe("/slow");
  expect(screen.getByText("at /here")).toBeVisible();
  expect(screen.queryByText("page loading")).toBeNull();
  router.dispose();

  // At once: the click's own update draws the next page (here its fallback, as its code is not in).
  cleanup();
  router = renderAt("/here");
  await act(async () => screen.getByRole("button", { name: "At once" }).click());
  expect(screen.getByText("page loading")).toBeTruthy();
  // React keeps the page left in the document, hidden, while the next one suspends.
  expect(screen.getByText("at /here")).not.toBeVisible();
  router.dispose();
});

test("the links are not drawn again when the page changes", async () => {
  const router = renderAt("/here");
  const before = linkDraws;
  await act(async () => screen.getByRole("button", { name: "Other page" }).click());
  expect(screen.getByText("at /other")).toBeTruthy();
  expect(linkDraws).toBe(before);
  router.dispose();
});
