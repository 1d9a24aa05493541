import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { CustomRoutes } from "react-admin";
import { Route } from "react-router-dom";
import { mockApi } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { AdminUI } from "./AdminUI";

const BrokenPage = (): never => {
  throw new Error("the page broke");
};

const app = (
  <AdminUI>
    <CustomRoutes noLayout>
      <Route path="/broken" element={<BrokenPage />} />
      <Route path="/fine" element={<h1>Fine</h1>} />
    </CustomRoutes>
  </AdminUI>
);

describe("the app's UI around its routes", () => {
  it("draws a route outside the layout", async () => {
    mockApi({});
    renderWithAdmin(app, { initialPath: "/fine" });
    expect(await screen.findByRole("heading", { name: "Fine" })).toBeInTheDocument();
  });

  // The error page is fetched when it is needed (not with every route's first load): it still shows.
  it.each([
    ["en", "Something went wrong"],
    ["ar", "حدث خطأ ما"],
  ] as const)(
    "shows react-admin's error page, fetched on demand, when a page outside the layout fails (%s)",
    async (locale, title) => {
      mockApi({});
      // React reports the caught error on the console; the test is about what the user sees.
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      renderWithAdmin(app, { initialPath: "/broken", locale });
      expect(await screen.findByText(title)).toBeInTheDocument();
      vi.mocked(console.error).mockRestore();
    },
  );
});
