import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_ACTIONS } from "../../src/domain/constants";
import { CHALET_PERMISSION_AREAS, PERMISSION_AREAS } from "../../src/domain/resources";
import { DEMO_STAFF_GRANTS } from "../../server/db/seed/foundation";
import { hashToken } from "../../server/plugins/auth";
import { buildTestApp, injectAs, login, type TestApp } from "./helpers";
import { bothLocales, DEMO_MANAGER, peopleContext, type PeopleContext } from "./people-helpers";

let t: TestApp;
let c: PeopleContext;
let branch: number;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  c = await peopleContext(t.app);
  branch = c.restaurant.branches[0].id;
  base = `/api/business/${c.restaurant.id}/branches/${branch}/permissions`;
});
afterAll(() => t.close());

const get = (token: string, url: string, locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, { method: "GET", url, locale });
const set = (token: string, url: string, permissions: string[], locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, { method: "POST", url, payload: { permissions }, locale });

describe("GET .../permissions/services and /actions", () => {
  it("lists every area with localized labels, and only the chalet areas for a chalet business", async () => {
    const services = await get(c.owner, `${base}/services`);
    expect(services.statusCode).toBe(200);
    expect(services.json().data.map((s: { id: string }) => s.id)).toEqual([...PERMISSION_AREAS]);
    expect(services.json().data.find((s: { id: string }) => s.id === "invoices")).toMatchObject({
      name: "Financial reports",
      locales: [
        { locale: "en", name: "Financial reports" },
        { locale: "ar", name: "التقارير المالية" },
      ],
    });
    expect((await get(c.owner, `${base}/services`, "ar")).json().data[0].name).toBe("التقارير المالية");
    const chalet = await get(
      c.owner,
      `/api/business/${c.chalet.id}/branches/${c.chalet.branches[0].id}/permissions/services`,
    );
    expect(chalet.json().data.map((s: { id: string }) => s.id)).toEqual([...CHALET_PERMISSION_AREAS]);
    const actions = await get(c.owner, `${base}/actions`, "ar");
    expect(actions.json().data.map((a: { id: string }) => a.id)).toEqual([...PERMISSION_ACTIONS]);
    expect(actions.json().data[0].name).toBe("عرض");
  });
});

describe("GET .../permissions/user/{userId}", () => {
  it("answers the user's strings for this branch only", async () => {
    const strings = (await get(c.owner, `${base}/user/${c.ids.staff}`)).json().data;
    expect(strings).toHaveLength(DEMO_STAFF_GRANTS.flatMap(([, actions]) => actions).length);
    expect(strings).toContain(`branch.${branch}.orders.read`);
    const second = c.restaurant.branches[1].id;
    expect(
      (
        await get(
          c.owner,
          `/api/business/${c.restaurant.id}/branches/${second}/permissions/user/${c.ids.staff}`,
        )
      ).json().data,
    ).toEqual([]);
    expect((await get(c.owner, `${base}/user/${c.ids.other}`)).statusCode).toBe(404);
  });
});

