import { apiJson, apiPost } from "../httpClient";
import { ACCOUNT_PATHS, scopedPath } from "../apiPaths";

/** A user as `POST users/search` answers it. */
export interface UserSummary {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

/** The user picker's calls: find users by name, e-mail or phone, and read the one a form already holds. */
export const userMethods = {
  searchUsers: ({ query, businessId }: { query: string; businessId?: number }) =>
    apiPost<{ data: UserSummary[] }>(ACCOUNT_PATHS.search, { query, business_id: businessId }),

  getBusinessUser: ({ businessId, id, signal }: { businessId: number; id: number; signal?: AbortSignal }) =>
    apiJson<{ data: UserSummary }>(`${scopedPath("users", businessId)}/${id}`, { signal }),
};
