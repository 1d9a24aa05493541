import type { DemoIds, JsonSchema } from "./route-catalog";

// Bodies derived from a route's JSON schema: a plausible valid one to start from, and many that are invalid by
// construction (each breaks one property in a way no coercion can repair), so none of them may ever be stored.

/** The first alternative of a union that is not null: the type a property really has. */
function mainOf(schema: JsonSchema): JsonSchema {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return mainOf(alternatives.find((s) => s.type !== "null") ?? alternatives[0]);
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const main = mainOf(schema);
  if (main.enum || main.const !== undefined) return "enum";
  return Array.isArray(main.type) ? main.type.find((t) => t !== "null") : main.type;
};

/** A demo record id for an `*_id` field, so the valid parts of a body point at real rows of the owner. */
function idField(name: string, ids: DemoIds): number | undefined {
  const table: Record<string, string> = {
    business_id: "businesses",
    branch_id: "branches",
    menu_id: "menus",
    category_id: "categories",
    item_id: "items",
    floor_id: "floors",
    table_id: "tables",
    media_id: "media",
    user_id: "users",
    holiday_id: "holidays",
    price_id: "prices",
  };
  return table[name] ? ids.byTable[table[name]] : undefined;
}

/** A value the schema accepts, as far as a schema can tell (handlers may still refuse it). */
export function sampleOf(schema: JsonSchema, name: string, ids: DemoIds): unknown {
  const main = mainOf(schema);
  if (main.default !== undefined) return main.default;
  if (main.const !== undefined) return main.const;
  if (main.enum) return main.enum[0];
  switch (typeOf(main)) {
    case "string": {
      if (main.format === "email") return "sample@example.com";
      if (/^(from|to|date|paid_at|starts_at|ends_at)$|_at$/.test(name)) return "2031-01-15";
      if (name === "locale") return "en";
      if (name === "phone") return "+96550000000";
      const min = Number(main.minLength ?? 1);
      return "Sample".padEnd(min, "x").slice(0, Number(main.maxLength ?? 255));
    }
    case "integer":
    case "number":
      return idField(name, ids) ?? Math.max(Number(main.minimum ?? 1), 1);
    case "boolean":
      return false;
    case "array": {
      const count = Math.max(Number(main.minItems ?? 1), 1);
      if (name === "locales") return [{ locale: "en", name: "Sample" }];
      return Array.from({ length: count }, () =>
        sampleOf((main.items as JsonSchema) ?? {}, name.replace(/s$/, ""), ids),
      );
    }
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(main.properties ?? {})) out[key] = sampleOf(child, key, ids);
      return out;
    }
    default:
      return "Sample";
  }
}

/** Most copies of an array's item a maximal body holds: enough for a sum to pass any single field's bound. */
const MAXIMAL_ITEMS = 30;

/**
 * A body of valid parts whose sums are as large as the schema allows: every amount and count at its maximum,
 * every list as long as it may be (up to MAXIMAL_ITEMS), an end date a month after its start. Each value passes
 * its own field's check; totals derived from them (an order's lines, a stay's nights) must be refused with a
 * 4xx, never overflow a column.
 */
export function maximalOf(schema: JsonSchema, name: string, ids: DemoIds): unknown {
  const main = mainOf(schema);
  switch (typeOf(main)) {
    case "integer":
    case "number":
      return (
        idField(name, ids) ??
        (main.maximum !== undefined ? Number(main.maximum) : sampleOf(schema, name, ids))
      );
    case "string":
      if (/^(to|ends_at|till|until)$/.test(name)) return "2031-02-14";
      return sampleOf(schema, name, ids);
    case "array": {
      if (name === "locales") return sampleOf(schema, name, ids);
      const count = Math.min(Number(main.maxItems ?? MAXIMAL_ITEMS), MAXIMAL_ITEMS);
      return Array.from({ length: Math.max(count, Number(main.minItems ?? 0)) }, () =>
        maximalOf((main.items as JsonSchema) ?? {}, name.replace(/s$/, ""), ids),
      );
    }
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(main.properties ?? {})) out[key] = maximalOf(child, key, ids);
      return out;
    }
    default:
      return sampleOf(schema, name, ids);
  }
}

const DEEP = 10_000;
/** Nested arrays as raw JSON text: no JavaScript value is built, the server's parser meets it first. */
export const deepArrayText = (depth = DEEP) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

// Values refused by every schema of the given type, whatever AJV coerces (numbers to strings, true to 1, x to [x]).
const NOT_A_NUMBER: unknown[] = [
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  1e308,
  -1e308,
  9007199254740992,
  [3000000000],
  2147483648,
  -2147483649,
  "NaN",
  "abc",
  "1\u00002",
  {},
  [1, 2],
  { valueOf: 1 },
];
// ("0x10" is not here: AJV coerces it to 16, a valid number.)
const NOT_AN_INTEGER: unknown[] = [...NOT_A_NUMBER, 1.5, "1e+308", "9007199254740993"];
const NOT_A_STRING: unknown[] = [
  {},
  [1, 2],
  { length: 1 },
  [[]],
  "a\u0000b",
  "\u0000",
  "name\u0000",
  "\u0000\u0000\u0000",
];
const NOT_A_BOOLEAN: unknown[] = ["maybe", 2, -1, {}, [true, false], "Infinity", "\u0000"];
const NOT_IN_ENUM: unknown[] = ["no-such-value", "", {}, [1, 2], "\u0000", 1e308];
const NOT_AN_ARRAY: unknown[] = [{ a: 1 }, { length: 1 }, [{ __proto__: 1 }, "\u0000"]];
const NOT_AN_OBJECT: unknown[] = ["text", 5, [1, 2], true, "\u0000"];

