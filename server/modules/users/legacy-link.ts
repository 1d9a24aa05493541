import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { hashToken } from "../../plugins/auth";
import { recordAudit } from "../../plugins/audit";
import { revokeSessions } from "../auth/tokens";

// Links e-mailed before invitations carried their own (migration 2026_11_27_100_invitation_links): an api_tokens
// row of this purpose, for an account already on the staff. They only ever went to the mailbox itself, never to the
// inviter, so until they expire (7 days) they still set that account's password as they promised. Nothing issues
// them any more; this file can go once the last one has expired.

const LEGACY_PURPOSE = "set-password";

/**
 * Uses up a still-valid old link and gives its account the password: the account's id, or undefined when the
 * token is no such link.
 */
export async function setPasswordByLegacyLink(
  trx: Transaction<DB>,
  request: FastifyRequest,
  token: string,
  passwordHash: string,
): Promise<number | undefined> {
  const now = nowIso();
  const used = await trx
    .updateTable("api_tokens")
    .set({ revoked_at: now, last_used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", LEGACY_PURPOSE)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!used) return undefined;
  const userId = used.user_id;
  // Whoever held the password the inviter typed is signed out: the new one is the only way in.
  await revokeSessions(trx, userId);
  await trx
    .updateTable("users")
    .set({ password_hash: passwordHash, email_verified_at: now, updated_at: now })
    .where("id", "=", userId)
    .execute();
  request.user = { id: userId, name: "", email: "", tokenId: 0 };
  await recordAudit(trx, request, {
    action: "set_password",
    entity: "user",
    entityId: userId,
    after: { password: "set" },
  });
  return userId;
}
