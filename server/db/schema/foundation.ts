import type { Generated } from "kysely";

// Row types of the foundation tables. Times are ISO text, booleans 0/1, JSON columns are text.

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  email_verified_at: string | null;
  photo_media_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** "dashboard" for sign-ins; "login-qr" for the one-time branch app logins. */
  purpose: Generated<string>;
  /**
   * The business and branch a scoped session (one made from a login QR code) is limited to, and the branch a login
   * code is for; both null for a full session.
   */
  business_id: number | null;
  branch_id: number | null;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  verified_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  email: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

export interface BusinessesTable {
  id: Generated<number>;
  owner_id: number;
  type: string;
  name: string;
  locales: string;
  search: Generated<string>;
  logo_media_id: number | null;
  currency: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface BusinessUsersTable {
  business_id: number;
  user_id: number;
  role: "owner" | "staff";
  created_at: string;
}

export interface BranchesTable {
  id: Generated<number>;
  business_id: number;
  slug: string;
  locales: string;
  search: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface MenusTable {
  id: Generated<number>;
  business_id: number;
  type: string;
  locales: string;
  search: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface MediaTable {
  id: Generated<number>;
  business_id: number | null;
  uploaded_by: number | null;
  mediable_type: string | null;
  mediable_id: number | null;
  type: string;
  src: string;
  thumb_src: string | null;
  slug: string | null;
  sort: Generated<number>;
  size: Generated<number>;
  width: number | null;
  height: number | null;
  created_at: string;
  updated_at: string;
}

export interface PermissionsTable {
  id: Generated<number>;
  user_id: number;
  business_id: number;
  branch_id: number;
  permission: string;
}

export interface SettingsTable {
  id: Generated<number>;
  scope: string;
  scope_id: number;
  key: string;
  data: string;
  updated_at: string;
}

export interface BusinessConfigTable {
  id: Generated<number>;
  business_id: number;
  key: string;
  value: string;
  updated_at: string;
}

export interface AuditsTable {
  id: Generated<number>;
  user_id: number | null;
  business_id: number | null;
  branch_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  changes: Generated<string>;
  ip: string | null;
  created_at: string;
  /** The API key that made the write (migration 2026_11_30_300_api_keys); user_id is then null. */
  api_key_id: number | null;
}

export interface FoundationTables {
  users: UsersTable;
  api_tokens: ApiTokensTable;
  email_codes: EmailCodesTable;
  outbox: OutboxTable;
  businesses: BusinessesTable;
  business_users: BusinessUsersTable;
  branches: BranchesTable;
  menus: MenusTable;
  media: MediaTable;
  permissions: PermissionsTable;
  settings: SettingsTable;
  business_config: BusinessConfigTable;
  audits: AuditsTable;
}
