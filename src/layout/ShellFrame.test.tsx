import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { mockApi } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { ShellFrame } from "./ShellFrame";

const TopBar = () => <header>top bar</header>;
const Links = () => <nav aria-label="links">links</nav>;
const BrokenPage = (): never => {
  throw new Error("the page broke");
};

describe("the shell's frame", () => {
  it("draws the top bar, the sidebar and the page in the main content", () => {
    mockApi({});
    renderWithAdmin(
      <ShellFrame appBar={TopBar} menu={Links}>
        <h1>Orders</h1>
      </ShellFrame>,
    );
    expect(screen.getByText("top bar")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "links" })).toBeInTheDocument();
    expect(document.getElementById("main-content")).toContainElement(
      screen.getByRole("heading", { name: "Orders" }),
    );
  });

  it("keeps the top bar and the sidebar when a page fails, and shows react-admin's error page in its place", async () => {
    mockApi({});
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithAdmin(
      <ShellFrame appBar={TopBar} menu={Links}>
        <BrokenPage />
      </ShellFrame>,
    );
    // The error page is a chunk of its own, fetched when a page fails (or ahead, once idle).
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(screen.getByText("top bar")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "links" })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
