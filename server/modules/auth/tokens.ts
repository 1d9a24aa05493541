import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { TOKEN_TTL_DAYS } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { hashToken } from "../../plugins/auth";
import type { SessionScope } from "../../plugins/tenancy";

const DAY_MS = 86_400_000;

/**
 * A new bearer token: 32 random bytes for the client, only its SHA-256 kept (DESIGN §4). With a scope, the token
 * is limited to that business and branch: a login code made for them, or the session it turns into.
 */
export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  options: { purpose?: string; scope?: SessionScope; ttlMs?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("api_tokens")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose: options.purpose ?? "dashboard",
      business_id: options.scope?.businessId ?? null,
      branch_id: options.scope?.branchId ?? null,
      expires_at: new Date(Date.now() + (options.ttlMs ?? TOKEN_TTL_DAYS * DAY_MS)).toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return token;
}

export async function revokeToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db.updateTable("api_tokens").set({ revoked_at: nowIso() }).where("id", "=", tokenId).execute();
}

/** Ends every session of the user, or every one but `keepTokenId` (the session that changed the password). */
export async function revokeSessions(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  keepTokenId?: number,
): Promise<number> {
  let query = db
    .updateTable("api_tokens")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepTokenId !== undefined) query = query.where("id", "!=", keepTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
