import type { Generated } from "kysely";

// Row types of migration 2026_11_03_100_invitations.

export type InvitationStatus = "pending" | "accepted" | "declined";

export interface InvitationsTable {
  id: Generated<number>;
  business_id: number;
  user_id: number;
  invited_by: number | null;
  status: Generated<InvitationStatus>;
  created_at: string;
  answered_at: string | null;
}

export interface InvitationsTables {
  invitations: InvitationsTable;
}
