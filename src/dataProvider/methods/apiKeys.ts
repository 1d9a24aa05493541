import { MAX_PER_PAGE } from "../../domain/constants";
import { apiJson, apiPost } from "../httpClient";
import { businessPath, withQuery } from "../apiPaths";

/** A business's API key as the list shows it (server/modules/api-keys); the secret is never in it. */
export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  branch_ids: number[];
  permissions: string[];
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export interface NewApiKey {
  name: string;
  branch_ids: number[];
  permissions: string[];
  expires_at?: string | null;
}

const keysPath = (businessId: number) => `${businessPath(businessId)}/api-keys`;

/** The API keys page's calls (owners only). */
export const apiKeyMethods = {
  getApiKeys: ({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<{ data: ApiKey[] }>(withQuery(keysPath(businessId), { per_page: MAX_PER_PAGE }), { signal }),

  /** The `area.action` strings a key of the business may be given. */
  getApiKeyPermissions: ({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<{ data: string[] }>(`${keysPath(businessId)}/permissions`, { signal }),

  /** Makes a key: the answer's `secret` is shown once and never again. */
  createApiKey: ({ businessId, key }: { businessId: number; key: NewApiKey }) =>
    apiPost<{ data: ApiKey & { secret: string } }>(keysPath(businessId), key),

  revokeApiKey: ({ businessId, id }: { businessId: number; id: number }) =>
    apiPost<{ data: ApiKey }>(`${keysPath(businessId)}/${id}/revoke`),
};
