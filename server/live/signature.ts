import { createHmac, timingSafeEqual } from "node:crypto";

// Pusher channel authorization (protocol 7): auth = "<key>:" + hex HMAC-SHA256 of "<socket_id>:<channel>" with the secret.

/** Socket ids are two integers joined by a dot; anything else could make us sign a forged string. */
export const isValidSocketId = (socketId: string) => /^\d{1,20}\.\d{1,20}$/.test(socketId);

/** Pusher channel names: up to 164 of A-Z a-z 0-9 _ - = @ , . ; */
export const isValidChannelName = (channel: string) => /^[A-Za-z0-9_\-=@,.;]{1,164}$/.test(channel);

export const channelSignature = (secret: string, socketId: string, channel: string) =>
  createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex");

export const channelAuth = (key: string, secret: string, socketId: string, channel: string) =>
  `${key}:${channelSignature(secret, socketId, channel)}`;

/** Constant-time comparison of a client's auth string with the expected one. */
export function isValidChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== "string") return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
