import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getStoredUser } from "../authProvider/session";
import { mockApi } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { buildUser } from "../test/users";
import { PRODUCT_LINK_NAMES } from "../test/sidebarLinkNames";
import { Menu } from "./Menu";
import { buildStaff, signInAs } from "./testing";
import { Layout } from "./Layout";
import { PERMISSIONS_UPDATED_EVENT, usePermissionsReload } from "./usePermissionsReload";

vi.setConfig({ testTimeout: 30_000 });

const linkNames = () =>
  within(screen.getByRole("navigation"))
    .getAllByRole("menuitem")
    .filter((item) => item.tagName === "A")
    .map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe("sidebar", () => {
  // The product's links in their order; a resource declared later adds its own link among them.
  const productLinks = PRODUCT_LINK_NAMES;
  /** The catalog's and the operations' links, before the organisation's. */
  const workLinks = productLinks.slice(0, productLinks.indexOf("Business"));

  it("gives the owner every link, in groups, with the SPEC routes", () => {
    signInAs(buildUser());
    renderWithAdmin(<Menu />);
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    const names = linkNames();
    expect(names.filter((name) => productLinks.includes(name ?? ""))).toEqual(productLinks);
    expect(names).toHaveLength(productLinks.length);
    expect(screen.getByRole("menuitem", { name: "Financial Reports" })).toHaveAttribute(
      "href",
      "/invoices/list",
    );
    expect(screen.getByRole("menuitem", { name: "Restaurants Listing" })).toHaveAttribute("href", "/menu");
    expect(screen.getByRole("menuitem", { name: "Coupons" })).toHaveAttribute("href", "/coupons");
    expect(screen.getByRole("menuitem", { name: "Catalog" })).toHaveAttribute("aria-expanded", "true");
  });

  it("marks the link of the section on screen as the current page, and only that one", () => {
    signInAs(buildUser());
    renderWithAdmin(<Menu />, { initialPath: "/coupons/7" });
    const coupons = screen.getByRole("menuitem", { name: "Coupons" });
    expect(coupons).toHaveAttribute("aria-current", "page");
    expect(coupons).toHaveClass("active");
    expect(
      within(screen.getByRole("navigation"))
        .getAllByRole("menuitem")
        .filter((item) => item.hasAttribute("aria-current")),
    ).toEqual([coupons]);
  });

  it("marks a list's link while its list is open at the resource's address", () => {
    signInAs(buildUser());
    renderWithAdmin(<Menu />, { initialPath: "/orders" });
    const orders = screen.getByRole("menuitem", { name: "Orders" });
    expect(orders).toHaveAttribute("href", "/orders/list");
    expect(orders).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("menuitem", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("opens a list straight at its address, not through SPEC's /x/list and its redirect", async () => {
    signInAs(buildUser());
    const visited: string[] = [];
    renderWithAdmin(<Menu />, {
      initialPath: "/menu",
      onLocation: (location) => visited.push(location.pathname),
    });
    const orders = screen.getByRole("menuitem", { name: "Orders" });
    expect(orders).toHaveAttribute("href", "/orders/list");
    await userEvent.click(orders);
    await waitFor(() => expect(visited.at(-1)).toBe("/orders"));
    expect(visited).not.toContain("/orders/list");
    // A page that is not a list keeps the link's own address.
    await userEvent.click(screen.getByRole("menuitem", { name: "Coupons" }));
    await waitFor(() => expect(visited.at(-1)).toBe("/coupons"));
  });

  it("gives staff only what they may read, without the owner-only links", () => {
    signInAs(buildStaff());
    renderWithAdmin(<Menu />);
    // Staff read the day's work in their branch: those links, none of the office's.
    expect(linkNames().filter((name) => productLinks.includes(name ?? ""))).toEqual(workLinks);
    expect(screen.queryByRole("menuitem", { name: "Organisation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Permissions" })).not.toBeInTheDocument();
  });

  it("keeps only the chalet areas for a chalet business, named Chalets Listing", () => {
    const restaurantOwner = buildUser();
    signInAs(buildUser({ business: [{ ...restaurantOwner.business[0], type: "chalet" }] }));
    renderWithAdmin(<Menu />);
    expect(linkNames()).toEqual([
      "Dashboard",
      "Chalets Listing",
      "Rate calendar",
      "Holidays",
      "Reservations",
      "Financial Reports",
      "Daily report",
      "Customers",
      "Users",
      "Settings",
      "Audits",
      "Permissions",
      "Configurations",
      "API keys",
      "Webhooks",
    ]);
  });

  it("collapses a group and opens it again", async () => {
    signInAs(buildUser());
    renderWithAdmin(<Menu />);
    const catalog = screen.getByRole("menuitem", { name: "Catalog" });
    await userEvent.click(catalog);
    await waitFor(() => expect(screen.queryByRole("menuitem", { name: "Menus" })).not.toBeInTheDocument());
    expect(catalog).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(catalog);
    expect(await screen.findByRole("menuitem", { name: "Menus" })).toBeInTheDocument();
  });

  it("names the links in Arabic", () => {
    signInAs(buildStaff());
    renderWithAdmin(<Menu />, { locale: "ar" });
    expect(linkNames()).toContain("قائمة المطاعم");
    expect(linkNames()).toContain("التقارير المالية");
  });
});

describe("permissions reload", () => {
  const ReloadingMenu = () => {
    usePermissionsReload();
    return <Menu />;
  };

  it("reloads the user on permissionsUpdated and redraws the sidebar", async () => {
    const staff = signInAs(buildStaff());
    const promoted = { ...staff, permissions: [...staff.permissions, "branch.100.users.read"] };
    const calls = mockApi({ "GET /api/users/info": { body: { data: promoted } } });
    renderWithAdmin(<ReloadingMenu />);
    expect(screen.queryByRole("menuitem", { name: "Users" })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event(PERMISSIONS_UPDATED_EVENT));
    });
    expect(await screen.findByRole("menuitem", { name: "Users" })).toHaveAttribute("href", "/users/list");
    expect(calls.some((call) => call.path === "/api/users/info")).toBe(true);
    expect(getStoredUser()?.permissions).toContain("branch.100.users.read");
  });

  // The layout keeps its top bar and sidebar (memo) across react-admin's redraws: a reload must still reach them.
  it("redraws the layout's own sidebar", async () => {
    const staff = signInAs(buildStaff());
    const promoted = { ...staff, permissions: [...staff.permissions, "branch.100.users.read"] };
    const noSettings = { body: { data: [], updated_at: null } };
    mockApi({
      "GET /api/users/info": { body: { data: promoted } },
      // The shell's own calls: the bell, the order alarm preference and the reservation banner.
      "GET /api/users/unread-notifications": { body: { unread_count: 0 } },
      [`GET /api/users/${staff.id}/settings`]: noSettings,
      "GET /api/business/10/branches/100/mobile-settings": noSettings,
    });
    renderWithAdmin(
      <Layout>
        <p>page</p>
      </Layout>,
    );
    expect(await screen.findByText("page")).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Users" })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event(PERMISSIONS_UPDATED_EVENT));
    });
    expect(await screen.findByRole("menuitem", { name: "Users" })).toHaveAttribute("href", "/users/list");
  });
});
