import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARED_RESOURCES, sortKeyOf } from "../../src/domain/resources";
import { issueToken } from "../../server/modules/auth/tokens";
import { buildTestApp, injectAs, type TestApp } from "./helpers";
import { auditCount, catalogContext, type CatalogContext } from "./catalog-helpers";
import { brokenValues, createSample, message, pathIn, pathScope, sampleRecord } from "./declared-samples";

// Generated from src/domain/resources: every declared resource answers 401/404/403/409/422 as DESIGN §4–§5 say,
// writes audit rows with its changes, and deletes in bulk all or nothing. A new declaration is covered unchanged.

let t: TestApp;
let c: CatalogContext;
beforeAll(async () => {
  t = await buildTestApp();
  c = await catalogContext(t);
}, 120_000);
afterAll(() => t.close());

/** `it` for a case that applies to some declarations only: for the others it shows as skipped, saying why. */
const itWhen = (applies: unknown, reason: string) => (name: string, test: () => Promise<void>) =>
  it.runIf(!!applies)(applies ? name : `${name} (skipped: ${reason})`, test);

type Method = "GET" | "POST";
const call = (token: string, method: Method, url: string, payload?: object, locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, { method, url, payload, locale });

/** A staff member of the restaurant holding exactly the given actions of an area in its first branch. */
async function staffWith(area: string, actions: string[], tag: string): Promise<string> {
  const now = new Date().toISOString();
  const db = t.app.db;
  const user = await db
    .insertInto("users")
    .values({
      name: `Staff ${tag}`,
      email: `${tag}@example.com`,
      phone: null,
      password_hash: "x",
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("business_users")
    .values({ business_id: c.restaurant.id, user_id: user.id, role: "staff", created_at: now })
    .execute();
  const branchId = c.restaurant.branches[0].id;
  for (const action of actions)
    await db
      .insertInto("permissions")
      .values({
        user_id: user.id,
        business_id: c.restaurant.id,
        branch_id: branchId,
        permission: `branch.${branchId}.${area}.${action}`,
      })
      .execute();
  return issueToken(t.app.db, user.id);
}

describe.each(DECLARED_RESOURCES.map((declaration) => [declaration.name, declaration] as const))(
  "%s",
  (name, declaration) => {
    let base: string;
    let foreign: string;
    let serial = 0;
    const next = () => ++serial;
    const sample = () => createSample(t.app, c.owner, base, declaration, next());
    /** Every route of the resource, on a record of the restaurant. */
    const routes = (recordBase: string, id: number, payload: object): [Method, string, object?][] => [
      ["GET", recordBase],
      ["GET", `${recordBase}/${id}`],
      ["POST", recordBase, payload],
      ["POST", `${recordBase}/${id}`, payload],
      ["POST", `${recordBase}/${id}/delete`],
      ["POST", `${recordBase}/delete`, { ids: [id] }],
    ];

    beforeAll(async () => {
      const [restaurant, other] = [c.restaurant, c.otherBusiness];
      base = pathIn(
        declaration,
        await pathScope(t.app, declaration, restaurant.id, restaurant.branches[0].id),
      );
      foreign = pathIn(declaration, await pathScope(t.app, declaration, other.id, other.branches[0].id));
    });

    it("builds samples its own hooks accept", () => {
      const errors =
        declaration.hooks?.beforeWrite?.(sampleRecord(declaration, 1), { operation: "create" }) ?? {};
      expect(errors).toEqual({});
    });

    it("answers 401 without a token and 404 to another business's owner on every route", async () => {
      const record = await sample();
      for (const [method, url, payload] of routes(base, record.id, sampleRecord(declaration, next()))) {
        const anonymous = await t.app.inject({ method, url, payload });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect((await call(c.other, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      // The same ids under the other business's own path are not found either.
      const byId = routes(foreign, record.id, sampleRecord(declaration, next())).filter(
        ([, url]) => url !== foreign,
      );
      for (const [method, url, payload] of byId)
        expect((await call(c.other, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    });

    it("answers 403 to staff without the area's action and lets staff with it through", async () => {
      const record = await sample();
      const none = await staffWith(declaration.area, [], `${name}-none`);
      for (const [method, url, payload] of routes(base, record.id, sampleRecord(declaration, next())))
        expect((await call(none, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);

      const reader = await staffWith(declaration.area, ["read"], `${name}-reader`);
      expect((await call(reader, "GET", base)).statusCode).toBe(200);
      expect((await call(reader, "GET", `${base}/${record.id}`)).statusCode).toBe(200);
      expect((await call(reader, "POST", base, sampleRecord(declaration, next()))).statusCode).toBe(403);

      const writer = await staffWith(declaration.area, ["create", "update", "delete"], `${name}-writer`);
      const created = await call(writer, "POST", base, sampleRecord(declaration, next()));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const updated = await call(writer, "POST", `${base}/${id}`, {
        updated_at: created.json().data.updated_at,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await call(writer, "POST", `${base}/${id}/delete`)).statusCode).toBe(200);
      expect((await call(writer, "GET", base)).statusCode).toBe(403);
    });

    it("takes an update carrying the updated_at it loaded", async () => {
      const record = await sample();
      const fresh = await call(c.owner, "POST", `${base}/${record.id}`, { updated_at: record.updated_at });
      expect(fresh.statusCode, fresh.body).toBe(200);
    });

    itWhen(declaration.concurrency, "no updated_at concurrency")(
      "refuses a stale write with 409, and of two saves of the same version exactly one wins",
      async () => {
        const record = await sample();
        const fresh = await call(c.owner, "POST", `${base}/${record.id}`, { updated_at: record.updated_at });
        expect(fresh.statusCode, fresh.body).toBe(200);
        const stale = await call(c.owner, "POST", `${base}/${record.id}`, { updated_at: record.updated_at });
        expect(stale.statusCode).toBe(409);

        const loaded = fresh.json().data.updated_at;
        const answers = await Promise.all(
          [1, 2].map(() =>
            call(c.owner, "POST", `${base}/${record.id}`, {
              ...sampleRecord(declaration, next()),
              updated_at: loaded,
            }),
          ),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      },
    );

    it("answers 422 with the en and ar message of every declared rule, and changes nothing", async () => {
      const auditsBefore = await auditCount(t.app);
      // A field the server fills is its hooks' to refuse (tests of the resource's own).
      const required = declaration.fields.filter(
        (f) => f.required && f.default === undefined && !f.serverFilled,
      );
      const expectField = async (
        payload: object,
        field: string,
        key: string,
        params?: Record<string, number>,
      ) => {
        for (const locale of ["en", "ar"] as const) {
          const answer = await call(c.owner, "POST", base, payload, locale);
          expect(answer.statusCode, `${field} ${key}: ${answer.body}`).toBe(422);
          expect(answer.json().errors?.[field], `${field} ${key} (${locale})`).toContain(
            message(locale, key, params),
          );
        }
      };
      for (const field of required) {
        const payload = sampleRecord(declaration, next());
        delete payload[field.name];
        await expectField(payload, field.name, field.requiredMessage ?? "validation.required");
      }
      for (const broken of brokenValues(declaration))
        await expectField(
          { ...sampleRecord(declaration, next()), [broken.field]: broken.value },
          broken.field,
          broken.key,
          broken.params,
        );
      for (const field of declaration.fields.filter((f) => f.unique)) {
        const taken = await sample();
        await expectField(
          { ...sampleRecord(declaration, next()), [field.name]: taken[field.name] },
          field.name,
          field.uniqueMessage ?? "validation.unique",
        );
      }
      // Only the samples created for the unique checks were written.
      expect(await auditCount(t.app)).toBe(auditsBefore + declaration.fields.filter((f) => f.unique).length);
    });

    it("writes audit rows with the changed fields", async () => {
      const record = await sample();
      // A field whose samples differ from record to record.
      const field =
        declaration.fields.find((f) => f.type === "text" && !f.unique) ??
        declaration.fields.find((f) => f.type === "localized") ??
        declaration.fields.find((f) => f.unique)!;
      const value = sampleRecord(declaration, next())[field.name];
      const answer = await call(c.owner, "POST", `${base}/${record.id}`, {
        [field.name]: value,
        updated_at: record.updated_at,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const audit = await t.app.db
        .selectFrom("audits")
        .selectAll()
        .where("entity", "=", declaration.auditEntity)
        .where("entity_id", "=", record.id)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(audit.action).toBe("update");
      expect(audit.business_id).toBe(c.restaurant.id);
      expect(JSON.parse(audit.changes)).toEqual({
        [field.name]: [record[field.name], value],
      });
    });

    itWhen(
      declaration.fields.some((f) => f.unique),
      "no unique field",
    )("keeps unique values within the scope, or within the whole table", async () => {
      for (const field of declaration.fields.filter((f) => f.unique)) {
        const theirs = await createSample(t.app, c.other, foreign, declaration, next());
        const answer = await call(c.owner, "POST", base, {
          ...sampleRecord(declaration, next()),
          [field.name]: theirs[field.name],
        });
        if (field.unique !== "table") {
          expect(answer.statusCode, answer.body).toBe(201);
          continue;
        }
        expect(answer.statusCode, answer.body).toBe(422);
        expect(answer.json().errors[field.name]).toEqual([
          message("en", field.uniqueMessage ?? "validation.unique"),
        ]);
      }
    });

    const readOnly = declaration.fields.filter((f) => f.readOnly);
    const filled = declaration.fields.filter((f) => f.serverFilled);
    itWhen(readOnly.length || filled.length, "no read-only or server-filled field")(
      "takes no read-only value from a client, fills what the server fills and keeps it from null",
      async () => {
        const sent = Object.fromEntries(
          readOnly.map((f) => [f.name, f.type === "number" ? 987_654 : "sent by a client"]),
        );
        const created = await call(c.owner, "POST", base, { ...sampleRecord(declaration, next()), ...sent });
        expect(created.statusCode, created.body).toBe(201);
        const record = created.json().data;
        for (const field of readOnly) expect(record[field.name], field.name).not.toEqual(sent[field.name]);
        for (const field of filled) expect(record[field.name], field.name).not.toBeNull();
        const updated = await call(c.owner, "POST", `${base}/${record.id}`, {
          ...sent,
          updated_at: record.updated_at,
        });
        expect(updated.statusCode, updated.body).toBe(200);
        for (const field of readOnly) expect(updated.json().data[field.name]).toEqual(record[field.name]);
        for (const field of filled)
          expect(
            (await call(c.owner, "POST", `${base}/${record.id}`, { [field.name]: null })).statusCode,
          ).toBe(422);
      },
    );

    itWhen(declaration.keepsLast, "keeps no last record")(
      "never deletes the scope's last record, in en and ar, writing nothing",
      async () => {
        const last = declaration.keepsLast!;
        const all = (await call(c.owner, "GET", `${base}?per_page=100`)).json();
        const ids = all.data.map((record: { id: number }) => record.id);
        expect(ids).toHaveLength(all.total);
        const audits = await auditCount(t.app);
        for (const locale of ["en", "ar"] as const) {
          const refused = await call(c.owner, "POST", `${base}/delete`, { ids }, locale);
          expect(refused.statusCode, refused.body).toBe(422);
          expect(refused.json().message).toBe(message(locale, last.message));
          expect(refused.json().errors.id).toEqual([message(locale, last.message)]);
        }
        expect((await call(c.owner, "GET", base)).json().total).toBe(ids.length);
        expect(await auditCount(t.app)).toBe(audits);
      },
    );

    it("deletes in bulk all or nothing", async () => {
      const [first, second] = [await sample(), await sample()];
      const foreignId = 2_000_000_000;
      const refused = await call(c.owner, "POST", `${base}/delete`, {
        ids: [first.id, second.id, foreignId],
      });
      expect(refused.statusCode).toBe(404);
      expect((await call(c.owner, "GET", `${base}/${first.id}`)).statusCode).toBe(200);
      const done = await call(c.owner, "POST", `${base}/delete`, { ids: [first.id, second.id] });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.ids).toEqual([first.id, second.id]);
      expect((await call(c.owner, "GET", `${base}/${second.id}`)).statusCode).toBe(404);
    });

    it("lists pages sorted and filtered as declared, refusing an unknown sort or filter with 422", async () => {
      for (let i = 0; i < 3; i++) await sample();
      const page = await call(c.owner, "GET", `${base}?page=1&per_page=2`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ current_page: 1, per_page: 2 });
      expect(page.json().data).toHaveLength(2);
      for (const field of declaration.fields.filter((f) => f.sortable))
        expect(
          (await call(c.owner, "GET", `${base}?sort=${sortKeyOf(field)}&order=desc`)).statusCode,
          field.name,
        ).toBe(200);
      const filteredRecord = await sample();
      for (const field of declaration.fields.filter((f) => f.filterable)) {
        const value = filteredRecord[field.name];
        // A reference's 0 asks for the records without one.
        const asked = value === null && field.type === "reference" ? 0 : value;
        const filtered = await call(
          c.owner,
          "GET",
          `${base}?${field.name}=${encodeURIComponent(String(asked))}`,
        );
        expect(filtered.statusCode, filtered.body).toBe(200);
        const rows = filtered.json().data as Record<string, unknown>[];
        expect(rows.length, field.name).toBeGreaterThan(0);
        expect(rows.every((r) => r[field.name] === value)).toBe(true);
      }
      const searched = declaration.fields.find((f) => f.searchable && f.type === "text");
      if (searched) {
        const record = await sample();
        const found = await call(
          c.owner,
          "GET",
          `${base}?q=${encodeURIComponent(String(record[searched.name]).toLowerCase())}`,
        );
        expect(found.json().data.map((r: { id: number }) => r.id)).toContain(record.id);
      }
      for (const locale of ["en", "ar"] as const) {
        const badSort = await call(c.owner, "GET", `${base}?sort=password_hash`, undefined, locale);
        expect(badSort.statusCode).toBe(422);
        expect(badSort.json().errors.sort).toEqual([message(locale, "validation.enum")]);
        const badFilter = await call(c.owner, "GET", `${base}?business_id=1`, undefined, locale);
        expect(badFilter.statusCode).toBe(422);
        expect(badFilter.json().errors.business_id).toEqual([message(locale, "validation.unknownField")]);
      }
    });

    itWhen(declaration.listViews?.length, "no other list view")(
      "answers its other list views, each with its page size",
      async () => {
        for (const view of declaration.listViews ?? []) {
          const answer = await call(c.owner, "GET", `${base}/${view.path}`);
          expect(answer.statusCode, view.path).toBe(200);
          expect(answer.json().per_page).toBe(view.perPage);
          expect((await call(c.other, "GET", `${base}/${view.path}`)).statusCode).toBe(404);
        }
      },
    );

    itWhen(declaration.periodFilter, "no period filter")(
      "lists the records meeting a period, refusing a bad day in en and ar",
      async () => {
        const record = await sample();
        const period = declaration.periodFilter!;
        const [start, end] = [String(record[period.start]), String(record[period.end])];
        const ids = async (query: string) =>
          (await call(c.owner, "GET", `${base}?per_page=100&${query}`))
            .json()
            .data.map((r: { id: number }) => r.id);
        expect(await ids(`from=${start}&to=${end}`)).toContain(record.id);
        const after = new Date(Date.parse(end) + 1000).toISOString();
        expect(await ids(`from=${after}`)).not.toContain(record.id);
        const before = new Date(Date.parse(start) - 1000).toISOString();
        expect(await ids(`to=${before}`)).not.toContain(record.id);
        for (const locale of ["en", "ar"] as const) {
          const bad = await call(c.owner, "GET", `${base}?from=someday`, undefined, locale);
          expect(bad.statusCode).toBe(422);
          expect(bad.json().errors.from).toEqual([message(locale, "validation.date")]);
        }
      },
    );

    itWhen(declaration.detail?.length, "no detail rows")("answers a record's detail rows", async () => {
      const record = await sample();
      const detail = (await call(c.owner, "GET", `${base}/${record.id}`)).json().data;
      for (const rows of declaration.detail ?? [])
        expect(Array.isArray(detail[rows.key]), rows.key).toBe(true);
    });
  },
);

describe("coupons hooks", () => {
  const coupon = {
    code: "HOOKS-1",
    kind: "percent",
    amount: 10,
    valid_from: "2031-06-20",
    valid_to: "2031-06-30",
  };
  const url = () => `/api/business/${c.restaurant.id}/coupons`;

  it("keeps a percent within 0–100 and the first day before the last, in en and ar", async () => {
    for (const [payload, field, key, params] of [
      [{ ...coupon, amount: 150 }, "amount", "validation.maximum", { limit: 100 }],
      [{ ...coupon, valid_from: "2031-07-01" }, "valid_to", "validation.dateRange", undefined],
    ] as const) {
      for (const locale of ["en", "ar"] as const) {
        const answer = await call(c.owner, "POST", url(), payload, locale);
        expect(answer.statusCode, answer.body).toBe(422);
        expect(answer.json().errors[field]).toEqual([message(locale, key, params)]);
      }
    }
    const fixed = await call(c.owner, "POST", url(), { ...coupon, kind: "fixed", amount: 150.125 });
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.json().data).toMatchObject({ amount: 150.125, active: true, minimum_order_total: null });
  });
});