describe("POST .../permissions/user/{userId}/set", () => {
  it("replaces the branch's strings, and the change applies on the staff's next request", async () => {
    const users = `/api/business/${c.restaurant.id}/users`;
    expect((await get(c.staff, users)).statusCode).toBe(403);
    const before = (await get(c.owner, `${base}/user/${c.ids.staff}`)).json().data as string[];
    const wanted = [...before, `branch.${branch}.users.read`, `branch.${branch}.users.read`];
    const response = await set(c.owner, `${base}/user/${c.ids.staff}/set`, wanted);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([...new Set(wanted)].sort());
    expect((await get(c.staff, users)).statusCode).toBe(200);
    const info = (await get(c.staff, "/api/users/info")).json().data;
    expect(info.permissions).toContain(`branch.${branch}.users.read`);
    await set(c.owner, `${base}/user/${c.ids.staff}/set`, before);
    expect((await get(c.staff, users)).statusCode).toBe(403);
    const audit = await t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "permissions")
      .where("entity_id", "=", c.ids.staff)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "set", business_id: c.restaurant.id, branch_id: branch });
    expect(JSON.parse(audit.changes).permissions[0]).toContain(`branch.${branch}.users.read`);
  });

  it("counts a change made outside the API on the next request too: access is kept between requests only until a write", async () => {
    const users = `/api/business/${c.restaurant.id}/users`;
    const before = (await get(c.owner, `${base}/user/${c.ids.staff}`)).json().data as string[];
    await set(c.owner, `${base}/user/${c.ids.staff}/set`, [...before, `branch.${branch}.users.read`]);
    // Read twice: the second answer comes from the kept access.
    expect((await get(c.staff, users)).statusCode).toBe(200);
    expect((await get(c.staff, users)).statusCode).toBe(200);
    await t.app.db
      .deleteFrom("permissions")
      .where("user_id", "=", c.ids.staff)
      .where("permission", "=", `branch.${branch}.users.read`)
      .execute();
    expect((await get(c.staff, users)).statusCode).toBe(403);
    // A token revoked in the database is refused at once as well.
    expect((await get(c.staff, "/api/users/info")).statusCode).toBe(200);
    const token = await t.app.db
      .selectFrom("api_tokens")
      .select("id")
      .where("token_hash", "=", hashToken(c.staff))
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable("api_tokens")
      .set({ revoked_at: new Date().toISOString() })
      .where("id", "=", token.id)
      .execute();
    const refused = await get(c.staff, "/api/users/info");
    await t.app.db.updateTable("api_tokens").set({ revoked_at: null }).where("id", "=", token.id).execute();
    expect(refused.statusCode).toBe(401);
    expect((await get(c.staff, "/api/users/info")).statusCode).toBe(200);
  });

  it("leaves other branches' strings alone and can clear a branch", async () => {
    const second = c.restaurant.branches[1].id;
    const secondBase = `/api/business/${c.restaurant.id}/branches/${second}/permissions`;
    expect(
      (await set(c.owner, `${secondBase}/user/${c.ids.staff}/set`, [`branch.${second}.orders.read`]))
        .statusCode,
    ).toBe(200);
    const first = (await get(c.owner, `${base}/user/${c.ids.staff}`)).json().data;
    expect(first.length).toBeGreaterThan(0);
    expect((await set(c.owner, `${secondBase}/user/${c.ids.staff}/set`, [])).json().data).toEqual([]);
    expect((await get(c.owner, `${base}/user/${c.ids.staff}`)).json().data).toEqual(first);
  });

  it("refuses strings of another branch, unknown areas or actions, and non-chalet areas for a chalet", async () => {
    const other = c.restaurant.branches[1].id;
    for (const bad of [
      `branch.${other}.orders.read`,
      `branch.${branch}.unknown.read`,
      `branch.${branch}.orders.approve`,
      "orders.read",
    ]) {
      const answers = await bothLocales(t.app, c.owner, {
        method: "POST",
        url: `${base}/user/${c.ids.staff}/set`,
        payload: { permissions: [`branch.${branch}.orders.read`, bad] },
      });
      expect(answers.en.statusCode, bad).toBe(422);
      expect(answers.en.json().errors["permissions.1"]).toEqual(["Not a permission of this branch"]);
      expect(answers.ar.json().errors["permissions.1"]).toEqual(["ليست صلاحية لهذا الفرع"]);
    }
    const chaletBranch = c.chalet.branches[0].id;
    const chaletStaff = (
      await injectAs(t.app, c.owner, { method: "GET", url: `/api/business/${c.chalet.id}/users?q=abdullah` })
    ).json().data[0].id;
    const chaletBase = `/api/business/${c.chalet.id}/branches/${chaletBranch}/permissions`;
    expect(
      (await set(c.owner, `${chaletBase}/user/${chaletStaff}/set`, [`branch.${chaletBranch}.orders.read`]))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await set(c.owner, `${chaletBase}/user/${chaletStaff}/set`, [
          `branch.${chaletBranch}.reservations.read`,
        ])
      ).statusCode,
    ).toBe(200);
    const missing = await injectAs(t.app, c.owner, {
      method: "POST",
      url: `${base}/user/${c.ids.staff}/set`,
      payload: {},
    });
    expect(missing.json().errors.permissions).toEqual(["This field is required"]);
  });

  it("can't edit the owner's permissions, nor a user outside the business", async () => {
    const owner = await bothLocales(t.app, c.owner, {
      method: "POST",
      url: `${base}/user/${c.ids.owner}/set`,
      payload: { permissions: [] },
    });
    expect(owner.en.statusCode).toBe(403);
    expect(owner.en.json().message).toBe("The owner's permissions cannot be changed");
    expect(owner.ar.json().message).toBe("لا يمكن تعديل صلاحيات المالك");
    expect((await set(c.owner, `${base}/user/${c.ids.other}/set`, [])).statusCode).toBe(404);
  });
});

describe("owners only, within their own business", () => {
  it("refuses staff (even a manager with users and settings rights) with 403, another business with 404", async () => {
    const manager = await login(t.app, DEMO_MANAGER);
    const calls = (prefix: string, userId: number) =>
      [
        ["GET", `${prefix}/services`],
        ["GET", `${prefix}/actions`],
        ["GET", `${prefix}/user/${userId}`],
        ["POST", `${prefix}/user/${userId}/set`],
      ] as const;
    for (const [method, url] of calls(base, c.ids.staff)) {
      for (const token of [c.staff, manager]) {
        expect(
          (
            await injectAs(t.app, token, {
              method,
              url,
              payload: method === "POST" ? { permissions: [] } : undefined,
            })
          ).statusCode,
          url,
        ).toBe(403);
      }
      expect(
        (
          await injectAs(t.app, c.other, {
            method,
            url,
            payload: method === "POST" ? { permissions: [] } : undefined,
          })
        ).statusCode,
        url,
      ).toBe(404);
    }
    // A branch of another business under the owner's business id.
    const mixed = `/api/business/${c.restaurant.id}/branches/${c.chalet.branches[0].id}/permissions`;
    for (const [method, url] of calls(mixed, c.ids.staff)) {
      expect(
        (
          await injectAs(t.app, c.owner, {
            method,
            url,
            payload: method === "POST" ? { permissions: [] } : undefined,
          })
        ).statusCode,
        url,
      ).toBe(404);
    }
    const foreign = `/api/business/${c.otherBusiness.id}/branches/${c.otherBusiness.branches[0].id}/permissions`;
    for (const [method, url] of calls(foreign, c.ids.other)) {
      expect(
        (
          await injectAs(t.app, c.owner, {
            method,
            url,
            payload: method === "POST" ? { permissions: [] } : undefined,
          })
        ).statusCode,
        url,
      ).toBe(404);
    }
  });
});
