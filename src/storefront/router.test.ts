import { describe, expect, it } from "vitest";
import { tableQrAddress } from "../resources/tables/tableQrAddress";
import { pathOf, routeOf } from "./router";

describe("the customer pages' addresses", () => {
  it("reads a table's QR address as the dashboard prints it, and the path form", () => {
    const printed = new URL(tableQrAddress("https://menu.example.com/m/gulf-bites", "tok_en-123"));
    expect(routeOf(printed.pathname, printed.search)).toEqual({
      page: "menu",
      slug: "gulf-bites",
      tableToken: "tok_en-123",
    });
    expect(routeOf("/m/gulf-bites/t/tok_en-123", "")).toEqual({
      page: "menu",
      slug: "gulf-bites",
      tableToken: "tok_en-123",
    });
    expect(routeOf("/m/gulf-bites", "")).toEqual({ page: "menu", slug: "gulf-bites", tableToken: null });
  });

  it("reads the checkout, an order's and a listing's pages, and nothing without a slug", () => {
    expect(routeOf(pathOf.checkout("gulf-bites"), "")).toEqual({ page: "checkout", slug: "gulf-bites" });
    expect(routeOf(pathOf.order("gulf-bites", "abc"), "")).toEqual({
      page: "order",
      slug: "gulf-bites",
      token: "abc",
    });
    expect(routeOf(pathOf.stay("sea-view", 7), "")).toEqual({ page: "stay", slug: "sea-view", listingId: 7 });
    expect(routeOf("/m", "")).toEqual({ page: "home" });
    expect(routeOf("/m/", "")).toEqual({ page: "home" });
  });
});
