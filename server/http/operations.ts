import { DECLARED_RESOURCES } from "../../src/domain/resources";
import type { RouteAccess } from "../plugins/access";

// The OpenAPI document's operation ids, summaries and descriptions (issue 49), derived in this one place from each
// route's method, path and declared access, so generated clients get stable, readable function names
// (`listOrders`, `getOrder`, `createOrder`) without every route spelling them. Where the derivation would read
// badly or collide, OVERRIDES names the operation; a test holds every id unique and camelCase.

/** Explicit ids, by `METHOD path` as Fastify declares it (without the /api prefix). */
const OVERRIDES: Record<string, string> = {
  "POST /auth/login": "login",
  "POST /auth/logout": "logout",
  "GET /users/info": "getSessionUser",
  "GET /dev/outbox": "listDevOutbox",
  // The menu editor's whole document, beside the menus' own record at business/:businessId/menus/:id.
  "GET /menu/:menuId": "getMenuEditorDocument",
};

/** Words that stay as they are in the singular. */
const INVARIANT = new Set([
  "business",
  "media",
  "settings",
  "status",
  "statuses",
  "news",
  "info",
  "access",
  "address",
]);

export function singular(word: string): string {
  if (INVARIANT.has(word) || word.endsWith("ss")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

const pascal = (text: string) =>
  text
    .split(/[-_.]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

const isParam = (segment: string) => segment.startsWith(":") || segment.startsWith("{");

/**
 * The static words of a path, each in the singular when a parameter follows it (one record: `orders/:id`) and as
 * written otherwise (a collection), without the scope prefixes every business route shares (`business/:businessId`,
 * `branches/:branchId`) unless they are the record itself.
 */
function wordsOf(path: string): { words: string[]; endsWithParam: boolean } {
  const segments = path
    .replace(/^\/api/, "")
    .split("/")
    .filter(Boolean);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (isParam(segment)) return;
    const scope =
      (segment === "business" && segments[i + 1] === ":businessId") ||
      (segment === "branches" && segments[i + 1] === ":branchId");
    if (scope && i + 2 < segments.length) return;
    words.push(isParam(segments[i + 1] ?? "") ? singular(segment) : segment);
  });
  return { words, endsWithParam: isParam(segments[segments.length - 1] ?? "") };
}

/** Verbs a path may end with (`/orders/:id/delete`, `/items/sort`): the operation is that verb on the words before. */
const ACTION_VERBS = new Set([
  "delete",
  "sort",
  "set",
  "sync",
  "cancel",
  "resend",
  "rotate",
  "accept",
  "reject",
  "ready",
  "recall",
  "bump",
  "validate",
  "send",
  "register",
  "reset",
  "revoke",
  "refresh",
  "upload",
  "attach",
  "export",
  "generate",
  "switch",
  "verify",
  "change",
  "read",
  "mark",
  "copy",
  "move",
  "duplicate",
  "publish",
  "invite",
  "resend",
  "restore",
  "check",
  "call",
  "quote",
  "track",
  "print",
]);

/** Declared resources also served at their legacy top-level path (`/hotels`): their ids say so. */
const LEGACY_BASES = new Set(DECLARED_RESOURCES.flatMap((d) => (d.legacyPath ? [d.legacyPath] : [])));

/** The derived operation id of a route: its verb, then the path's words. */
export function operationIdOf(method: string, path: string, isList: boolean, isCreate: boolean): string {
  const route = path.replace(/^\/api/, "");
  const override = OVERRIDES[`${method} ${route}`];
  if (override) return override;
  const legacy = LEGACY_BASES.has(route.split("/")[1] ?? "") ? "Legacy" : "";
  const { words, endsWithParam } = wordsOf(route);
  const last = words[words.length - 1] ?? "root";
  const action = !endsWithParam && method === "POST" ? last.split(/[-_]/)[0] : undefined;
  if (action && ACTION_VERBS.has(action) && words.length > 1) {
    const rest = last.split(/[-_]/).slice(1).join("-");
    return `${action}${words.slice(0, -1).map(pascal).join("")}${pascal(rest)}${legacy}`;
  }
  let verb: string;
  if (method === "GET") verb = isList ? "list" : "get";
  else if (endsWithParam) verb = "update";
  else verb = isCreate ? "create" : "post";
  // A create names the record it makes: `createOrder` at `orders`.
  const nouns = verb === "create" ? [...words.slice(0, -1), singular(last)] : words;
  return `${verb}${nouns.map(pascal).join("")}${legacy}`;
}

/** `listOrders` → "List orders". */
export function summaryOf(operationId: string): string {
  const words = operationId
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .trim();
  return words[0].toUpperCase() + words.slice(1);
}

/** Who may call the route, in a sentence: the description's second half. */
export function accessSentence(access: RouteAccess | undefined): string {
  if (!access) return "";
  switch (access.scope) {
    case "public":
      return "Public: no sign-in.";
    case "everyone":
      return "Any signed-in user.";
    case "self":
      return "Acts on the signed-in account itself.";
    case "owner":
      return "The owner of the business only.";
    default: {
      if ("anyMember" in access) return "Any member of the business; other businesses answer 404.";
      const areas = Array.isArray(access.area) ? access.area.join(" or ") : access.area;
      const where = access.scope === "branch" ? "in the branch" : "in any branch of the business";
      return `Needs the permission \`${areas}.${access.action}\` ${where}; other businesses answer 404.`;
    }
  }
}

interface TransformInput {
  schema: unknown;
  url: string;
  route: { method: string | string[]; config?: unknown };
}

/** A list answers a page (`total`) or an array under `data`. */
const isListAnswer = (schema: unknown) => {
  const properties = (schema as { properties?: Record<string, { type?: string }> } | undefined)?.properties;
  return !!properties?.total || properties?.data?.type === "array";
};

/**
 * @fastify/swagger's `transform`: adds the operation's id, summary and description unless the route wrote its
 * own. The routes' schemas are left alone (validation and serialization never see these fields).
 */
export function describeOperation({ schema, url, route }: TransformInput): {
  schema: Record<string, unknown>;
  url: string;
} {
  const own = (schema ?? {}) as Record<string, unknown>;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const responses = (own.response ?? {}) as Record<string, unknown>;
  const operationId =
    (own.operationId as string | undefined) ??
    operationIdOf(method, url, isListAnswer(responses[200]), responses[201] !== undefined);
  const summary = (own.summary as string | undefined) ?? summaryOf(operationId);
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const description =
    (own.description as string | undefined) ??
    [`${summary}.`, accessSentence(access)].filter(Boolean).join(" ");
  return { schema: { ...own, operationId, summary, description }, url };
}
