import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { GENERATED_EMAIL_DOMAIN, type Locale } from "../../../src/domain/constants";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { notFound, validationFailed } from "../../errors";
import { pickLocale } from "../../i18n";
import { recordAudit } from "../../plugins/audit";
import { isMember } from "../../shared/scope-checks";
import { mailIsDelivered, sendMail } from "../auth/mailer";
import { hasPassword, NO_PASSWORD } from "../auth/passwords";
import { existingAccountMail, newAccountMail } from "./invitation-mail";
import { invitationUrl, issueInvitationLink } from "./invitation-links";

// Adding staff (README Decisions; the issue "account squatting and e-mail enumeration through staff creation").
// Nobody ever gets an account with a password someone else chose: a new e-mail gets an account WITHOUT a password
// (login answers it as a wrong password), and every e-mail, new or registered, gets a pending invitation with a
// one-time link. Whatever the account, the same steps run (a new e-mail adds one insert; no password is hashed on
// either path, so the time is comparable) and the answer is the same `{ invited, email, delivery[, link] }`, the
// audit too; the users list shows the invitation with what the inviter typed,
// so nothing tells the inviter whether the e-mail had an account. The person accepts through the link: choosing
// their password when the account has none, signing in with their own when it has one (set-password.ts).
// With SMTP and a real e-mail the link is mailed ("email"); otherwise the answer carries it for the inviter to hand
// over ("link"). The mail goes out inside the transaction: when the SMTP server fails (503) nothing was saved.

export interface Invitee {
  name: string;
  /** Lower-cased. */
  email: string;
  /** E.164. */
  phone: string;
  /** Language of the e-mail. */
  locale?: Locale;
}

type Answer =
  | { invited: true; email: string; delivery: "email" }
  | { invited: true; email: string; delivery: "link"; link: string };

/** The account of the e-mail, made without a password when there is none (two inviters at once make one). */
async function accountOf(trx: Transaction<DB>, invitee: Invitee, now: string) {
  const find = () =>
    trx
      .selectFrom("users")
      .select(["id", "password_hash"])
      .where("email", "=", invitee.email)
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  await trx
    .insertInto("users")
    .values({
      name: invitee.name,
      email: invitee.email,
      phone: invitee.phone,
      password_hash: NO_PASSWORD,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return (await find())!;
}

/** The business's pending invitation of the account, made or brought up to date with what the inviter typed. */
async function openInvitation(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  userId: number,
  invitee: Invitee,
  now: string,
) {
  const typed = {
    name: invitee.name,
    email: invitee.email,
    phone: invitee.phone,
    invited_by: request.user.id,
  };
  const open = await trx
    .selectFrom("invitations")
    .select("id")
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (open) {
    await trx.updateTable("invitations").set(typed).where("id", "=", open.id).execute();
    return open.id;
  }
  const created = await trx
    .insertInto("invitations")
    .values({
      ...typed,
      business_id: businessId,
      user_id: userId,
      status: "pending",
      created_at: now,
      answered_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return created.id;
}

/** A new link for the invitation (the old one stops working), mailed or answered; the same answer for any account. */
async function deliverLink(
  trx: Transaction<DB>,
  request: FastifyRequest,
  invitation: { id: number; businessId: number; passwordHash: string },
  invitee: Invitee,
): Promise<Answer> {
  const app = request.server;
  const mailed = mailIsDelivered(app) && !invitee.email.endsWith(`@${GENERATED_EMAIL_DOMAIN}`);
  const link = invitationUrl(app.config.publicUrl, await issueInvitationLink(trx, invitation.id, mailed));
  if (!mailed) return { invited: true, email: invitee.email, delivery: "link", link };
  const business = await trx
    .selectFrom("businesses")
    .select("name")
    .where("id", "=", invitation.businessId)
    .executeTakeFirstOrThrow();
  const facts = {
    locale: invitee.locale ?? pickLocale(request.headers),
    business: business.name,
    inviter: request.user.name,
    email: invitee.email,
  };
  // Only the mailbox's owner reads which of the two it is.
  const mail = hasPassword(invitation.passwordHash)
    ? existingAccountMail(facts, link)
    : newAccountMail(facts, link);
  await sendMail(app, { to: invitee.email, ...mail });
  return { invited: true, email: invitee.email, delivery: "email" };
}

/** `POST users`: invites the e-mail to the business as staff (users.create checked by the caller). */
export function inviteToBusiness(
  request: FastifyRequest,
  businessId: number,
  invitee: Invitee,
): Promise<Answer> {
  return request.server.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const account = await accountOf(trx, invitee, now);
    // Members are listed to whoever may add users, so saying so reveals nothing new.
    if (await isMember(trx, businessId, account.id))
      throw validationFailed({ email: "people.users.alreadyMember" });
    const id = await openInvitation(trx, request, businessId, account.id, invitee, now);
    await recordAudit(trx, request, {
      action: "invite",
      entity: "invitation",
      entityId: id,
      businessId,
      after: { name: invitee.name, email: invitee.email, phone: invitee.phone },
    });
    return deliverLink(trx, request, { id, businessId, passwordHash: account.password_hash }, invitee);
  });
}

const pendingOf = (trx: Transaction<DB>, businessId: number, id: number) =>
  trx
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.user_id")
    .select(["invitations.name", "invitations.email", "invitations.phone", "users.password_hash"])
    .where("invitations.id", "=", id)
    .where("invitations.business_id", "=", businessId)
    .where("invitations.status", "=", "pending")
    .executeTakeFirst();

/** Sends a pending invitation's link again: a new one, the old one stops working (users.create, route config). */
export async function resendInvitation(
  request: FastifyRequest,
  businessId: number,
  id: number,
  locale?: Locale,
): Promise<Answer> {
  return request.server.db.transaction().execute(async (trx) => {
    const row = await pendingOf(trx, businessId, id);
    if (!row) throw notFound();
    const invitee = { name: row.name ?? "", email: row.email ?? "", phone: row.phone ?? "", locale };
    await recordAudit(trx, request, { action: "resend", entity: "invitation", entityId: id, businessId });
    return deliverLink(trx, request, { id, businessId, passwordHash: row.password_hash }, invitee);
  });
}

/** Withdraws a pending invitation: its link stops working and it leaves the users list (users.delete, route config). */
export async function cancelInvitation(request: FastifyRequest, businessId: number, id: number) {
  return request.server.db.transaction().execute(async (trx) => {
    const canceled = await trx
      .updateTable("invitations")
      .set({ status: "canceled", answered_at: nowIso(), link_hash: null })
      .where("id", "=", id)
      .where("business_id", "=", businessId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(canceled.numUpdatedRows) !== 1) throw notFound();
    await recordAudit(trx, request, { action: "cancel", entity: "invitation", entityId: id, businessId });
    return { id };
  });
}
