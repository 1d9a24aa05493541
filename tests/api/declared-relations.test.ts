import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARED_RESOURCES, declarationOf, type FieldDeclaration } from "../../src/domain/resources";
import { buildTestApp, injectAs, type TestApp } from "./helpers";
import { catalogContext, type CatalogContext } from "./catalog-helpers";
import { createSample, message, pathIn, sampleRecord } from "./declared-samples";
import { pngFile, upload } from "./media-helpers";

// Generated from src/domain/resources like declared-resources.test.ts, for what records hold of others: the
// polymorphic parents, the media lists and the grouped legacy lists. Any declaration using them is covered.

let t: TestApp;
let c: CatalogContext;
beforeAll(async () => {
  t = await buildTestApp();
  c = await catalogContext(t);
}, 120_000);
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object, locale: "en" | "ar" = "en") =>
  injectAs(t.app, c.owner, { method, url, payload, locale });

const firstIdIn = async (table: string, businessId: number) =>
  (
    await t.app.db
      .selectFrom(table as "hotels")
      .select("id")
      .where("business_id", "=", businessId)
      .orderBy("id")
      .executeTakeFirst()
  )?.id;

async function uploadedPicture(): Promise<number> {
  const answer = await upload(t.app, c.owner, await pngFile(), {
    fields: { business_id: String(c.restaurant.id) },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().file.id;
}

const withParents = DECLARED_RESOURCES.flatMap((declaration) =>
  declaration.fields
    .filter((field): field is FieldDeclaration & { parent: object } => !!field.parent)
    .map((field) => [`${declaration.name}.${field.name}`, declaration, field] as const),
);

describe.each(withParents)("parent %s", (_label, declaration, field) => {
  const parent = field.parent!;
  const base = () => pathIn(declaration, { businessId: c.restaurant.id });
  let n = 0;
  const body = (extra: object) => ({ ...sampleRecord(declaration, ++n), ...extra });

  it("goes to the first record of the default type when none is chosen, or to the chosen type's first", async () => {
    const created = await call("POST", base(), body({}));
    expect(created.statusCode, created.body).toBe(201);
    const defaultTable = parent.types.find((type) => type.type === parent.defaultType)?.table;
    const first = defaultTable ? await firstIdIn(defaultTable, c.restaurant.id) : undefined;
    if (first !== undefined)
      expect(created.json().data).toMatchObject({
        [parent.typeField]: parent.defaultType,
        [field.name]: first,
      });
    for (const type of parent.types) {
      const expected = type.table ? await firstIdIn(type.table, c.restaurant.id) : c.restaurant.id;
      if (expected === undefined) continue;
      const answer = await call("POST", base(), body({ [parent.typeField]: type.type }));
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({ [parent.typeField]: type.type, [field.name]: expected });
    }
  });

  it("keeps the parent on an update that names none", async () => {
    const record = await createSample(t.app, c.owner, base(), declaration, ++n);
    const kept = await call("POST", `${base()}/${record.id}`, { updated_at: record.updated_at });
    expect(kept.json().data[field.name]).toBe(record[field.name]);
  });

  const itself = parent.types.find((type) => !type.table);
  const moves = "moves to the business itself with the type alone";
  it.runIf(!!itself)(
    itself ? moves : `${moves} (skipped: no parent type of the business itself)`,
    async () => {
      const record = await createSample(t.app, c.owner, base(), declaration, ++n);
      const moved = await call("POST", `${base()}/${record.id}`, { [parent.typeField]: itself!.type });
      expect(moved.json().data).toMatchObject({
        [parent.typeField]: itself!.type,
        [field.name]: c.restaurant.id,
      });
    },
  );

  it("refuses a parent of another business with 422 in en and ar, writing nothing", async () => {
    for (const type of parent.types) {
      const foreign = type.table ? await firstIdIn(type.table, c.otherBusiness.id) : c.otherBusiness.id;
      if (foreign === undefined) continue;
      for (const locale of ["en", "ar"] as const) {
        const payload = body({ [parent.typeField]: type.type, [field.name]: foreign });
        const answer = await call("POST", base(), payload, locale);
        expect(answer.statusCode, `${type.type}: ${answer.body}`).toBe(422);
        expect(answer.json().errors[field.name]).toEqual([message(locale, parent.notFoundMessage)]);
      }
    }
  });
});

const withReferences = DECLARED_RESOURCES.flatMap((declaration) =>
  declaration.fields
    .filter((field) => (field.type === "reference" || field.type === "media") && !field.attach)
    .map((field) => [`${declaration.name}.${field.name}`, declaration, field] as const),
);

describe.each(withReferences)("reference %s", (_label, declaration, field) => {
  const base = () =>
    pathIn(declaration, { businessId: c.restaurant.id, branchId: c.restaurant.branches[0].id });
  const table = field.type === "media" ? "media" : declarationOf(field.reference!)!.table;
  let n = 500;

  /** A picture that is the user's own upload, not yet in a business (a form's new picture). */
  async function ownNewUpload(): Promise<number> {
    const now = new Date().toISOString();
    const owner = await t.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const media = { mediable_type: null, type: "image/jpeg", src: `/media/new-${++n}.jpg` };
    const row = await t.app.db
      .insertInto("media")
      .values({ ...media, business_id: null, uploaded_by: owner.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("refuses a record of another business with its message in en and ar, and takes the business's own", async () => {
    const foreign = await firstIdIn(table, c.otherBusiness.id);
    expect(foreign, `a ${table} row of the other business`).toBeDefined();
    for (const locale of ["en", "ar"] as const) {
      const answer = await call(
        "POST",
        base(),
        { ...sampleRecord(declaration, ++n), [field.name]: foreign },
        locale,
      );
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors[field.name]).toEqual([
        message(locale, field.notFoundMessage ?? "validation.invalid"),
      ]);
    }
    const own = [await firstIdIn(table, c.restaurant.id)];
    if (field.type === "media") own.push(await ownNewUpload());
    for (const id of own) {
      const answer = await call("POST", base(), { ...sampleRecord(declaration, ++n), [field.name]: id });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data[field.name]).toBe(id);
    }
  });
});

const withMediaLists = DECLARED_RESOURCES.flatMap((declaration) =>
  declaration.fields
    .filter((field) => field.type === "mediaList" && field.attach)
    .map((field) => [`${declaration.name}.${field.name}`, declaration, field] as const),
);

describe.each(withMediaLists)("media list %s", (_label, declaration, field) => {
  const expandedAs = field.attach!.expandedAs;
  const base = () => pathIn(declaration, { businessId: c.restaurant.id });
  const order = (record: Record<string, unknown>) =>
    (record[expandedAs] as { id: number; slug: string | null }[]).map((m) => [m.id, m.slug]);

  it("keeps the media in the order sent, the first image featured, and deletes the ones an update drops", async () => {
    const [a, b] = [await uploadedPicture(), await uploadedPicture()];
    const created = await call("POST", base(), { ...sampleRecord(declaration, 900), [field.name]: [b, a] });
    expect(created.statusCode, created.body).toBe(201);
    expect(order(created.json().data)).toEqual([
      [b, "featured"],
      [a, null],
    ]);
    const { id, updated_at } = created.json().data;
    const listed = (await call("GET", `${base()}?per_page=100`))
      .json()
      .data.find((r: { id: number }) => r.id === id);
    expect(order(listed)).toEqual(order(created.json().data));

    const updated = await call("POST", `${base()}/${id}`, { [field.name]: [a], updated_at });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(order(updated.json().data)).toEqual([[a, "featured"]]);
    expect((await call("GET", `/api/media/${b}`)).statusCode).toBe(404);

    // An update that sends no list leaves the media as they are; a delete takes them along.
    const untouched = await call("POST", `${base()}/${id}`, {});
    expect(order(untouched.json().data)).toEqual([[a, "featured"]]);
    expect((await call("POST", `${base()}/${id}/delete`)).statusCode).toBe(200);
    expect((await call("GET", `/api/media/${a}`)).statusCode).toBe(404);
  });
});

const grouped = DECLARED_RESOURCES.filter((d) => d.groupedLegacyList && d.legacyPath).map(
  (declaration) => [declaration.name, declaration] as const,
);

describe.each(grouped)("grouped legacy list of %s", (_name, declaration) => {
  const { field, key } = declaration.groupedLegacyList!;

  it("answers each page as groups in the field's order, counting records", async () => {
    const url = `/api/${declaration.legacyPath}?business_id=${c.restaurant.id}&per_page=100`;
    const answer = await call("GET", url);
    expect(answer.statusCode, answer.body).toBe(200);
    const groups = answer.json().data as Record<string, unknown>[];
    const values = groups.map((group) => String(group[field]));
    expect([...values].sort()).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
    for (const group of groups)
      for (const record of group[key] as Record<string, unknown>[]) expect(record[field]).toBe(group[field]);
    const records = groups.flatMap((group) => group[key] as Record<string, unknown>[]);
    expect(answer.json().total).toBe(records.length);
    const flat = (
      await call("GET", `${pathIn(declaration, { businessId: c.restaurant.id })}?per_page=100`)
    ).json();
    expect(flat.total).toBe(records.length);
  });
});

const counted = DECLARED_RESOURCES.filter((d) => d.counts?.length).map((d) => [d.name, d] as const);

describe.each(counted)("counts of %s", (_name, declaration) => {
  it("answers each record's count of the rows pointing at it, in the list and the detail", async () => {
    const base = pathIn(declaration, { businessId: c.restaurant.id, branchId: c.restaurant.branches[0].id });
    const records = (await call("GET", `${base}?per_page=100`)).json().data as Record<string, number>[];
    expect(records.length).toBeGreaterThan(0);
    for (const count of declaration.counts!)
      for (const record of records) {
        const stored = await t.app.db
          .selectFrom(count.table as "tables")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where(count.foreignKey as "floor_id", "=", record.id)
          .executeTakeFirstOrThrow();
        expect(record[count.key], `${count.key} of #${record.id}`).toBe(Number(stored.n));
        expect((await call("GET", `${base}/${record.id}`)).json().data[count.key]).toBe(Number(stored.n));
      }
  });
});

const movable = DECLARED_RESOURCES.filter((d) => d.branchMove && d.scope === "branch").map(
  (d) => [d.name, d] as const,
);

describe.each(movable)("branch moves of %s", (_name, declaration) => {
  const pathOf = (branch: number) => pathIn(declaration, { businessId: c.restaurant.id, branchId: branch });
  const [first, second] = [0, 1].map((i) => () => c.restaurant.branches[i].id);

  it("creates in or moves to another branch of the business, and refuses another business's branch", async () => {
    const created = await call("POST", pathOf(first()), {
      ...sampleRecord(declaration, 700),
      branch_id: second(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.branch_id).toBe(second());
    const record = await createSample(t.app, c.owner, pathOf(first()), declaration, 701);
    const moved = await call("POST", `${pathOf(first())}/${record.id}`, { branch_id: second() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.branch_id).toBe(second());
    expect((await call("GET", `${pathOf(first())}/${record.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${pathOf(second())}/${record.id}`)).statusCode).toBe(200);
    for (const locale of ["en", "ar"] as const) {
      const foreign = await call(
        "POST",
        `${pathOf(second())}/${record.id}`,
        { branch_id: c.otherBusiness.branches[0].id },
        locale,
      );
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.branch_id).toEqual([message(locale, declaration.branchMove!.message)]);
    }
  });
});

const nested = DECLARED_RESOURCES.filter((d) => d.pathParent).map((d) => [d.name, d] as const);

describe.each(nested)("%s under the parent in their path", (_name, declaration) => {
  const parent = declaration.pathParent!;
  const parentDeclaration = declarationOf(parent.resource)!;
  const branch = (i: number) => c.restaurant.branches[i].id;
  /** A new parent record in the restaurant's branch `i`. */
  const newParent = async (i: number, n: number) =>
    (
      await createSample(
        t.app,
        c.owner,
        pathIn(parentDeclaration, { businessId: c.restaurant.id, branchId: branch(i) }),
        parentDeclaration,
        n,
      )
    ).id;
  const under = (parentId: number, i = 0) =>
    pathIn(declaration, { businessId: c.restaurant.id, branchId: branch(i), [parent.param]: parentId });

  it("moves a record under another parent of the scope and refuses one of another branch in en and ar", async () => {
    const [first, second, elsewhere] = [
      await newParent(0, 501),
      await newParent(0, 502),
      await newParent(1, 503),
    ];
    const record = await createSample(t.app, c.owner, under(first), declaration, 504);
    expect(record[parent.column]).toBe(first);
    const moved = await call("POST", `${under(first)}/${record.id}`, { [parent.column]: second });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data[parent.column]).toBe(second);
    expect((await call("GET", `${under(first)}/${record.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${under(second)}/${record.id}`)).statusCode).toBe(200);
    for (const locale of ["en", "ar"] as const) {
      const refused = await call(
        "POST",
        `${under(second)}/${record.id}`,
        { [parent.column]: elsewhere },
        locale,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[parent.column]).toEqual([message(locale, parent.message)]);
    }
    // A parent of another branch named in the path is as good as missing, on every route.
    expect((await call("GET", under(elsewhere))).statusCode).toBe(404);
    expect((await call("GET", `${under(elsewhere)}/${record.id}`)).statusCode).toBe(404);
    expect((await call("POST", under(elsewhere), sampleRecord(declaration, 505))).statusCode).toBe(404);
  });
});
