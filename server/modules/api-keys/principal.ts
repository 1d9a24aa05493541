import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import type { TokenAndAccess } from "../../plugins/tenancy";
import { permissionString } from "../../../src/domain/permissions";
import type { PermissionAction, PermissionArea } from "../../../src/domain/constants";

// An API key as the principal of a request: its own access, never a person's. The key sees one business and its
// branches, and holds its `area.action` strings in the branches it names; it is never the owner. Every
// check reads this Access (plugins/access.ts, tenancy.ts), so a key can reach nothing its declaration does not give.

/** What a request signed with a key knows of it. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  businessId: number;
}

/** A key that never expires is read as expiring after every session (the auth hook compares one date). */
const NEVER = "9999-12-31T23:59:59.999Z";

export const parseIds = (text: string): number[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
};

export const parseStrings = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
};

/** The key of this secret hash (valid or not) with its access, or nothing when no key has it. */
export async function readApiKeyAndAccess(db: Kysely<DB>, secretHash: string): Promise<TokenAndAccess> {
  const key = await db
    .selectFrom("api_keys")
    .select([
      "id",
      "business_id",
      "name",
      "branch_ids",
      "permissions",
      "expires_at",
      "revoked_at",
      "last_used_at",
    ])
    .where("secret_hash", "=", secretHash)
    .executeTakeFirst();
  if (!key) return { access: { business: [], permissions: [] } };
  const existing = await db
    .selectFrom("branches")
    .select("id")
    .where("business_id", "=", key.business_id)
    .execute();
  // Every branch of the business is in sight, as for a staff member: another branch's records answer 403, not 404.
  // The permissions are those of the key's branches that still exist.
  const branches = existing.map((b) => Number(b.id)).sort((a, b) => a - b);
  const named = new Set(parseIds(key.branch_ids));
  const grants = parseStrings(key.permissions);
  const permissions = branches
    .filter((id) => named.has(id))
    .flatMap((branchId) =>
      grants.map((grant) => {
        const [area, action] = grant.split(".") as [PermissionArea, PermissionAction];
        return permissionString(branchId, area, action);
      }),
    );
  return {
    token: {
      tokenId: key.id,
      userId: 0,
      name: key.name,
      email: "",
      expiresAt: key.expires_at ?? NEVER,
      revokedAt: key.revoked_at,
      lastUsedAt: key.last_used_at,
      apiKey: { id: key.id, name: key.name, businessId: key.business_id },
    },
    access: {
      business: [{ id: key.business_id, is_owner: false, branches: branches.map((id) => ({ id })) }],
      permissions,
    },
  };
}

export const touchApiKey = (db: Kysely<DB>, keyId: number, at: string) =>
  db.updateTable("api_keys").set({ last_used_at: at }).where("id", "=", keyId);
