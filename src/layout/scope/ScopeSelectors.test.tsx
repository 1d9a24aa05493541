import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY, CURRENT_MENU_KEY } from "../../store";
import { buildOwnerOfTwo, signInAs, StoreProbe } from "../testing";
import { ScopeSelectors } from "./ScopeSelectors";

vi.setConfig({ testTimeout: 30_000 });

const renderSelectors = () =>
  renderWithAdmin(
    <>
      <ScopeSelectors />
      <StoreProbe name={CURRENT_BUSINESS_KEY} />
      <StoreProbe name={CURRENT_BRANCH_KEY} />
      <StoreProbe name={CURRENT_MENU_KEY} />
    </>,
  );

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe("business and menu selectors", () => {
  it("are hidden with one business and one menu", () => {
    signInAs(buildUser());
    renderSelectors();
    expect(screen.queryByRole("button", { name: "Business" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("show with more than one, and a choice sets the stored business, branch and menu", async () => {
    signInAs(buildOwnerOfTwo());
    renderSelectors();
    const business = screen.getByRole("button", { name: "Business" });
    expect(business).toHaveTextContent("Mona Grill");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveTextContent("Main Menu");

    await userEvent.click(business);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Khiran Chalets" }));
    expect(screen.getByTestId(`store-${CURRENT_BUSINESS_KEY}`)).toHaveTextContent("20");
    expect(screen.getByTestId(`store-${CURRENT_BRANCH_KEY}`)).toHaveTextContent("200");
    expect(screen.getByTestId(`store-${CURRENT_MENU_KEY}`)).toHaveTextContent("9");
    // The chalet business has a single menu: no Menu dropdown.
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("store the chosen menu", async () => {
    signInAs(buildOwnerOfTwo());
    renderSelectors();
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Ramadan Menu" }));
    expect(screen.getByTestId(`store-${CURRENT_MENU_KEY}`)).toHaveTextContent("8");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveTextContent("Ramadan Menu");
  });
});
