import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "../../src/domain/constants";
import { validationFailed } from "../errors";

// The `Idempotency-Key` header, read one way by every route that honours it: the public API's orders and stays
// (their key is recorded in the order's own transaction) and every other create route (plugins/idempotency.ts).

/** The header's key: 1 to 100 visible ASCII characters, or 422 with `message`. */
export function idempotencyKeyOf(
  request: FastifyRequest,
  message = "idempotency.keyInvalid",
): string | undefined {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key))
    throw validationFailed({ "idempotency-key": message });
  return key;
}

/** The same value whatever the order of its objects' keys (a client may send them in any order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** SHA-256 of what a request asks, to tell a retry (the same) from a reuse of its key (another request). */
export const requestHashOf = (what: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(canonical(what)))
    .digest("base64url");
