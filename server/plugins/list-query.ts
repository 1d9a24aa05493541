import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { validationFailed, type FieldErrors } from "../errors";

// Every list refuses a query key its schema does not name (issue 49, react-admin's contract): a filter the server
// ignored would answer every row as if it had filtered them. A list is a GET under /api whose query schema has
// `page`; the keys it takes are its schema's properties, read once when the route registers. The sort *values* are
// the list's own, checked where each list reads them (db/pagination.ts listOrder and sortOf, or a schema enum).

declare module "fastify" {
  interface FastifyContextConfig {
    /** A list kept for older clients that send keys of their own (legacy paths): unknown keys are ignored. */
    lenientQuery?: string;
  }
  interface FastifyInstance {
    /** `GET url` of every list, with the query keys it takes (the generated tests read it). */
    listQueryKeys: Map<string, ReadonlySet<string>>;
    /** `GET url` of the lists that ignore unknown keys, with the reason each gives. */
    lenientLists: Map<string, string>;
  }
}

const routeKey = (url: string) => `GET ${url}`;

function queryKeysOf(route: RouteOptions): string[] | undefined {
  const methods = ([] as string[]).concat(route.method);
  const query = (route.schema as { querystring?: { properties?: Record<string, unknown> } } | undefined)
    ?.querystring;
  if (!methods.includes("GET") || !route.url.startsWith("/api/") || !query?.properties?.page)
    return undefined;
  return Object.keys(query.properties);
}

function refuseUnknownKeys(request: FastifyRequest, known: ReadonlySet<string>) {
  const errors: FieldErrors = {};
  for (const key of Object.keys((request.query as Record<string, unknown> | undefined) ?? {}))
    if (!known.has(key)) errors[key] = "validation.unknownField";
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export default fp(async function listQueryPlugin(app: FastifyInstance) {
  app.decorate("listQueryKeys", new Map<string, ReadonlySet<string>>());
  app.decorate("lenientLists", new Map<string, string>());
  app.addHook("onRoute", (route) => {
    const keys = queryKeysOf(route);
    if (!keys) return;
    const lenient = route.config?.lenientQuery;
    if (lenient) app.lenientLists.set(routeKey(route.url), lenient);
    else app.listQueryKeys.set(routeKey(route.url), new Set(keys));
  });
  // After the access hook's (registered first): an outsider is answered 404 or 403 before any word on its query.
  app.addHook("preValidation", async (request) => {
    if (request.method !== "GET") return;
    const known = app.listQueryKeys.get(routeKey(request.routeOptions.url ?? ""));
    if (known) refuseUnknownKeys(request, known);
  });
});
