import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SEARCH_BLUR_CLEAR_MS } from "../../domain/constants";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { buildStaff, LocationProbe, signInAs } from "../testing";
import { SidebarSearch } from "./SidebarSearch";

vi.setConfig({ testTimeout: 30_000 });

const renderSearch = () =>
  renderWithAdmin(
    <>
      <SidebarSearch />
      <LocationProbe />
    </>,
    { initialPath: "/admin/overview" },
  );
const searchBox = () => screen.getByRole("combobox", { name: "Search pages" });
const optionNames = () => screen.queryAllByRole("option").map((option) => option.textContent);

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("sidebar search", () => {
  it("lists the links whose name contains the text, ignoring case", async () => {
    signInAs(buildUser());
    renderSearch();
    await userEvent.type(searchBox(), "RES");
    expect(optionNames()).toEqual(["Restaurants Listing", "Reservations"]);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), "financial");
    expect(optionNames()).toEqual(["Financial Reports"]);
  });

  it("draws its list inside the top bar, so the list moves with the bar as it slides back in on a phone", async () => {
    signInAs(buildUser());
    renderSearch();
    await userEvent.type(searchBox(), "res");
    // In a portal the list was placed once, where the box was while the bar slid in, and stayed over the box.
    const box = searchBox().closest("div")!.parentElement!;
    expect(box).toContainElement(screen.getByRole("listbox", { name: "Search pages" }));
  });

  it("finds only the links the user may see", async () => {
    signInAs(buildStaff());
    renderSearch();
    await userEvent.type(searchBox(), "s");
    expect(optionNames()).not.toContain("Users");
    expect(optionNames()).not.toContain("Permissions");
    expect(optionNames()).toContain("Orders");
  });

  it("opens the chosen page on Enter and clears the box", async () => {
    signInAs(buildUser());
    renderSearch();
    await userEvent.type(searchBox(), "reserv{Enter}");
    // The list at the address it is served at, not through SPEC's /reservations/list and its redirect.
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/reservations$/);
    expect(searchBox()).toHaveValue("");
    expect(optionNames()).toEqual([]);
  });

  it("opens a page on click, and moves through results with the arrow keys", async () => {
    signInAs(buildUser());
    renderSearch();
    await userEvent.type(searchBox(), "or");
    expect(optionNames()).toEqual(["Categories", "Orders", "Floors", "Financial Reports", "Daily report"]);
    expect(screen.getByRole("option", { name: "Categories" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("option", { name: "Orders" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/orders$/);
  });

  it("clears the list 150 ms after the box loses focus", async () => {
    signInAs(buildUser());
    renderSearch();
    await userEvent.type(searchBox(), "menu");
    expect(optionNames()).toEqual(["Menus"]);

    vi.useFakeTimers();
    fireEvent.blur(searchBox());
    act(() => vi.advanceTimersByTime(SEARCH_BLUR_CLEAR_MS - 1));
    expect(optionNames()).toEqual(["Menus"]);
    act(() => vi.advanceTimersByTime(1));
    expect(optionNames()).toEqual([]);
    expect(searchBox()).toHaveValue("");
  });
});
