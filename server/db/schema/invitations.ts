import type { Generated } from "kysely";

// Row types of migrations 2026_11_03_100_invitations and 2026_11_27_100_invitation_links.

export type InvitationStatus = "pending" | "accepted" | "declined" | "canceled";

export interface InvitationsTable {
  id: Generated<number>;
  business_id: number;
  user_id: number;
  invited_by: number | null;
  status: Generated<InvitationStatus>;
  created_at: string;
  answered_at: string | null;
  /** What the inviter typed: the users list shows these, never the account's own. */
  name: string | null;
  email: string | null;
  phone: string | null;
  /** SHA-256 of the one-time link's token; null once used, canceled or replaced. */
  link_hash: string | null;
  link_expires_at: string | null;
  /** 1 when the link was e-mailed (using it then proves the mailbox), 0 when the inviter was given it. */
  link_mailed: Generated<number>;
}

export interface InvitationsTables {
  invitations: InvitationsTable;
}
