import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../test/fetchMock";
import { createDataProvider, listQuery } from "./index";

afterEach(() => vi.unstubAllGlobals());

const provider = createDataProvider(() => ({ businessId: 10, branchId: 100 }));

describe("listQuery", () => {
  it("sends page, per_page, sort, lower-case order, q and plain filters", () => {
    const query = listQuery({
      pagination: { page: 2, perPage: 25 },
      sort: { field: "name", order: "DESC" },
      filter: { q: "grill", status: ["pending", "ready"], empty: "", none: null },
    });
    expect(query).toBe("page=2&per_page=25&sort=name&order=desc&q=grill&status=pending&status=ready");
  });
});

describe("dataProvider", () => {
  it("reads a list under the current business", async () => {
    const calls = mockApi({
      "GET /api/business/10/users": {
        body: { data: [{ id: 1 }], total: 11, current_page: 1, per_page: 10, last_page: 2 },
      },
    });
    const result = await provider.getList("users", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 11 });
    expect(calls[0].path).toBe("/api/business/10/users?page=1&per_page=10&sort=id&order=asc");
  });

  it("hands a capped total on as the list's meta, so its pagination says 'more than'", async () => {
    mockApi({
      "GET /api/business/10/branches/100/orders": {
        body: { data: [{ id: 1 }], total: 10_000, total_capped: true, current_page: 1, per_page: 10 },
      },
    });
    const result = await provider.getList("orders", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 10_000, meta: { totalCapped: true } });
  });

  it("reads every row, 100 at a time, when Export or Select all asks for more than a page holds", async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));
    const calls = mockApi({
      "GET /api/business/10/branches/100/orders": (call) => {
        const query = new URL(call.path, "http://localhost").searchParams;
        const page = Number(query.get("page"));
        const perPage = Number(query.get("per_page"));
        if (perPage > 100) return { status: 422, body: { message: "Must be at most 100" } };
        return { body: { data: rows.slice((page - 1) * perPage, page * perPage), total: 250 } };
      },
    });
    const result = await provider.getList("orders", {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: "id", order: "ASC" },
      filter: { status: "pending" },
    });
    expect(result.total).toBe(250);
    expect(result.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(calls.map((c) => c.path)).toEqual(
      [1, 2, 3].map(
        (page) =>
          `/api/business/10/branches/100/orders?page=${page}&per_page=100&sort=id&order=asc&status=pending`,
      ),
    );
  });

  it("reads one record from { data }", async () => {
    mockApi({ "GET /api/business/10/branches/100/floors/5": { body: { data: { id: 5, branch_id: 100 } } } });
    expect(await provider.getOne("floors", { id: 5 })).toEqual({ data: { id: 5, branch_id: 100 } });
  });

  it("creates with POST path, updates with POST path/{id}, deletes with POST path/{id}/delete", async () => {
    const calls = mockApi({
      "POST /api/business/10/menus": { status: 201, body: { data: { id: 3, type: "normal" } } },
      "POST /api/business/10/menus/3": { body: { data: { id: 3, type: "subscription" } } },
      "POST /api/business/10/menus/3/delete": { status: 204 },
    });
    expect(await provider.create("menus", { data: { type: "normal" } })).toEqual({
      data: { id: 3, type: "normal" },
    });
    expect(
      await provider.update("menus", { id: 3, data: { type: "subscription" }, previousData: { id: 3 } }),
    ).toEqual({ data: { id: 3, type: "subscription" } });
    expect(await provider.delete("menus", { id: 3, previousData: { id: 3, type: "x" } })).toEqual({
      data: { id: 3, type: "x" },
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/business/10/menus",
      "POST /api/business/10/menus/3",
      "POST /api/business/10/menus/3/delete",
    ]);
    expect(calls[1].body).toEqual({ type: "subscription" });
  });

  it("gives an added user (answered without an id, so nothing reveals an existing account) the e-mail as its id", async () => {
    mockApi({ "POST /api/users": { body: { data: { invited: true, email: "reem@example.com" } } } });
    const created = await provider.create("users", { data: { name: "Reem" } });
    expect(created.data).toEqual({ invited: true, email: "reem@example.com", id: "reem@example.com" });
  });

  it("deletes a user from the current business only (business_id in the query)", async () => {
    const calls = mockApi({ "POST /api/users/7/delete": { body: { data: { id: 7 } } } });
    await provider.delete("users", { id: 7, previousData: { id: 7 } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/users/7/delete?business_id=10",
    ]);
  });

  it("rejects with the server's errors, the first message of each field, for the form and the generic handler", async () => {
    mockApi({
      "POST /api/business/10/menus": {
        status: 422,
        body: { message: "Invalid", errors: { type: ["Bad", "Worse"] } },
      },
    });
    await expect(provider.create("menus", { data: {} })).rejects.toMatchObject({
      status: 422,
      body: { message: "Invalid", errors: { type: "Bad" } },
    });
  });
});

describe("react-admin's contract (issue 49)", () => {
  it("getMany reads a declared resource's records in one request, by ids, and answers those found", async () => {
    const calls = mockApi({
      "GET /api/business/10/holidays": { body: { data: [{ id: 3 }, { id: 5 }], total: 2 } },
    });
    const result = await provider.getMany("holidays", { ids: [3, 5, 9] });
    expect(result.data).toEqual([{ id: 3 }, { id: 5 }]);
    expect(calls.map((c) => c.path)).toEqual([
      "/api/business/10/holidays?page=1&per_page=3&ids=3&ids=5&ids=9",
    ]);
  });

  it("getMany reads a hand-written list's records in one request too, and a pending invitation by itself", async () => {
    const calls = mockApi({
      "GET /api/business/10/users": { body: { data: [{ id: 7 }], total: 1 } },
      "GET /api/business/10/users/invitation-4": { body: { data: { id: "invitation-4" } } },
    });
    expect((await provider.getMany("users", { ids: [7, 8] })).data).toEqual([{ id: 7 }]);
    expect(calls.map((c) => c.path)).toEqual(["/api/business/10/users?page=1&per_page=2&ids=7&ids=8"]);
    expect((await provider.getMany("users", { ids: ["invitation-4"] })).data).toEqual([
      { id: "invitation-4" },
    ]);
  });

  it("updateMany marks many items sold out in one atomic call, and updates other changes record by record", async () => {
    const calls = mockApi({
      "POST /api/business/10/items/sold-out": { body: { data: { ids: [4, 6], sold_out: true } } },
      "POST /api/items/4": { body: { data: { id: 4 } } },
      "POST /api/items/6": { body: { data: { id: 6 } } },
    });
    expect((await provider.updateMany("items", { ids: [4, 6], data: { sold_out: true } })).data).toEqual([
      4, 6,
    ]);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ["/api/business/10/items/sold-out", { ids: [4, 6], sold_out: true }],
    ]);
    await provider.updateMany("items", { ids: [4, 6], data: { sold_out: true, sort: 2 } });
    expect(calls.slice(1).map((c) => c.path)).toEqual(["/api/items/4", "/api/items/6"]);
  });

  it("getManyReference refuses a target the resource cannot be filtered by, without a request", async () => {
    const calls = mockApi({});
    await expect(
      provider.getManyReference("holidays", {
        target: "no_such_field",
        id: 1,
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" },
        filter: {},
      }),
    ).rejects.toThrow(/cannot be listed by no_such_field/);
    expect(calls).toEqual([]);
  });
});
