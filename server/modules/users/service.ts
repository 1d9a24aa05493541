import type { FastifyRequest } from "fastify";
import { GENERATED_EMAIL_DOMAIN, SET_PASSWORD_LINK_TTL_DAYS } from "../../../src/domain/constants";
import { can } from "../../../src/domain/permissions";
import { pickLocale } from "../../i18n";
import { nowIso } from "../../db/dialect";
import { forbidden, HttpError, notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { loadAccess, requireBusiness, type Access } from "../../plugins/tenancy";
import { mailIsDelivered, sendMail } from "../auth/mailer";
import { hashPassword } from "../auth/passwords";
import { issueToken, revokeSessions } from "../auth/tokens";
import { existingAccountMail, newAccountMail } from "./invitation-mail";
import { addMember, findMember, membershipsOf } from "./repository";
import { checkUserForm, completeNewUser, USER_FORM_MESSAGES } from "./rules";
import type { CreateUserInput, UpdateUserInput } from "./schemas";

// Decisions (README): adding a user whose e-mail already has an account never attaches that account: it only
// invites it (invitations.ts), and the invited person accepts from their own dashboard. A new e-mail creates the
// account and adds it to the business at once, as before. Both answer the same 202 `{ data: { invited, email } }`,
// so the call tells nothing about whether the e-mail is registered or whose it is.
// How the person learns they were added depends only on the server and the form, never on the account: with SMTP
// and a real e-mail they are mailed (a set-password link for a new account, a note to accept for an existing one),
// and the answer says `delivery: "email"`; otherwise `delivery: "password"` and the owner passes the password on.
// The mail is sent inside the transaction, so when the SMTP server fails (503) nothing was created.
// An account's name, e-mail, phone and password may be changed through users/{id} only by someone allowed to
// update users in EVERY business the account belongs to (an account exclusively theirs), never an owner's account;
// account-wide preferences (users/{id}/settings/set) only by the user themself.

/** api_tokens.purpose of the one-time links of invitation e-mails (set-password.ts redeems them). */
export const SET_PASSWORD_PURPOSE = "set-password";

const emailOwner = (request: FastifyRequest, email: string) =>
  request.server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();

export async function createUser(request: FastifyRequest, body: CreateUserInput) {
  const businessId = body.business_id;
  await requireBusiness(request, businessId, { area: "users", action: "create" });
  const form = checkUserForm(body, USER_FORM_MESSAGES);
  const { email, password } = completeNewUser(form);
  const existing = await emailOwner(request, email);
  // Hashed in both cases, so the answer takes as long for a registered e-mail as for a new one.
  const passwordHash = await hashPassword(password);
  const app = request.server;
  const delivery = mailIsDelivered(app) && !email.endsWith(`@${GENERATED_EMAIL_DOMAIN}`) ? ("email" as const) : ("password" as const);
  const business = await app.db.selectFrom("businesses").select("name").where("id", "=", businessId).executeTakeFirstOrThrow();
  const facts = {
    locale: body.locale ?? pickLocale(request.headers),
    business: business.name,
    inviter: request.user.name,
    email,
    publicUrl: app.config.publicUrl,
  };
  await request.server.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (existing) {
      const member = await trx
        .selectFrom("business_users")
        .select("role")
        .where("business_id", "=", businessId)
        .where("user_id", "=", existing.id)
        .executeTakeFirst();
      // Members are listed to whoever may add users, so saying so reveals nothing new.
      if (member) throw validationFailed({ email: "people.users.alreadyMember" });
      const open = await trx
        .selectFrom("invitations")
        .select("id")
        .where("business_id", "=", businessId)
        .where("user_id", "=", existing.id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      const invitationId =
        open?.id ??
        (
          await trx
            .insertInto("invitations")
            .values({
              business_id: businessId,
              user_id: existing.id,
              invited_by: request.user.id,
              status: "pending",
              created_at: now,
              answered_at: null,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      await recordAudit(trx, request, {
        action: "invite",
        entity: "invitation",
        entityId: invitationId,
        businessId,
        after: { email },
      });
      if (delivery === "email") await sendMail(app, { to: email, ...existingAccountMail(facts) });
      return;
    }
    const { id: userId } = await trx
      .insertInto("users")
      .values({
        name: form.name,
        email,
        phone: form.phone,
        password_hash: passwordHash,
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addMember(trx, businessId, userId, "staff", now);
    await recordAudit(trx, request, {
      action: "create",
      entity: "user",
      entityId: userId,
      businessId,
      after: { id: userId, name: form.name, email, phone: form.phone, role: "staff" },
    });
    if (delivery === "email") {
      const token = await issueToken(trx, userId, {
        purpose: SET_PASSWORD_PURPOSE,
        ttlMs: SET_PASSWORD_LINK_TTL_DAYS * 86_400_000,
      });
      await sendMail(app, { to: email, ...newAccountMail(facts, token) });
    }
  });
  return { data: { invited: true as const, email, delivery } };
}

/** The businesses both the signed-in user and the target belong to (404 when none, or not the one asked for). */
async function sharedBusinesses(request: FastifyRequest, userId: number, businessId?: number) {
  const access = await loadAccess(request);
  const memberships = await membershipsOf(request.server.db, userId);
  const shared = memberships.filter((m) => access.business.some((b) => b.id === m.business_id));
  const chosen = businessId === undefined ? shared : shared.filter((m) => m.business_id === businessId);
  if (!chosen.length) throw notFound();
  return { access, memberships, chosen };
}

function assertMayChangeAccount(
  access: Access,
  editorId: number,
  userId: number,
  memberships: { business_id: number; role: string }[],
) {
  if (userId === editorId) return;
  for (const m of memberships) {
    if (m.role === "owner") throw new HttpError(403, "people.users.ownerProtected");
    if (!can(access, { businessId: m.business_id, area: "users", action: "update" }))
      throw new HttpError(403, "people.users.sharedAccount");
  }
}

export async function updateUser(request: FastifyRequest, userId: number, body: UpdateUserInput) {
  const { access, memberships, chosen } = await sharedBusinesses(request, userId, body.business_id);
  const business = chosen.find((m) =>
    can(access, { businessId: m.business_id, area: "users", action: "update" }),
  );
  if (!business) throw forbidden();
  assertMayChangeAccount(access, request.user.id, userId, memberships);
  const form = checkUserForm(body, USER_FORM_MESSAGES);
  if (form.email) {
    const owner = await emailOwner(request, form.email);
    if (owner && owner.id !== userId) throw validationFailed({ email: "people.users.emailTaken" });
  }
  const passwordHash = form.password ? await hashPassword(form.password) : undefined;
  return request.server.db.transaction().execute(async (trx) => {
    const before = (await findMember(trx, business.business_id, userId))!;
    await trx
      .updateTable("users")
      .set({
        name: form.name,
        phone: form.phone,
        ...(form.email && form.email !== before.email ? { email: form.email, email_verified_at: null } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", userId)
      .execute();
    // A password set for someone else ends all their sessions: whoever held the old one is signed out.
    if (passwordHash)
      await revokeSessions(trx, userId, userId === request.user.id ? request.user.tokenId : undefined);
    const after = (await findMember(trx, business.business_id, userId))!;
    await recordAudit(trx, request, {
      action: "update",
      entity: "user",
      entityId: userId,
      businessId: business.business_id,
      before: { name: before.name, email: before.email, phone: before.phone },
      after: {
        name: after.name,
        email: after.email,
        phone: after.phone,
        ...(passwordHash ? { password: "changed" } : {}),
      },
    });
    return after;
  });
}

/**
 * Removes the user from ONE business, the one named by `business_id` (body or query): leaving one business never
 * touches their place in another, even when the signed-in user may remove users there too.
 */
export async function removeUser(request: FastifyRequest, userId: number, businessId?: number) {
  if (businessId === undefined) throw validationFailed({ business_id: "people.users.businessRequired" });
  const { access, chosen } = await sharedBusinesses(request, userId, businessId);
  const [membership] = chosen;
  if (!can(access, { businessId, area: "users", action: "delete" })) throw forbidden();
  if (userId === request.user.id) throw new HttpError(403, "people.users.cannotDeleteSelf");
  if (membership.role === "owner") throw new HttpError(403, "people.users.cannotDeleteOwner");
  await request.server.db.transaction().execute(async (trx) => {
    const before = await findMember(trx, businessId, userId);
    // Their permissions, notifications and membership here; their account and other businesses stay.
    for (const table of ["permissions", "notifications", "business_users"] as const)
      await trx.deleteFrom(table).where("user_id", "=", userId).where("business_id", "=", businessId).execute();
    await recordAudit(trx, request, {
      action: "delete",
      entity: "user",
      entityId: userId,
      businessId,
      before,
    });
    // Someone left with no business keeps the account (audits still name them) but every session ends.
    const remaining = await trx
      .selectFrom("business_users")
      .select("business_id")
      .where("user_id", "=", userId)
      .limit(1)
      .executeTakeFirst();
    if (!remaining) await revokeSessions(trx, userId);
  });
  return { id: userId };
}
