import { apiJson, apiPost } from "../httpClient";
import { businessPath, withQuery } from "../apiPaths";
import type { WebhookEvent } from "../../domain/constants";

/** A webhook endpoint as the API answers it (server/modules/webhooks/schemas.ts). */
export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  secret_hint: string;
  /** Only in the answers that make a secret, and the read of one endpoint. */
  secret?: string;
  last_status: WebhookDeliveryStatus | null;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookDelivery {
  id: number;
  uid: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_response_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  attempt_log: {
    attempted_at: string;
    ok: boolean;
    response_code: number | null;
    error: string | null;
    duration_ms: number;
  }[];
}

export interface WebhookEndpointInput {
  url?: string;
  events?: WebhookEvent[];
  enabled?: boolean;
}

const hooksPath = (businessId: number) => `${businessPath(businessId)}/webhooks`;

/** Webhook endpoints of the business and their delivery log (owners only, docs/webhooks.md). */
export const webhookMethods = {
  getWebhooks: ({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<{ data: WebhookEndpoint[] }>(hooksPath(businessId), { signal }).then((a) => a.data),

  getWebhook: ({ businessId, id, signal }: { businessId: number; id: number; signal?: AbortSignal }) =>
    apiJson<{ data: WebhookEndpoint }>(`${hooksPath(businessId)}/${id}`, { signal }).then((a) => a.data),

  createWebhook: ({ businessId, input }: { businessId: number; input: WebhookEndpointInput }) =>
    apiPost<{ data: WebhookEndpoint }>(hooksPath(businessId), input).then((a) => a.data),

  updateWebhook: ({
    businessId,
    id,
    input,
  }: {
    businessId: number;
    id: number;
    input: WebhookEndpointInput;
  }) => apiPost<{ data: WebhookEndpoint }>(`${hooksPath(businessId)}/${id}`, input).then((a) => a.data),

  rotateWebhookSecret: ({ businessId, id }: { businessId: number; id: number }) =>
    apiPost<{ data: WebhookEndpoint }>(`${hooksPath(businessId)}/${id}/rotate-secret`).then((a) => a.data),

  deleteWebhook: ({ businessId, id }: { businessId: number; id: number }) =>
    apiPost<unknown>(`${hooksPath(businessId)}/${id}/delete`),

  getWebhookDeliveries: ({
    businessId,
    id,
    page = 1,
    signal,
  }: {
    businessId: number;
    id: number;
    page?: number;
    signal?: AbortSignal;
  }) =>
    apiJson<{ data: WebhookDelivery[]; total: number }>(
      withQuery(`${hooksPath(businessId)}/${id}/deliveries`, { page, per_page: 20 }),
      { signal },
    ),

  resendWebhookDelivery: ({
    businessId,
    id,
    deliveryId,
  }: {
    businessId: number;
    id: number;
    deliveryId: number;
  }) => apiPost<{ data: WebhookDelivery }>(`${hooksPath(businessId)}/${id}/deliveries/${deliveryId}/resend`),
};
