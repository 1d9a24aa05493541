import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import accessPlugin, { type RouteAccess } from "../../server/plugins/access";
import { buildTestApp, type TestApp } from "./helpers";
import { apiRoutes, routeName, type ApiRoute } from "./route-catalog";

// Generated from the OpenAPI document: every operation declares its access in its route config (plugins/access.ts),
// read here from the routes the application registered, and the document marks exactly the public ones as needing no
// token. A route added tomorrow is covered without a test written for it.

const SCOPES = ["public", "everyone", "self", "owner", "business", "branch"];

let t: TestApp;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  routes = apiRoutes(t.app).filter((r) => r.path.startsWith("/api/") && !r.path.startsWith("/api/docs"));
});
afterAll(async () => t?.close());

/** The access a route was registered with: the document's `{id}` is the router's `:id`. */
const accessOf = (route: ApiRoute): RouteAccess | undefined =>
  t.app.routeAccess.get(`${route.method} ${route.path.replace(/\{(\w+)\}/g, ":$1")}`);

describe("route access", () => {
  it("is declared by every operation of the OpenAPI document, as one of the six scopes", () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => !SCOPES.includes(accessOf(r)?.scope ?? "")).map(routeName);
    expect(undeclared).toEqual([]);
  });

  it("is public exactly where the document says no token is needed (security: [])", () => {
    const mismatched = routes
      .filter((r) => (accessOf(r)?.scope === "public") !== r.public)
      .map((r) => `${routeName(r)}: ${accessOf(r)?.scope}, security ${r.public ? "[]" : "bearer"}`);
    expect(mismatched).toEqual([]);
    expect(routes.filter((r) => r.public).map(routeName)).toContain("POST /api/auth/login");
  });

  it("checks the business of every route that names one in its path", () => {
    const unchecked = routes
      .filter((r) => r.params.includes("businessId"))
      .filter((r) => !["owner", "business", "branch"].includes(accessOf(r)?.scope ?? ""))
      .map(routeName);
    expect(unchecked).toEqual([]);
    const branchUnchecked = routes
      .filter((r) => r.params.includes("branchId"))
      .filter((r) => {
        const access = accessOf(r);
        return !(access?.scope === "branch" || (access && "branch" in access && access.branch));
      })
      .map(routeName);
    expect(branchUnchecked).toEqual([]);
  });
});

describe("the start-up check", () => {
  const withAccessPlugin = async () => {
    const app = Fastify();
    await app.register(accessPlugin, { requireDeclaration: true });
    return app;
  };

  it("refuses an /api route that declares no access", async () => {
    const app = await withAccessPlugin();
    expect(() => app.get("/api/forgotten", async () => ({}))).toThrow(
      "GET /api/forgotten: every /api route declares config.access",
    );
    await app.close();
  });

  it("refuses a declaration reading a path parameter the path does not have", async () => {
    const app = await withAccessPlugin();
    const access = { scope: "owner", business: { path: "businessId" } } as const;
    expect(() => app.get("/api/things/:id", { config: { access } }, async () => ({}))).toThrow(
      "access reads :businessId, which is not in the path",
    );
    await app.close();
  });

  it("lets a declared route and the API documentation through", async () => {
    const app = await withAccessPlugin();
    app.get("/api/declared", { config: { access: { scope: "everyone" } } }, async () => ({}));
    app.get("/api/docs/json", async () => ({}));
    await app.ready();
    expect(app.routeAccess.get("GET /api/declared")).toEqual({ scope: "everyone" });
    await app.close();
  });
});
