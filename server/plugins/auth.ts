import { createHash } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthenticated } from "../errors";
import { nowIso } from "../db/dialect";

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  tokenId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set on every /api route that is not marked `config: { public: true }`. */
    user: SignedInUser;
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

/** Resolves a bearer token to its user, or undefined when it is unknown, revoked or expired. */
export async function userForToken(app: FastifyInstance, token: string): Promise<SignedInUser | undefined> {
  const row = await app.db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .select(["api_tokens.id as tokenId", "api_tokens.expires_at", "api_tokens.revoked_at", "api_tokens.last_used_at"])
    .select(["users.id", "users.name", "users.email"])
    .where("api_tokens.token_hash", "=", hashToken(token))
    .where("api_tokens.purpose", "=", "dashboard")
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= nowIso()) return undefined;
  if (!row.last_used_at || Date.now() - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS) {
    await app.db.updateTable("api_tokens").set({ last_used_at: nowIso() }).where("id", "=", row.tokenId).execute();
  }
  return { id: row.id, name: row.name, email: row.email, tokenId: row.tokenId };
}

/** Every /api route needs a valid bearer token unless its config says `public: true`. */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest("user", null as unknown as SignedInUser);
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url ?? "";
    if (!url.startsWith("/api/") || url.startsWith("/api/docs") || request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    const user = token ? await userForToken(app, token) : undefined;
    if (!user) throw unauthenticated();
    request.user = user;
  });
});
