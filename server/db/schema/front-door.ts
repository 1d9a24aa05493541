import type { Generated } from "kysely";

// Row types of the front door (migration 2026_11_29_100_public_front_door): what the public API reads to take
// orders (a branch's switches and opening hours) and the keys that make a retried public order return the first.

export interface BranchOrderingTable {
  branch_id: number;
  business_id: number;
  /** the owner's "accepting orders" switch (0/1) */
  accepting: Generated<number>;
  /** "busy, back in N minutes": no orders until this ISO time */
  busy_until: string | null;
  /** "closed today": the local day (YYYY-MM-DD, business time zone) the branch is closed */
  closed_on: string | null;
  /** closed on the days of the business's holidays (0/1) */
  closed_on_holidays: Generated<number>;
  updated_at: string;
}

export interface OpeningHoursTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  /** 0 Sunday .. 6 Saturday, in the business's time zone */
  weekday: number;
  /** closed all that day (0/1) */
  closed: Generated<number>;
  /** HH:mm local; closes_at may be past midnight ("02:00" after "18:00") or "24:00" */
  opens_at: Generated<string>;
  closes_at: Generated<string>;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  key: string;
  /** SHA-256 of the request's body: the same key with another body is refused */
  request_hash: string;
  order_id: number;
  created_at: string;
}

export interface FrontDoorTables {
  branch_ordering: BranchOrderingTable;
  opening_hours: OpeningHoursTable;
  idempotency_keys: IdempotencyKeysTable;
}
