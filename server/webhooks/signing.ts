import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// How a delivery is signed (docs/webhooks.md): HMAC-SHA256, keyed by the endpoint's secret, of
// `${timestamp}.${body}`, the timestamp in Unix seconds as sent in its own header. Receivers refuse old timestamps
// (replays) and compare signatures in constant time.

export const SIGNATURE_HEADER = "x-webhook-signature";
export const TIMESTAMP_HEADER = "x-webhook-timestamp";
export const DELIVERY_ID_HEADER = "x-webhook-id";
export const EVENT_HEADER = "x-webhook-event";

/** A new endpoint secret: 32 random bytes, prefixed so that people recognise it in their configuration. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** The signature header's value: `v1=` and the hex HMAC (a later scheme would add `v2=` beside it). */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The receiver's check, as docs/webhooks.md shows it (the tests verify deliveries with it). */
export function verifyDelivery(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  return (headers.signature ?? "")
    .split(",")
    .map((part) => Buffer.from(part.trim()))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
