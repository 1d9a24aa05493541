import fp from "fastify-plugin";
import type { FastifyInstance, RouteOptions } from "fastify";
import { HttpError, validationFailed } from "../errors";
import { INT_MAX, INT_MIN } from "../http/schemas";

// Crafted input must never reach the database: every column is a 32-bit integer or text, and PostgreSQL
// refuses NUL in text. The guards live here once, so a route added tomorrow is covered without thinking of it.

type Schema = Record<string | symbol, unknown>;
const SUBSCHEMAS = ["properties", "patternProperties"] as const;
const SCHEMA_LISTS = ["anyOf", "allOf", "oneOf", "prefixItems"] as const;

/**
 * A copy of an input schema where every integer and number has a range: integers within the 32-bit columns,
 * numbers within the same span unless the route names a tighter one. Shared schema objects are never changed.
 * The range is also what refuses "Infinity" and "1e309": AJV's coercion turns them into Infinity, which only a
 * maximum catches (with AJV's strictNumbers on, a coerced non-finite value skips range checks: app.ts turns it off).
 */
export function bounded(schema: unknown): unknown {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const copy: Schema = { ...(schema as Schema) };
  const types = ([] as unknown[]).concat(copy.type ?? []);
  if (types.includes("integer") || types.includes("number")) {
    copy.minimum = Math.max(typeof copy.minimum === "number" ? copy.minimum : INT_MIN, INT_MIN);
    copy.maximum = Math.min(typeof copy.maximum === "number" ? copy.maximum : INT_MAX, INT_MAX);
  }
  for (const key of SUBSCHEMAS) {
    const map = copy[key] as Record<string, unknown> | undefined;
    if (map && typeof map === "object")
      copy[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, bounded(v)]));
  }
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(bounded);
  for (const key of ["items", "additionalProperties", "not"] as const) {
    if (copy[key] && typeof copy[key] === "object") copy[key] = bounded(copy[key]);
  }
  return copy;
}

/** The path of the first string holding a NUL byte, walked without recursion so 10 000 levels of nesting are fine. */
export function nulBytePath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length) {
    const next = stack.pop()!;
    if (typeof next.value === "string") {
      if (next.value.includes("\u0000")) return next.path;
    } else if (next.value && typeof next.value === "object") {
      for (const [key, child] of Object.entries(next.value)) {
        if (key.includes("\u0000"))
          return next.path ? `${next.path}.${key.split("\u0000").join("")}` : "body";
        stack.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return undefined;
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.schema) return;
    for (const part of ["body", "querystring", "params", "headers"] as const) {
      if (route.schema[part]) route.schema[part] = bounded(route.schema[part]);
    }
    // OpenAPI's own mark of an operation without sign-in, so the document (and the tests generated from it) knows.
    // A route signed otherwise (the Pusher HTTP API's signature) declares its own security.
    if (route.config?.access?.scope === "public" && !route.schema.security) route.schema.security = [];
  });

  app.addHook("preValidation", async (request) => {
    // A JSON route sent a form: the multipart parser leaves the body empty, which could pass as "nothing to change".
    if (request.isMultipart() && request.routeOptions.schema?.body)
      throw new HttpError(415, "errors.unsupportedContentType");
    // A form without a boundary cannot be read at all; the multipart reader would throw a plain Error (a 500).
    if (request.isMultipart() && !/;\s*boundary=/i.test(request.headers["content-type"] ?? ""))
      throw new HttpError(400, "errors.badRequest");
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const path = nulBytePath(value);
      if (path !== undefined) throw validationFailed({ [path || part]: "validation.nulByte" });
    }
  });
});
