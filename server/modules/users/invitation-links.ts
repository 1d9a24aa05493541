import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { SET_PASSWORD_LINK_TTL_DAYS, SET_PASSWORD_PATH } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { hashToken } from "../../plugins/auth";
import { isMember } from "../../shared/scope-checks";
import { addMember } from "./repository";

// The one-time link of a staff invitation (README Decisions). Only the token's SHA-256 is kept, on the invitation
// itself, so a pending invitation has at most one live link: a new one (resend) ends the old, and using, declining
// or canceling the invitation ends it too. The link proves nothing about an account that already has a password:
// it never sets one (set-password.ts), so handing it to the inviter never opens someone else's account.

type Db = Kysely<DB> | Transaction<DB>;

const DAY_MS = 86_400_000;

/** A new link for the invitation; `mailed` says whether it goes to the mailbox (then using it proves the e-mail). */
export async function issueInvitationLink(db: Db, invitationId: number, mailed: boolean): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .updateTable("invitations")
    .set({
      link_hash: hashToken(token),
      link_expires_at: new Date(Date.now() + SET_PASSWORD_LINK_TTL_DAYS * DAY_MS).toISOString(),
      link_mailed: mailed ? 1 : 0,
    })
    .where("id", "=", invitationId)
    .execute();
  return token;
}

/** The dashboard's page for the link. The token rides in the fragment: it never reaches a server log or a Referer. */
export const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, "")}${SET_PASSWORD_PATH}#token=${encodeURIComponent(token)}`;

/** The pending invitation a link opens, with its account's stored hash; undefined when used, canceled or expired. */
export function invitationOfLink(db: Db, token: string) {
  return db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.user_id")
    .innerJoin("businesses", "businesses.id", "invitations.business_id")
    .leftJoin("users as inviter", "inviter.id", "invitations.invited_by")
    .select(["invitations.id", "invitations.business_id", "invitations.user_id", "invitations.email"])
    .select(["invitations.link_mailed", "users.password_hash", "businesses.name as business_name"])
    .select("inviter.name as inviter_name")
    .where("invitations.link_hash", "=", hashToken(token))
    .where("invitations.status", "=", "pending")
    .where("invitations.link_expires_at", ">", nowIso())
    .executeTakeFirst();
}

/**
 * Accepts the user's pending invitation: one conditional UPDATE, so two tabs (or the link and the Account Settings
 * list) accept it once. The person becomes staff of the business. Answers its id, undefined when no longer pending.
 */
export async function acceptInvitation(
  trx: Db,
  invitationId: number,
  userId: number,
  now: string,
): Promise<number | undefined> {
  const accepted = await trx
    .updateTable("invitations")
    .set({ status: "accepted", answered_at: now, link_hash: null })
    .where("id", "=", invitationId)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .returning("business_id")
    .executeTakeFirst();
  if (!accepted) return undefined;
  if (!(await isMember(trx, accepted.business_id, userId)))
    await addMember(trx, accepted.business_id, userId, "staff", now);
  return accepted.business_id;
}
