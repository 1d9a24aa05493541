import type { Generated } from "kysely";

// Row types of stay requests made through the public API (migration 2026_11_29_200_public_stays).

export interface PublicStayRequestsTable {
  id: Generated<number>;
  reservation_id: number;
  business_id: number;
  branch_id: number;
  guests: number;
  /** the client's Idempotency-Key, unique per branch; null when none was sent */
  idempotency_key: string | null;
  /** SHA-256 of the request as asked (hex): the same key with another request is refused */
  request_hash: string;
  created_at: string;
}

export interface PublicStayTokensTable {
  id: Generated<number>;
  /** SHA-256 of the tracking token (hex); the token itself is only ever in the answer to its request */
  token_hash: string;
  reservation_id: number;
  created_at: string;
}

export interface PublicStaysTables {
  public_stay_requests: PublicStayRequestsTable;
  public_stay_tokens: PublicStayTokensTable;
}
