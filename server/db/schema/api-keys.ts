import type { Generated } from "kysely";

// Row types of migration 2026_11_30_300_api_keys.

export interface ApiKeysTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  /** The secret's first characters, shown to tell keys apart; never enough to use it. */
  prefix: string;
  /** SHA-256 of the whole secret (hex). */
  secret_hash: string;
  /** JSON array of branch ids. */
  branch_ids: string;
  /** JSON array of `area.action` strings, granted in each of the key's branches. */
  permissions: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_by: number | null;
  created_at: string;
}

export interface IdempotentRequestsTable {
  id: Generated<number>;
  /** Whose key: the business and the principal (`b:<id>|k:<key id>` or `b:<id>|u:<user id>`). */
  scope: string;
  key: string;
  /** SHA-256 of the method, route and body: the same key with another request is refused. */
  request_hash: string;
  state: "pending" | "done";
  status: number | null;
  /** The first answer's body, as sent. */
  response: string | null;
  created_at: string;
}

export interface ApiKeysTables {
  api_keys: ApiKeysTable;
  idempotent_requests: IdempotentRequestsTable;
}
