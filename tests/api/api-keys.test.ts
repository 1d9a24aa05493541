import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, demo, item, type Demo, type ItemFixture } from "./operations-fixtures";

// API keys (issue 49; docs/api-keys.md): a key limited to one branch's orders, as a point of sale would hold it.

let t: TestApp;
let d: Demo;
let tea: ItemFixture;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu);
  tea = await item(t.app, d.restaurant.id, dishes, { en: "Karak tea", ar: "شاي كرك", prices: [300] });
});
afterAll(() => t.close());

const keysUrl = (businessId = d.restaurant.id) => `business/${businessId}/api-keys`;
const ordersUrl = (branch = 0, businessId = d.restaurant.id, branchId = d.restaurant.branches[branch]) =>
  `business/${businessId}/branches/${branchId}/orders`;
const order = {
  type: "self_pickup",
  customer: { name: "Till customer", phone: "51234567" },
  lines: [] as object[],
};
const teaOrder = () => ({ ...order, lines: [{ item_id: tea.id, quantity: 2 }] });

async function makeKey(
  app: FastifyInstance,
  body: object,
  token = d.tokens.owner,
): Promise<{ id: number; secret: string; prefix: string }> {
  const response = await call(app, token, "POST", keysUrl(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const withKey = (secret: string, method: string, url: string, body?: object, headers: object = {}) =>
  t.app.inject({
    method: method as "GET",
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${secret}`, locale: "en", ...headers },
    ...(body ? { payload: body } : {}),
  });

describe("a key limited to branch 1's orders", () => {
  let key: { id: number; secret: string; prefix: string };

  beforeAll(async () => {
    key = await makeKey(t.app, {
      name: "Till 1",
      branch_ids: [d.restaurant.branches[0]],
      permissions: ["orders.read", "orders.create"],
    });
  });

  it("has a recognisable secret, stored only as a hash", async () => {
    expect(key.secret).toMatch(/^mdk_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const row = await t.app.db
      .selectFrom("api_keys")
      .selectAll()
      .where("id", "=", key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const list = await call(t.app, d.tokens.owner, "GET", keysUrl());
    expect(list.body).not.toContain(key.secret);
    expect(list.json().data[0]).toMatchObject({
      name: "Till 1",
      prefix: key.prefix,
      branch_ids: [d.restaurant.branches[0]],
      permissions: ["orders.create", "orders.read"],
      revoked_at: null,
      expires_at: null,
    });
  });

  it("creates an order (201), and the same Idempotency-Key returns the same order without a second row", async () => {
    const headers = { "idempotency-key": "till-1-order-0001" };
    const first = await withKey(key.secret, "POST", ordersUrl(), teaOrder(), headers);
    expect(first.statusCode, first.body).toBe(201);
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("branch_id", "=", d.restaurant.branches[0])
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    const again = await withKey(key.secret, "POST", ordersUrl(), teaOrder(), headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(rows);

    // The same key with another body: refused, in the request's language.
    const other = { ...teaOrder(), lines: [{ item_id: tea.id, quantity: 5 }] };
    const reused = await withKey(key.secret, "POST", ordersUrl(), other, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors["idempotency-key"][0]).toMatch(/already used for another request/);
    const arabic = await withKey(key.secret, "POST", ordersUrl(), other, { ...headers, locale: "ar" });
    expect(arabic.json().errors["idempotency-key"][0]).toMatch(/استُخدم/);
    expect(await count()).toBe(rows);
  });

  it("is audited as the key, not as a person", async () => {
    const made = await withKey(key.secret, "POST", ordersUrl(), teaOrder());
    expect(made.statusCode).toBe(201);
    const audits = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/audits?entity=order`,
    );
    const entry = audits.json().data.find((a: { entity_id: number }) => a.entity_id === made.json().data.id);
    expect(entry).toMatchObject({ user_id: null, user: null, api_key: { id: key.id, name: "Till 1" } });
    const row = await t.app.db
      .selectFrom("orders")
      .select("created_by")
      .where("id", "=", made.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBeNull();
  });

  it("reads its branch's orders, but not branch 2's (403) nor another business's (404)", async () => {
    expect((await withKey(key.secret, "GET", ordersUrl(0))).statusCode).toBe(200);
    expect((await withKey(key.secret, "GET", ordersUrl(1))).statusCode).toBe(403);
    const otherBusiness = await withKey(key.secret, "GET", ordersUrl(0, d.other.id, d.other.branches[0]));
    expect(otherBusiness.statusCode).toBe(404);
  });

  it("holds only the permissions it was given: no orders update, no items", async () => {
    const items = await withKey(key.secret, "GET", `business/${d.restaurant.id}/items`);
    expect(items.statusCode).toBe(403);
  });

  it("never reaches account routes nor key management", async () => {
    for (const [method, url] of [
      ["GET", "users/info"],
      ["POST", "auth/logout"],
      ["POST", "auth/logout-all"],
      ["GET", "users/profile"],
      ["GET", keysUrl()],
      ["POST", `${keysUrl()}/${key.id}/revoke`],
    ] as const) {
      const response = await withKey(key.secret, method, url);
      expect([401, 403], `${method} ${url}`).toContain(response.statusCode);
    }
    const made = await withKey(key.secret, "POST", keysUrl(), {
      name: "Escalated",
      branch_ids: [d.restaurant.branches[0]],
      permissions: ["users.update"],
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().message).toMatch(/API key cannot do this/);
  });

  it("records its last use at most once a minute", async () => {
    const before = await t.app.db
      .selectFrom("api_keys")
      .select("last_used_at")
      .where("id", "=", key.id)
      .executeTakeFirstOrThrow();
    expect(before.last_used_at).not.toBeNull();
    await withKey(key.secret, "GET", ordersUrl());
    const after = await t.app.db
      .selectFrom("api_keys")
      .select("last_used_at")
      .where("id", "=", key.id)
      .executeTakeFirstOrThrow();
    expect(after.last_used_at).toBe(before.last_used_at);
  });

  it("is refused (401) once revoked, and the revocation is audited", async () => {
    expect((await withKey(key.secret, "GET", ordersUrl())).statusCode).toBe(200);
    const revoked = await call(t.app, d.tokens.owner, "POST", `${keysUrl()}/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    expect((await withKey(key.secret, "GET", ordersUrl())).statusCode).toBe(401);
    const audits = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/audits?entity=api_key`,
    );
    expect(audits.json().data.map((a: { action: string }) => a.action)).toEqual(["update", "create"]);
    expect(audits.body).not.toContain(key.secret);
  });
});

describe("keys that expire, and who may make them", () => {
  it("is refused (401) once expired", async () => {
    const key = await makeKey(t.app, {
      name: "Short",
      branch_ids: [d.restaurant.branches[0]],
      permissions: ["orders.read"],
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(key.secret, "GET", ordersUrl())).statusCode).toBe(200);
    await t.app.db
      .updateTable("api_keys")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", key.id)
      .execute();
    expect((await withKey(key.secret, "GET", ordersUrl())).statusCode).toBe(401);
  });

  it("refuses an unknown or a made-up key (401)", async () => {
    expect((await withKey("mdk_not-a-key-at-all", "GET", ordersUrl())).statusCode).toBe(401);
  });

  it("answers field messages in both languages for a branch of another business, a permission that does not exist and a past expiry", async () => {
    const body = {
      name: "Bad",
      branch_ids: [d.other.branches[0]],
      permissions: ["orders.fly"],
      expires_at: "2020-01-01T00:00:00.000Z",
    };
    const en = await call(t.app, d.tokens.owner, "POST", keysUrl(), body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      "branch_ids.0": ["This branch is not one of the business's."],
      "permissions.0": ["This permission does not exist for this business."],
      expires_at: ["The expiry must be in the future."],
    });
    const ar = await call(t.app, d.tokens.owner, "POST", keysUrl(), body, "ar");
    expect(ar.json().errors.expires_at).toEqual(["يجب أن يكون تاريخ الانتهاء في المستقبل."]);
  });

  it("is for owners: staff get 403, another business's owner 404", async () => {
    const body = { name: "Staff key", branch_ids: [d.restaurant.branches[0]], permissions: ["orders.read"] };
    expect((await call(t.app, d.tokens.staff, "POST", keysUrl(), body)).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.staff, "GET", keysUrl())).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "GET", keysUrl())).statusCode).toBe(404);
  });

  it("offers the permission strings of the business's areas", async () => {
    const response = await call(t.app, d.tokens.owner, "GET", `${keysUrl()}/permissions`);
    expect(response.json().data).toEqual(expect.arrayContaining(["orders.create", "items.read"]));
  });
});
