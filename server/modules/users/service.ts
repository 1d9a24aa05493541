import type { FastifyRequest } from "fastify";
import { can } from "../../../src/domain/permissions";
import { generatedEmailFor } from "../../../src/domain/phone";
import { nowIso } from "../../db/dialect";
import { HttpError, notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { loadAccess, type Access } from "../../plugins/tenancy";
import { idFromPath } from "../../http/schemas";
import { perRequest } from "../../shared/per-request";
import { hashPassword } from "../auth/passwords";
import { revokeSessions } from "../auth/tokens";
import { inviteToBusiness } from "./invite";
import { findMember, membershipsOf } from "./repository";
import { checkUserForm, USER_FORM_MESSAGES } from "./rules";
import type { CreateUserInput, UpdateUserInput } from "./schemas";

// Decisions (README): adding a user only ever invites (invite.ts): a new e-mail gets an account without a password
// and the person chooses their own through the invitation's link; an e-mail that has an account keeps it untouched.
// Both answer the same 202, so the call tells nothing about whether the e-mail is registered or whose it is.
// An account's name, e-mail, phone and password may be changed through users/{id} only by someone allowed to
// update users in EVERY business the account belongs to (an account exclusively theirs), never an owner's account;
// account-wide preferences (users/{id}/settings/set) only by the user themself.

const emailOwner = (request: FastifyRequest, email: string) =>
  request.server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();

/** `POST users`: the body's business_id is the route's (users.create checked by the access hook). */
export async function createUser(request: FastifyRequest, body: CreateUserInput) {
  const businessId = body.business_id;
  // Only these fields: a password sent anyway (an older dashboard) is neither checked nor used.
  const form = checkUserForm({ name: body.name, phone: body.phone, email: body.email }, USER_FORM_MESSAGES);
  const email = form.email ?? generatedEmailFor(form.phone);
  const data = await inviteToBusiness(request, businessId, {
    name: form.name,
    email,
    phone: form.phone,
    locale: body.locale,
  });
  return { data };
}

/** The business_id a call names, in its body or else its query (read before validation too: plugins/access.ts). */
const businessNamed = (request: FastifyRequest) =>
  idFromPath((request.body as { business_id?: unknown } | undefined)?.business_id) ??
  idFromPath((request.query as { business_id?: unknown } | undefined)?.business_id);

/**
 * The businesses both the signed-in user and the target account (users/{id}) belong to: 404 when none, or not the
 * one asked for; undefined when the path names no valid id yet.
 */
const sharedBusinesses = perRequest(async (request) => {
  const userId = idFromPath((request.params as { id?: unknown }).id);
  if (userId === undefined) return undefined;
  const businessId = businessNamed(request);
  const access = await loadAccess(request);
  const memberships = await membershipsOf(request.server.db, userId);
  const shared = memberships.filter((m) => access.business.some((b) => b.id === m.business_id));
  const chosen = businessId === undefined ? shared : shared.filter((m) => m.business_id === businessId);
  if (!chosen.length) throw notFound();
  return { access, memberships, chosen };
});

/**
 * `users/{id}` is addressed by the account alone: the business it is edited through is the one sent, else one both
 * share where the caller may update users (else the first shared one, which the access hook then refuses with 403).
 */
export async function businessOfUserEdit(request: FastifyRequest): Promise<number | undefined> {
  const shared = await sharedBusinesses(request);
  if (!shared) return undefined;
  const { access, chosen } = shared;
  const allowed = chosen.find((m) =>
    can(access, { businessId: m.business_id, area: "users", action: "update" }),
  );
  return (allowed ?? chosen[0]).business_id;
}

/**
 * `users/{id}/delete` removes the account from ONE business, the one named by `business_id` (body or query), which
 * the caller must belong to (404) and hold users.delete in (403): checked by the access hook.
 */
export async function businessOfUserRemoval(request: FastifyRequest): Promise<number> {
  const businessId = businessNamed(request);
  if (businessId === undefined) throw validationFailed({ business_id: "people.users.businessRequired" });
  return businessId;
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
  // Finer than the route's users.update in the business (businessOfUserEdit): an account is everyone's it belongs
  // to, so it changes only when the caller may update users in every business of it, and never an owner's.
  // The route's access has found both (their business answers 404 otherwise).
  const { access, memberships } = (await sharedBusinesses(request))!;
  const business = { business_id: (await businessOfUserEdit(request))! };
  // One's own name, e-mail and password are the account's profile: not for a session scoped to a branch.
  if (userId === request.user.id && request.user.scope) throw new HttpError(403, "auth.scopedSession");
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
 * Removes the user from ONE business (businessOfUserRemoval): leaving one business never touches their place in
 * another, even when the signed-in user may remove users there too.
 */
export async function removeUser(request: FastifyRequest, userId: number) {
  const businessId = await businessOfUserRemoval(request);
  // The account must be a member there too (404), and neither the caller nor the owner.
  const [membership] = (await sharedBusinesses(request))!.chosen;
  if (userId === request.user.id) throw new HttpError(403, "people.users.cannotDeleteSelf");
  if (membership.role === "owner") throw new HttpError(403, "people.users.cannotDeleteOwner");
  await request.server.db.transaction().execute(async (trx) => {
    const before = await findMember(trx, businessId, userId);
    // Their permissions, notifications and membership here; their account and other businesses stay.
    for (const table of ["permissions", "notifications", "business_users"] as const)
      await trx
        .deleteFrom(table)
        .where("user_id", "=", userId)
        .where("business_id", "=", businessId)
        .execute();
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
