import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { authProvider } from "../authProvider";
import { REGISTRY } from "../domain/resources";
import { RESOURCES } from "../resources/screens";
import { mockApi } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { buildUser } from "../test/users";
import { childRouteOf, RouteGuard, routeAccessOf } from "./RouteGuard";
import { buildStaff, LocationProbe, signInAs } from "./testing";

vi.setConfig({ testTimeout: 30_000 });

const openAt = (path: string) =>
  renderWithAdmin(
    <>
      <RouteGuard>
        <p>The page</p>
      </RouteGuard>
      <LocationProbe />
    </>,
    { initialPath: path },
  );

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe("route guard", () => {
  it("sends staff from a page they may not read to the Overview, and says why", async () => {
    signInAs(buildStaff());
    openAt("/users/list");
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/overview");
    expect(
      await screen.findByText(/You do not have access to that page in this business/),
    ).toBeInTheDocument();
  });

  it("says why in Arabic too", async () => {
    signInAs(buildStaff());
    renderWithAdmin(
      <>
        <RouteGuard>
          <p>The page</p>
        </RouteGuard>
        <LocationProbe />
      </>,
      { initialPath: "/users/list", locale: "ar" },
    );
    expect(await screen.findByText(/ليست لديك صلاحية فتح تلك الصفحة/)).toBeInTheDocument();
  });

  it("says nothing on a page the user may open", async () => {
    signInAs(buildStaff());
    openAt("/orders/list");
    expect(screen.queryByText(/You do not have access/)).not.toBeInTheDocument();
  });

  it("keeps the owner-only pages for owners", () => {
    signInAs(buildStaff());
    openAt("/permissions/list");
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/overview");
  });

  it("opens the pages staff may read, and the owner's", () => {
    signInAs(buildStaff());
    openAt("/orders/list");
    expect(screen.getByText("The page")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/orders/list");
  });

  it("checks the action: reading orders does not open creating one", () => {
    signInAs(buildStaff());
    openAt("/orders/add");
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/overview");
  });

  it("lets the owner everywhere and leaves other addresses alone", () => {
    signInAs(buildUser());
    openAt("/permissions/list");
    expect(screen.getByText("The page")).toBeInTheDocument();
    signInAs(buildStaff());
    openAt("/components/buttons");
    expect(screen.getAllByText("The page")).toHaveLength(2);
  });

  it("turns react-admin's access-denied page into the Overview", () => {
    signInAs(buildUser());
    openAt("/access-denied");
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/overview");
  });
});

// Lists and record pages leave the access check to this guard (RECORD_PAGE_DEFAULTS): every resource's list,
// creation and record page, the next resource declared too, must be refused here exactly when the auth provider
// refuses it.
const PAGES = [
  ["list", ""],
  ["create", "/create"],
  ["edit", "/7"],
] as const;
/** Each page for staff and for an owner: who, the action, how to build the user, the address's end. */
const PAGE_CASES = PAGES.flatMap(([action, path]) => [
  ["staff", action, buildStaff, path] as const,
  ["an owner", action, buildUser, path] as const,
]);
describe.each(RESOURCES.map(({ name }) => name))("the pages of %s", (resource) => {
  it.each(PAGE_CASES)(
    "open for %s exactly when the auth provider lets them (%s)",
    async (_who, action, build, path) => {
      signInAs(build());
      const allowed = await authProvider.canAccess!({ resource, action });
      openAt(`/${resource}${path}`);
      expect(screen.getByTestId("location")).toHaveTextContent(
        allowed ? `/${resource}${path}` : "/admin/overview",
      );
    },
  );
});

// Records listed under another's record (a floor's tables), from every entry's path parent: their pages need the
// parent's list and their own action.
const CHILDREN = REGISTRY.flatMap((entry) =>
  "pathParent" in entry && entry.pathParent ? [[entry.name, entry.pathParent.resource] as const] : [],
);
describe.each(CHILDREN)("the pages of %s under a record of %s", (child, parent) => {
  it.each(PAGE_CASES)(
    "open for %s exactly when the auth provider lets them (%s)",
    async (_who, action, build, path) => {
      signInAs(build());
      const allowed =
        (await authProvider.canAccess!({ resource: parent, action: "list" })) &&
        (await authProvider.canAccess!({ resource: child, action }));
      const address = `/${parent}/1/${child}${path}`;
      openAt(address);
      expect(screen.getByTestId("location")).toHaveTextContent(allowed ? address : "/admin/overview");
    },
  );

  it("refuses staff who may read the parent but not the child", () => {
    const staff = buildStaff();
    signInAs({ ...staff, permissions: staff.permissions.filter((p) => !p.includes(`.${child}.`)) });
    openAt(`/${parent}/1/${child}`);
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/overview");
  });
});

describe("route access", () => {
  it("reads the route name and the action from the address", () => {
    expect(routeAccessOf("/users/list")).toEqual({ resource: "users", action: "list" });
    expect(routeAccessOf("/users/add")).toEqual({ resource: "users", action: "create" });
    expect(routeAccessOf("/users/edit/4")).toEqual({ resource: "users", action: "edit" });
    expect(routeAccessOf("/users/create")).toEqual({ resource: "users", action: "create" });
    expect(routeAccessOf("/users/4")).toEqual({ resource: "users", action: "edit" });
    expect(routeAccessOf("/users/4/show")).toEqual({ resource: "users", action: "show" });
    expect(routeAccessOf("/floors/3/tables")).toEqual({ resource: "floors", action: "list" });
    expect(routeAccessOf("/reservations/list2")).toEqual({ resource: "reservations", action: "list" });
    expect(routeAccessOf("/")).toEqual({ resource: "", action: "list" });
    expect(childRouteOf("/floors/3/tables/5")?.path).toBe("/tables/5");
    expect(childRouteOf("/floors/3/tables/5")?.entry.name).toBe("tables");
    expect(childRouteOf("/floors/3")).toBeUndefined();
    expect(childRouteOf("/orders/3/tables")).toBeUndefined();
  });
});
