import fp from "fastify-plugin";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import {
  IDEMPOTENCY_KEEP_MS,
  IDEMPOTENCY_PENDING_STALE_MS,
  IDEMPOTENCY_RESPONSE_MAX_BYTES,
} from "../../src/domain/constants";
import { nowIso } from "../db/dialect";
import { HttpError, validationFailed } from "../errors";
import { idempotencyKeyOf, requestHashOf } from "../http/idempotency-key";
import {
  claimKey,
  dropClaim,
  dropExpired,
  finishClaim,
  readClaim,
  takeOverStale,
  type Claim,
} from "./idempotency-store";

// `Idempotency-Key` on every create route (issue 49; docs/api-keys.md), by one hook rather than per route. A create
// route is a signed-in POST whose schema declares a 201 answer: found when routes are registered, so a new one is
// covered without a word. The public API's orders and stays keep their own record, written in the order's
// transaction (modules/public/orders.ts); they read the header the same way (http/idempotency-key.ts).
//
// The first request under a key claims it (a row in the database, so every instance sees it) after its access
// check and validation, runs, and its 2xx answer is kept for 24 hours; a retry with the same request gets that
// answer again (status and body, with `Idempotent-Replayed: true`); the same key with another request is refused
// with 422; a retry while the first still runs gets 409 (the client retries; no instance holds a request open
// waiting on another). An answer that is not 2xx is not kept: the key is free again, and the retry runs.

declare module "fastify" {
  interface FastifyInstance {
    /** `POST url` of every route the Idempotency-Key applies to (the generated tests read it). */
    idempotentRoutes: Set<string>;
    /** `POST url` of the create routes that opt out, with the reason each gives. */
    idempotencySkipped: Map<string, string>;
  }
  interface FastifyContextConfig {
    /** A create route the Idempotency-Key cannot apply to, and why (the generated test lists them). */
    idempotency?: { skip: string };
  }
}

const routeKey = (url: string) => `POST ${url}`;

/** A signed-in create route: POST under /api, not public, with a 201 answer declared. */
function isCreateRoute(route: RouteOptions): boolean {
  const methods = ([] as string[]).concat(route.method);
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return (
    methods.includes("POST") &&
    route.url.startsWith("/api/") &&
    route.config?.access?.scope !== "public" &&
    !!response &&
    "201" in response
  );
}

/**
 * Whose keys: the business the path names (if any) and the principal, so two tenants, two people or two API keys
 * never share a key's answer.
 */
function scopeOf(request: FastifyRequest): string {
  const businessId = (request.params as { businessId?: unknown } | undefined)?.businessId ?? "-";
  const who = request.user.apiKey ? `k:${request.user.apiKey.id}` : `u:${request.user.id}`;
  return `b:${String(businessId)}|${who}`;
}

/**
 * What the request asks. A JSON body is validated by now (its keys' order does not count). A form (an upload) is
 * read by its route as it streams, after this check: it is told by its framing (the content type with its boundary
 * and its length) and the upload's option headers, so a retry of the same bytes replays and a form built again is
 * refused (422) rather than answered with another file's record.
 */
function requestHash(request: FastifyRequest): string {
  const contentType = String(request.headers["content-type"] ?? "");
  const isForm = contentType.startsWith("multipart/");
  const optionHeaders = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) =>
      ["menu-id", "business-id", "full-path", "convert-item", "kind"].includes(name),
    ),
  );
  return requestHashOf({
    route: request.routeOptions.url,
    url: request.url,
    body: isForm
      ? { contentType, length: request.headers["content-length"] ?? null, optionHeaders }
      : (request.body ?? null),
  });
}

const owned = new WeakMap<FastifyRequest, Claim>();

function replay(reply: FastifyReply, status: number, response: string) {
  return reply
    .code(status)
    .header("idempotent-replayed", "true")
    .send(JSON.parse(response) as unknown);
}

async function claim(request: FastifyRequest, reply: FastifyReply) {
  const key = idempotencyKeyOf(request);
  if (!key) return;
  const db = request.server.db;
  const scope = scopeOf(request);
  const hash = requestHash(request);
  for (let attempt = 0; attempt < 2; attempt++) {
    const mine = await claimKey(db, { scope, key, hash, at: nowIso() });
    if (mine) {
      owned.set(request, mine);
      return;
    }
    const row = await readClaim(db, scope, key);
    if (!row) continue; // Finished badly and dropped in between: claim it again.
    const age = Date.now() - Date.parse(row.created_at);
    if (age > IDEMPOTENCY_KEEP_MS) {
      await dropClaim(db, row.id);
      continue;
    }
    if (row.request_hash !== hash) throw validationFailed({ "idempotency-key": "idempotency.keyReused" });
    if (row.state === "done" && row.status !== null && row.response !== null)
      return replay(reply, row.status, row.response);
    if (age > IDEMPOTENCY_PENDING_STALE_MS) {
      const taken = await takeOverStale(db, row, nowIso());
      if (taken) {
        owned.set(request, taken);
        return;
      }
    }
    throw new HttpError(409, "idempotency.inProgress");
  }
  throw new HttpError(409, "idempotency.inProgress");
}

/** The answer is about to be written: a 2xx is kept for the retries, anything else frees the key. */
async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const mine = owned.get(request);
  if (!mine) return;
  owned.delete(request);
  const db = request.server.db;
  const status = reply.statusCode;
  const text = status >= 200 && status < 300 ? JSON.stringify(payload ?? null) : undefined;
  if (text !== undefined && Buffer.byteLength(text) <= IDEMPOTENCY_RESPONSE_MAX_BYTES)
    await finishClaim(db, mine, status, text);
  else await dropClaim(db, mine.id);
}

export default fp(async function idempotencyPlugin(app: FastifyInstance) {
  app.decorate("idempotentRoutes", new Set<string>());
  app.decorate("idempotencySkipped", new Map<string, string>());
  app.addHook("onRoute", (route) => {
    if (!isCreateRoute(route)) return;
    const skip = route.config?.idempotency?.skip;
    if (skip) app.idempotencySkipped.set(routeKey(route.url), skip);
    else app.idempotentRoutes.add(routeKey(route.url));
  });
  const applies = (request: FastifyRequest) =>
    request.method === "POST" && app.idempotentRoutes.has(routeKey(request.routeOptions.url ?? ""));
  // After the access hook's preHandler (plugins/access.ts, registered first): an answer is never replayed, nor a
  // key's reuse told, to a request that may not make the record.
  app.addHook("preHandler", async (request, reply) => {
    if (applies(request)) return claim(request, reply);
  });
  // The object the route answers, before it is serialized (and compressed): replayed through the same serializer.
  app.addHook("preSerialization", async (request, reply, payload) => {
    await settle(request, reply, payload);
    return payload;
  });
  // A route that answered text, or a request that ended without an answer, frees its key.
  app.addHook("onResponse", async (request) => {
    const mine = owned.get(request);
    if (!mine) return;
    owned.delete(request);
    await dropClaim(app.db, mine.id);
  });
  // Answers past their 24 hours go, a few at a time, as new keys are claimed (no timer to run on every instance).
  app.addHook("onResponse", async (request) => {
    if (applies(request) && request.headers["idempotency-key"] && Math.random() < 0.05)
      await dropExpired(app.db, new Date(Date.now() - IDEMPOTENCY_KEEP_MS).toISOString());
  });
});
