import { describe, expect, it } from "vitest";
import { localStorageStore } from "react-admin";
import { withListParamsInMemory } from "./store";

// A list's filter is kept while the user moves around the dashboard, not across a reload (a new store over the same
// localStorage, as after a reload); the business and branch chosen are kept across reloads.
describe("the dashboard's store", () => {
  it("keeps list parameters for this page's life only, and the rest in localStorage", () => {
    localStorage.clear();
    const first = withListParamsInMemory(localStorageStore(undefined, "StoreTest"));
    first.setup();
    first.setItem("orders.listParams", { filter: { status: "pending" } });
    first.setItem("currentBusinessId", 10);
    expect(first.getItem("orders.listParams")).toEqual({ filter: { status: "pending" } });

    const heard: unknown[] = [];
    const stop = first.subscribe("orders.listParams", (value) => heard.push(value));
    first.setItem("orders.listParams", { filter: {} });
    expect(heard).toEqual([{ filter: {} }]);
    stop();

    const afterReload = withListParamsInMemory(localStorageStore(undefined, "StoreTest"));
    afterReload.setup();
    expect(afterReload.getItem("orders.listParams")).toBeUndefined();
    expect(afterReload.getItem("currentBusinessId")).toBe(10);
    expect(Object.keys(localStorage).some((key) => key.includes("listParams"))).toBe(false);
  });
});
