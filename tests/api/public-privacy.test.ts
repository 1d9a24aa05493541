import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, routeName } from "./route-catalog";
import { freshPhone, order, publicFixture, type PublicFixture } from "./public-fixtures";

// Generated from the OpenAPI document: every public read (/api/public, no token), called on every branch of every
// business and on a real tracking token, never answers with anyone's private data: no account's e-mail or password
// hash, no customer's phone or name, no staff member's name. A public route added tomorrow is covered as well.

let f: PublicFixture;
const answers: { route: string; body: string }[] = [];
let secrets: string[] = [];

beforeAll(async () => {
  f = await publicFixture();
  const db = f.t.app.db;
  const placed = (
    await order(f.t.app, f.slugs[0], {
      type: "self_pickup",
      customer: { name: "Privacy Test Customer", phone: freshPhone() },
      lines: [{ item_id: f.tea.id, quantity: 1 }],
    })
  ).json().data;
  const [users, orders, reservations, branches, items] = await Promise.all([
    db.selectFrom("users").select(["email", "name", "password_hash"]).execute(),
    db.selectFrom("orders").select(["customer_name", "customer_phone"]).execute(),
    db.selectFrom("reservations").select(["customer_name", "customer_phone"]).execute(),
    db.selectFrom("branches").select("slug").execute(),
    db.selectFrom("items").select("id").orderBy("id").execute(),
  ]);
  secrets = [
    ...users.flatMap((u) => [u.email, u.password_hash, u.name]),
    ...[...orders, ...reservations].flatMap((o) => [o.customer_name, o.customer_phone]),
  ].filter((s): s is string => !!s && s.length >= 6);
  const routes = apiRoutes(f.t.app).filter(
    (r) => r.public && r.method === "GET" && r.path.startsWith("/api/public/"),
  );
  expect(routes.length).toBeGreaterThanOrEqual(3);
  for (const route of routes)
    for (const slug of branches.map((b) => b.slug))
      for (const id of items.slice(0, 40).map((i) => i.id)) {
        const url = route.path
          .replace("{slug}", slug)
          .replace("{token}", placed.tracking_token)
          .replace("{id}", String(id));
        const response = await f.t.app.inject({ method: "GET", url });
        answers.push({ route: `${routeName(route)} ${url}`, body: response.body });
        if (!route.params.includes("id")) break;
      }
});
afterAll(() => f.t.close());

describe("public reads", () => {
  it("never carry an account's, a customer's or a staff member's private data", () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(secrets.length).toBeGreaterThan(10);
    // The tracking answer is among them, read with the order's real token.
    expect(answers.some((a) => a.body.includes('"status":"pending"'))).toBe(true);
    const leaks = answers.flatMap((a) =>
      secrets.filter((secret) => a.body.includes(secret)).map((secret) => `${a.route}: ${secret}`),
    );
    expect(leaks).toEqual([]);
  });
});
