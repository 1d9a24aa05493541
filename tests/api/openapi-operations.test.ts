import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationIdOf, singular, summaryOf } from "../../server/http/operations";
import { buildTestApp, type TestApp } from "./helpers";

// Every operation of the OpenAPI document has a stable, unique camelCase id, a summary and a description
// (server/http/operations.ts derives them from the route declarations): generated clients name functions by them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

type Operation = { operationId?: string; summary?: string; description?: string; responses?: object };

describe("operation ids", () => {
  it("are unique, camelCase, with a summary and a description, on every operation", () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
      servers?: unknown[];
    };
    const seen = new Map<string, string>();
    let count = 0;
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        count++;
        expect(operation.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(seen.get(operation.operationId!), `${where} repeats an id`).toBeUndefined();
        seen.set(operation.operationId!, where);
        expect(operation.summary, where).toMatch(/^[A-Z]/);
        expect(operation.description?.length ?? 0, where).toBeGreaterThan(operation.summary!.length);
      }
    expect(count).toBeGreaterThan(150);
    expect(doc.servers).toHaveLength(1);
  });

  it("name the well-known operations as a client expects", () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const id = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    const orders = "/api/business/{businessId}/branches/{branchId}/orders";
    expect(id("get", orders)).toBe("listOrders");
    expect(id("post", orders)).toBe("createOrder");
    expect(id("get", `${orders}/{id}`)).toBe("getOrder");
    expect(id("post", `${orders}/{id}`)).toBe("updateOrder");
    expect(id("post", `${orders}/{id}/delete`)).toBe("deleteOrder");
    expect(id("get", "/api/users/info")).toBe("getSessionUser");
    expect(id("post", "/api/auth/logout")).toBe("logout");
    expect(id("get", "/api/business/{businessId}/webhooks/{id}/deliveries")).toBe("listWebhookDeliveries");
  });

  it("declare 401 where a session may have ended", () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    expect(Object.keys(doc.paths["/api/users/info"].get.responses!)).toContain("401");
    expect(Object.keys(doc.paths["/api/auth/logout"].post.responses!)).toContain("401");
  });
});

describe("the derivation", () => {
  it("reads a record in the singular, a collection as written, and an action verb first", () => {
    expect(operationIdOf("GET", "/api/business/:businessId/items", true, false)).toBe("listItems");
    expect(operationIdOf("POST", "/api/business/:businessId/items/sort", false, false)).toBe("sortItems");
    expect(operationIdOf("POST", "/api/business/:businessId/categories/delete", false, false)).toBe(
      "deleteCategories",
    );
    expect(operationIdOf("POST", "/api/business/:businessId/categories/:id/delete", false, false)).toBe(
      "deleteCategory",
    );
    expect(singular("categories")).toBe("category");
    expect(singular("business")).toBe("business");
    expect(summaryOf("listWebhookDeliveries")).toBe("List webhook deliveries");
  });
});