/** Values a property of this schema must refuse. */
export function badValuesFor(schema: JsonSchema): unknown[] {
  const alternatives = ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).filter(
    (s) => s.type !== "null",
  );
  // A value bad for one alternative may suit another (a 0 meaning "none", a number or a text): NUL never does.
  if (alternatives.length > 1) return ["\u0000", "a\u0000", { nested: "\u0000" }, ["\u0000"]];
  const main = mainOf(schema);
  const type = typeOf(main);
  const extra: unknown[] = [];
  if (type === "string" && typeof main.maxLength === "number") extra.push("x".repeat(main.maxLength + 1));
  if ((type === "integer" || type === "number") && typeof main.maximum === "number")
    extra.push(main.maximum + 1);
  // (Not for a nullable field: AJV coerces 0 to null there, a valid "none".)
  const nullable =
    schema.nullable === true || ((schema.anyOf ?? []) as JsonSchema[]).some((s) => s.type === "null");
  if ((type === "integer" || type === "number") && typeof main.minimum === "number" && !nullable)
    extra.push(main.minimum - 1);
  switch (type) {
    case "integer":
      return [...NOT_AN_INTEGER, ...extra];
    case "number":
      return [...NOT_A_NUMBER, ...extra];
    case "string":
      return [...NOT_A_STRING, ...extra];
    case "boolean":
      return NOT_A_BOOLEAN;
    case "enum":
      return NOT_IN_ENUM;
    case "array":
      return [...NOT_AN_ARRAY, ...badValuesFor((main.items as JsonSchema) ?? {}).map((v) => [v])];
    case "object":
      return NOT_AN_OBJECT;
    default:
      // An untyped property (free JSON) can hold anything but a NUL byte.
      return ["\u0000", { nested: "a\u0000" }, ["\u0000"]];
  }
}

/** Every property path of a body schema with its schema, nested objects and array items included. */
function leaves(
  schema: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  const main = mainOf(schema);
  const out = path.length ? [{ path, schema }] : [];
  const type = typeOf(main);
  if (type === "object") {
    for (const [key, child] of Object.entries(main.properties ?? {}))
      out.push(...leaves(child, [...path, key]));
  } else if (type === "array" && main.items) {
    out.push(...leaves(main.items as JsonSchema, [...path, 0]));
  }
  return out;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null)
      node[key] = typeof path[path.indexOf(key) + 1] === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

export interface HostileBody {
  label: string;
  /** Raw text sent as is (with contentType), or a value sent as JSON. */
  text?: string;
  json?: unknown;
  contentType?: string;
}

/** At least `minimum` bodies for a route, each one invalid; the first ones break each property in turn. */
export function hostileBodies(schema: JsonSchema, ids: DemoIds, minimum = 200): HostileBody[] {
  const base = sampleOf(schema, "body", ids);
  const out: HostileBody[] = [];
  for (const leaf of leaves(schema)) {
    for (const bad of badValuesFor(leaf.schema))
      out.push({ label: `${leaf.path.join(".")}=${short(bad)}`, json: setAt(base, leaf.path, bad) });
  }
  const required = (mainOf(schema).required ?? []) as string[];
  const first = required[0] ?? Object.keys(mainOf(schema).properties ?? {})[0] ?? "x";
  out.push(
    { label: "array body", json: [base] },
    { label: "string body", json: "text" },
    { label: "number body", json: 1e308 },
    { label: "invalid JSON", text: '{"a":', contentType: "application/json" },
    { label: "JSON with NUL", text: '{"x":"\\u0000"}', contentType: "application/json" },
    // Deep values go into a real property: under an unknown key they would simply be dropped.
    {
      label: "deep nesting",
      text: `{${JSON.stringify(first)}:${deepArrayText()}}`,
      contentType: "application/json",
    },
    {
      label: "deep objects",
      text: `{${JSON.stringify(first)}:${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}}`,
      contentType: "application/json",
    },
    {
      label: "deep with __proto__",
      text: `${'{"__proto__":'.repeat(2000)}1${"}".repeat(2000)}`,
      contentType: "application/json",
    },
    {
      label: "5 MB string",
      json: { ...(base as object), [required[0] ?? "name"]: "x".repeat(5 * 1024 * 1024) },
    },
    { label: "text/plain", text: JSON.stringify(base), contentType: "text/plain" },
    { label: "multipart without boundary", text: "--x\r\n\r\n", contentType: "multipart/form-data" },
    { label: "form-urlencoded", text: "a=1", contentType: "application/x-www-form-urlencoded" },
    { label: "empty JSON", text: "", contentType: "application/json" },
  );
  // Without required fields an empty body is a valid "change nothing".
  if (required.length)
    out.push(
      { label: "empty object", json: {} },
      { label: "null body", text: "null", contentType: "application/json" },
    );
  // Top up with NUL bytes at every position of every string property, then with numbers out of any range.
  const strings = leaves(schema).filter((l) => typeOf(l.schema) === "string" || !typeOf(l.schema));
  const numbers = leaves(schema).filter((l) => ["integer", "number"].includes(typeOf(l.schema) ?? ""));
  const pool = strings.length
    ? strings
    : numbers.length
      ? numbers
      : [{ path: ["x"], schema: {} as JsonSchema }];
  for (let i = 0; out.length < minimum; i++) {
    const leaf = pool[i % pool.length];
    const isNumber = numbers.includes(leaf) && !strings.length;
    const bad = isNumber
      ? i % 2
        ? 1e300 * (i + 2)
        : `${i + 1}e400`
      : `${"Sample".slice(0, i % 7)}\u0000${"x".repeat(i % 13)}`;
    out.push({ label: `${leaf.path.join(".")}#${i}`, json: setAt(base, leaf.path, bad) });
  }
  return out;
}

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 30 ? `${text.slice(0, 27)}...` : text;
};
