import type { FastifyRequest } from "fastify";
import { forbidden, HttpError, notFound } from "../../errors";
import { loadAccess } from "../../plugins/tenancy";
import { businessTypeOf } from "../business/repository";
import { membershipsOf } from "../users/repository";
import type { BranchSettingsScope } from "../../../src/domain/settingsScopes";
import type { SettingsTarget } from "./service";

// Whose settings a call reads or writes. The business's and a branch's are settled by the route's access
// (plugins/access.ts); a user's preferences by the rule below.

export const businessTarget = async (
  request: FastifyRequest,
  businessId: number,
): Promise<SettingsTarget> => ({
  scope: "business",
  scopeId: businessId,
  businessId,
  businessType: await businessTypeOf(request.server.db, businessId),
});

export const branchTarget = async (
  request: FastifyRequest,
  scope: BranchSettingsScope,
  businessId: number,
  branchId: number,
): Promise<SettingsTarget> => ({
  scope,
  scopeId: branchId,
  businessId,
  branchId,
  businessType: await businessTypeOf(request.server.db, businessId),
});

/**
 * A user's preferences: their own, or, for a business owner, reading those of the staff of their business.
 * Preferences belong to the whole account, so only the user themself changes them (`write`). Finer than the route's
 * `self`, because whose they are depends on the memberships the two accounts share: a stranger's answer 404, a
 * co-member's 403.
 */
export async function userTarget(
  request: FastifyRequest,
  userId: number,
  write = false,
): Promise<SettingsTarget> {
  const target: SettingsTarget = { scope: "user", scopeId: userId, businessId: null, businessType: "" };
  if (userId === request.user.id) return target;
  const access = await loadAccess(request);
  const memberships = await membershipsOf(request.server.db, userId);
  const shared = memberships.filter((m) => access.business.some((b) => b.id === m.business_id));
  if (!shared.length) throw notFound();
  if (write) throw new HttpError(403, "people.settings.ownPreferencesOnly");
  const owned = shared.find(
    (m) => m.role === "staff" && access.business.find((b) => b.id === m.business_id)?.is_owner,
  );
  if (!owned) throw forbidden();
  return { ...target, businessId: owned.business_id };
}
