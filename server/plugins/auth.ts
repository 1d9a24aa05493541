import { createHash } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, unauthenticated } from "../errors";
import { nowIso } from "../db/dialect";
import { keepAccess, readTokenAndAccess, type SessionScope } from "./tenancy";
import { shareWrites, TokenAccessCache } from "./access-cache";
import { readApiKeyAndAccess, touchApiKey, type ApiKeyPrincipal } from "../modules/api-keys/principal";
import { isApiKeySecret } from "../modules/api-keys/secrets";

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  tokenId: number;
  /** The business and branch of a session made from a login QR code; absent for a full session. */
  scope?: SessionScope;
  /**
   * The request is signed with an API key (modules/api-keys): `id` is then 0 (a key is no person; see `personId`),
   * `name` the key's, and its access the key's own.
   */
  apiKey?: ApiKeyPrincipal;
}

/** The person behind the request, for the columns that name one (created_by, a status change's user); null for a key. */
export const personId = (request: FastifyRequest): number | null =>
  request.user && !request.user.apiKey ? request.user.id : null;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set on every /api route whose access is not `{ scope: "public" }` (plugins/access.ts). */
    user: SignedInUser;
  }
  interface FastifyContextConfig {
    /**
     * The route acts on the signed-in account (its profile, password, settings, sessions, businesses, invitations,
     * login codes), or on a whole business past any one branch (its deletion, its audits, its API keys), rather
     * than on one branch: a scoped session (a login QR's) and an API key are refused with 403, whatever they may do
     * in their branches. An API key is also refused every `self` route (it has no account).
     */
    account?: true;
  }
  interface FastifyInstance {
    /** Bearer tokens' reads kept between requests until anything is written (plugins/access-cache.ts). */
    signIns: TokenAccessCache;
  }
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

// Updating last_used_at on every request would turn reads into writes; once a minute is enough to show activity.
const LAST_USED_RESOLUTION_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice("Bearer ".length).trim() || undefined;
}

const touch = (app: FastifyInstance, tokenId: number, at: string) =>
  app.db.updateTable("api_tokens").set({ last_used_at: at }).where("id", "=", tokenId);

/** The session or API key of a credential (a key is tried first, by its prefix; a session token may not have it). */
async function readCredential(app: FastifyInstance, credential: string, hash: string) {
  if (isApiKeySecret(credential)) {
    const key = await app.signIns.read(hash, () => readApiKeyAndAccess(app.db, hash));
    if (key.token) return key;
  }
  return app.signIns.read(hash, () => readTokenAndAccess(app.db, hash));
}

/**
 * Resolves a bearer token to its user, or undefined when it is unknown, revoked or expired. The user's access is read
 * in the same statement and kept for the request (one round trip where there were two), and between requests until
 * anything is written (plugins/access-cache.ts).
 */
export async function signInWithToken(
  request: FastifyRequest,
  token: string,
): Promise<SignedInUser | undefined> {
  const app = request.server;
  const hash = hashToken(token);
  const { token: row, access } = await readCredential(app, token, hash);
  if (!row || row.revokedAt || row.expiresAt <= nowIso()) return undefined;
  if (!row.lastUsedAt || Date.now() - Date.parse(row.lastUsedAt) > LAST_USED_RESOLUTION_MS) {
    const now = nowIso();
    await (row.apiKey ? touchApiKey(app.db, row.apiKey.id, now) : touch(app, row.tokenId, now)).execute();
    app.signIns.touched(hash, now);
  }
  keepAccess(request, access);
  if (row.apiKey) return { id: 0, name: row.name, email: "", tokenId: 0, apiKey: row.apiKey };
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    tokenId: row.tokenId,
    ...(row.scope ? { scope: row.scope } : {}),
  };
}

/**
 * Every /api route needs a valid bearer token unless its access is `{ scope: "public" }`; a route whose config says
 * `account: true` also needs a full session, not one scoped to a branch.
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest("user", null as unknown as SignedInUser);
  // The last-used time is not part of access: writing it leaves every kept read in place.
  app.writes.ignore(touch(app, 0, "").compile().sql);
  app.writes.ignore(touchApiKey(app.db, 0, "").compile().sql);
  app.decorate("signIns", new TokenAccessCache(app.writes));
  if (app.config.redisUrl) await shareWrites(app, app.writes, app.config.redisUrl, app.redisNamespaces.live);
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url ?? "";
    const config = request.routeOptions.config;
    if (!url.startsWith("/api/") || url.startsWith("/api/docs") || config?.access?.scope === "public") return;
    const token = bearerToken(request);
    const user = token ? await signInWithToken(request, token) : undefined;
    if (!user) throw unauthenticated();
    request.user = user;
    // The one place account routes are closed to scoped sessions (a login QR's): each route only says `account`.
    if (user.scope && config?.account) throw new HttpError(403, "auth.scopedSession");
    // And the one place they are closed to API keys, with every route of an account (a key has none).
    if (user.apiKey && (config?.account || config?.access?.scope === "self"))
      throw new HttpError(403, "auth.apiKeyRefused");
  });
});
