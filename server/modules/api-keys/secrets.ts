import { randomBytes } from "node:crypto";
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from "../../../src/domain/constants";

// A key's secret: the recognisable prefix and 32 random bytes (base64url). Only its SHA-256 is stored (as a session
// token's, plugins/auth.ts hashToken); its first characters are kept apart to tell keys apart in the list.

export function newSecret(): { secret: string; shown: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, shown: secret.slice(0, API_KEY_SHOWN_LENGTH) };
}

/** Whether a bearer credential is an API key rather than a session token (those are hex, with no prefix). */
export const isApiKeySecret = (credential: string) => credential.startsWith(API_KEY_PREFIX);
