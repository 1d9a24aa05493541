import type { FastifyRequest } from "fastify";
import { can } from "../../../src/domain/permissions";
import { nowIso } from "../../db/dialect";
import { forbidden, HttpError, notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { loadAccess, requireBusiness, type Access } from "../../plugins/tenancy";
import { hashPassword } from "../auth/passwords";
import { findMember, membershipsOf } from "./repository";
import { checkUserForm, completeNewUser, USER_FORM_MESSAGES } from "./rules";
import type { CreateUserInput, UpdateUserInput } from "./schemas";

// Decisions (README): creating a user whose e-mail already has an account adds that account to the business as staff,
// never changing its name, phone or password. An account's name, e-mail, phone and password may be changed through
// users/{id} only by someone allowed to update users in EVERY business the account belongs to, and an owner's account
// only by the owner: otherwise one business could take over a person's login used elsewhere.

const emailOwner = (request: FastifyRequest, email: string) =>
  request.server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();

export async function createUser(request: FastifyRequest, body: CreateUserInput) {
  const businessId = body.business_id;
  await requireBusiness(request, businessId, { area: "users", action: "create" });
  const form = checkUserForm(body, USER_FORM_MESSAGES);
  const { email, password, generatedPassword } = completeNewUser(form);
  const existing = await emailOwner(request, email);
  const passwordHash = existing ? undefined : await hashPassword(password);
  return request.server.db.transaction().execute(async (trx) => {
    const now = nowIso();
    let userId = existing?.id;
    if (userId) {
      const member = await trx.selectFrom("business_users").select("role").where("business_id", "=", businessId).where("user_id", "=", userId).executeTakeFirst();
      if (member) throw validationFailed({ email: "people.users.alreadyMember" });
    } else {
      const row = await trx
        .insertInto("users")
        .values({ name: form.name, email, phone: form.phone, password_hash: passwordHash!, email_verified_at: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      userId = row.id;
    }
    await trx.insertInto("business_users").values({ business_id: businessId, user_id: userId, role: "staff", created_at: now }).execute();
    const user = (await findMember(trx, businessId, userId))!;
    await recordAudit(trx, request, {
      action: "create",
      entity: "user",
      entityId: userId,
      businessId,
      after: { id: userId, name: user.name, email: user.email, phone: user.phone, role: "staff", existing_account: !!existing },
    });
    return { data: user, existing: !!existing, ...(existing || !generatedPassword ? {} : { generated_password: generatedPassword }) };
  });
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

function assertMayChangeAccount(access: Access, editorId: number, userId: number, memberships: { business_id: number; role: string }[]) {
  if (userId === editorId) return;
  for (const m of memberships) {
    if (m.role === "owner") throw new HttpError(403, "people.users.ownerProtected");
    if (!can(access, { businessId: m.business_id, area: "users", action: "update" })) throw new HttpError(403, "people.users.sharedAccount");
  }
}

export async function updateUser(request: FastifyRequest, userId: number, body: UpdateUserInput) {
  const { access, memberships, chosen } = await sharedBusinesses(request, userId, body.business_id);
  const business = chosen.find((m) => can(access, { businessId: m.business_id, area: "users", action: "update" }));
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
    const after = (await findMember(trx, business.business_id, userId))!;
    await recordAudit(trx, request, {
      action: "update",
      entity: "user",
      entityId: userId,
      businessId: business.business_id,
      before: { name: before.name, email: before.email, phone: before.phone },
      after: { name: after.name, email: after.email, phone: after.phone, ...(passwordHash ? { password: "changed" } : {}) },
    });
    return after;
  });
}

/** Removes the user from the business (or from every shared business the signed-in user may remove users from). */
export async function removeUser(request: FastifyRequest, userId: number, businessId?: number) {
  const { access, chosen } = await sharedBusinesses(request, userId, businessId);
  const allowed = chosen.filter((m) => can(access, { businessId: m.business_id, area: "users", action: "delete" }));
  if (!allowed.length || (businessId !== undefined && allowed.length !== chosen.length)) throw forbidden();
  if (userId === request.user.id) throw new HttpError(403, "people.users.cannotDeleteSelf");
  if (allowed.some((m) => m.role === "owner")) throw new HttpError(403, "people.users.cannotDeleteOwner");
  await request.server.db.transaction().execute(async (trx) => {
    for (const { business_id } of allowed) {
      const before = await findMember(trx, business_id, userId);
      await trx.deleteFrom("permissions").where("user_id", "=", userId).where("business_id", "=", business_id).execute();
      await trx.deleteFrom("notifications").where("user_id", "=", userId).where("business_id", "=", business_id).execute();
      await trx.deleteFrom("business_users").where("user_id", "=", userId).where("business_id", "=", business_id).execute();
      await recordAudit(trx, request, { action: "delete", entity: "user", entityId: userId, businessId: business_id, before });
    }
    // Someone left with no business keeps the account (audits still name them) but every session ends.
    const remaining = await trx.selectFrom("business_users").select("business_id").where("user_id", "=", userId).limit(1).executeTakeFirst();
    if (!remaining) {
      await trx.updateTable("api_tokens").set({ revoked_at: nowIso() }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
    }
  });
  return { id: userId };
}
