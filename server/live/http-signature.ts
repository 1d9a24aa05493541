import { createHash, createHmac, timingSafeEqual } from "node:crypto";

// Request signing of the Pusher HTTP API (the one the official `pusher` server libraries speak):
//   auth_signature = hex HMAC-SHA256(secret, "<METHOD>\n<path>\n<query>")
// where <query> is every query parameter but auth_signature, keys lower-cased, sorted by key, written key=value
// (values unescaped) and joined with "&"; a request with a body also signs body_md5, the hex MD5 of the body.

/** How old (or how far in the future) auth_timestamp may be: Pusher's own limit. */
export const MAX_CLOCK_SKEW_SECONDS = 600;

/** Why a signed request is refused, as the field it is about and a message key; undefined when it is genuine. */
export interface SignatureProblem {
  field: "auth_key" | "auth_timestamp" | "auth_version" | "auth_signature" | "body_md5";
  messageKey: string;
}

export interface SignedRequest {
  method: string;
  path: string;
  /** Decoded query parameters (a repeated parameter keeps its last value). */
  query: Record<string, string>;
  /** The raw body exactly as received ("" when there is none). */
  body: string;
}

export const md5Hex = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

/** The string Pusher signs for a request. */
export function stringToSign(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query)
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter(([key]) => key !== "auth_signature")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`);
  return [method.toUpperCase(), path, pairs.join("&")].join("\n");
}

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Checks a Pusher HTTP API request against the app's key and secret: the key, the version, the timestamp
 * (within MAX_CLOCK_SKEW_SECONDS of `nowSeconds`), the body's MD5 and the signature, in the order Pusher does.
 */
export function signatureProblem(
  request: SignedRequest,
  credentials: { key: string; secret: string },
  nowSeconds: number,
): SignatureProblem | undefined {
  const { query } = request;
  if (!query.auth_key || !sameText(query.auth_key, credentials.key))
    return { field: "auth_key", messageKey: "live.api.unknownKey" };
  if (query.auth_version !== undefined && query.auth_version !== "1.0")
    return { field: "auth_version", messageKey: "live.api.unsupportedVersion" };
  const timestamp = Number(query.auth_timestamp);
  if (!query.auth_timestamp || !Number.isInteger(timestamp))
    return { field: "auth_timestamp", messageKey: "live.api.timestampMissing" };
  if (Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS)
    return { field: "auth_timestamp", messageKey: "live.api.timestampExpired" };
  if (request.body.length > 0 || query.body_md5 !== undefined) {
    if (!query.body_md5 || !sameText(query.body_md5, md5Hex(request.body)))
      return { field: "body_md5", messageKey: "live.api.bodyMd5" };
  }
  const expected = createHmac("sha256", credentials.secret)
    .update(stringToSign(request.method, request.path, query))
    .digest("hex");
  if (!query.auth_signature || !sameText(query.auth_signature, expected))
    return { field: "auth_signature", messageKey: "live.api.badSignature" };
  return undefined;
}
