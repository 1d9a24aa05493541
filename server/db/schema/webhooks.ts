import type { Generated } from "kysely";

// Row types of webhooks (migration 2026_11_30_400_webhooks).

export interface WebhookEndpointsTable {
  id: Generated<number>;
  business_id: number;
  url: string;
  /** JSON array of event names (WEBHOOK_EVENTS) */
  events: string;
  /** signs every delivery (HMAC-SHA256), so kept as is */
  secret: string;
  /** 0/1 */
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  /** the delivery id receivers see and drop duplicates by */
  uid: string;
  endpoint_id: number;
  business_id: number;
  event: string;
  /** the record the event is about (`order:12`): one record's deliveries to one endpoint go out in id order */
  record_key: string;
  /** the exact JSON body sent and signed on every attempt */
  body: string;
  status: "pending" | "delivered" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  /** a worker's lease: while in the future, no other instance takes the delivery */
  locked_until: string | null;
  last_response_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: string;
  /** 0/1: a 2xx answer */
  ok: number;
  response_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface WebhooksTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
