import type { FastifyRequest } from "fastify";
import { API_KEYS_PER_BUSINESS, PERMISSION_ACTIONS } from "../../../src/domain/constants";
import { CHALET_PERMISSION_AREAS, PERMISSION_AREAS } from "../../../src/domain/resources";
import { nowIso } from "../../db/dialect";
import { HttpError, notFound, validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { hashToken, personId } from "../../plugins/auth";
import { businessTypeOf } from "../business/repository";
import { branchIdsOf, countKeys, findKey, insertKey, keyOut, revokeKey } from "./repository";
import { newSecret } from "./secrets";

// Making and revoking a business's API keys (owners only: a key may carry any permission, and only an owner
// grants permissions, in the permissions editor too). The secret is answered once, when the key is made.

export interface ApiKeyInput {
  name: string;
  branch_ids: number[];
  permissions: string[];
  expires_at?: string | null;
}

/** The `area.action` strings a key of this business may hold: the areas of the permissions editor. */
export async function grantableOf(request: FastifyRequest, businessId: number): Promise<string[]> {
  const type = await businessTypeOf(request.server.db, businessId);
  const areas = type === "chalet" ? CHALET_PERMISSION_AREAS : PERMISSION_AREAS;
  return areas.flatMap((area) => PERMISSION_ACTIONS.map((action) => `${area}.${action}`));
}

/** What an audit row keeps of a key: never its secret nor the secret's hash. */
const audited = (key: ReturnType<typeof keyOut>) => ({
  name: key.name,
  prefix: key.prefix,
  branch_ids: key.branch_ids,
  permissions: key.permissions,
  expires_at: key.expires_at,
  revoked_at: key.revoked_at,
});

export async function createApiKey(request: FastifyRequest, businessId: number, input: ApiKeyInput) {
  const db = request.server.db;
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = "validation.required";
  const branches = new Set(await branchIdsOf(db, businessId));
  const branchIds = [...new Set(input.branch_ids)].sort((a, b) => a - b);
  const unknownBranch = branchIds.findIndex((id) => !branches.has(id));
  if (unknownBranch >= 0) errors[`branch_ids.${unknownBranch}`] = "apiKeys.branchUnknown";
  const grantable = new Set(await grantableOf(request, businessId));
  const permissions = [...new Set(input.permissions)].sort();
  const unknownGrant = permissions.findIndex((p) => !grantable.has(p));
  if (unknownGrant >= 0) errors[`permissions.${unknownGrant}`] = "apiKeys.permissionUnknown";
  let expiresAt: string | null = null;
  if (input.expires_at) {
    const time = Date.parse(input.expires_at);
    if (Number.isNaN(time)) errors.expires_at = "validation.date";
    else if (time <= Date.now()) errors.expires_at = "apiKeys.expiryPast";
    else expiresAt = new Date(time).toISOString();
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  const { secret, shown } = newSecret();
  const key = await db.transaction().execute(async (trx) => {
    if ((await countKeys(trx, businessId)) >= API_KEYS_PER_BUSINESS)
      throw new HttpError(422, "apiKeys.tooMany", { count: API_KEYS_PER_BUSINESS });
    const row = keyOut(
      await insertKey(trx, {
        businessId,
        name,
        prefix: shown,
        secretHash: hashToken(secret),
        branchIds,
        permissions,
        expiresAt,
        createdBy: personId(request),
        at: nowIso(),
      }),
    );
    await recordAudit(trx, request, {
      action: "create",
      entity: "api_key",
      entityId: row.id,
      businessId,
      after: audited(row),
    });
    return row;
  });
  return { ...key, secret };
}

export async function revokeApiKey(request: FastifyRequest, businessId: number, id: number) {
  return request.server.db.transaction().execute(async (trx) => {
    const before = await findKey(trx, businessId, id);
    if (!before) throw notFound();
    if (before.revoked_at) return keyOut(before);
    const after = keyOut(await revokeKey(trx, businessId, id, nowIso()));
    await recordAudit(trx, request, {
      action: "update",
      entity: "api_key",
      entityId: id,
      businessId,
      before: audited(keyOut(before)),
      after: audited(after),
    });
    return after;
  });
}
