import { apiJson, apiPost } from "../httpClient";
import { ACCOUNT_PATHS, businessPath, scopedPath } from "../apiPaths";

/** A user as `POST users/search` answers it. */
export interface UserSummary {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

/**
 * What adding a staff member (`POST users`) or resending an invitation answers: the same whether the e-mail had an
 * account or not. "email": the invitation was mailed; "link": `link` is for the inviter to hand over.
 */
export interface InvitationSent {
  invited: true;
  email: string;
  delivery: "email" | "link";
  link?: string;
}

const invitationPath = (businessId: number, id: number) => `${businessPath(businessId)}/invitations/${id}`;

/** The user picker's calls (find users, read the one a form holds) and the business's pending invitations. */
export const userMethods = {
  searchUsers: ({ query, businessId }: { query: string; businessId?: number }) =>
    apiPost<{ data: UserSummary[] }>(ACCOUNT_PATHS.search, { query, business_id: businessId }),

  getBusinessUser: ({ businessId, id, signal }: { businessId: number; id: number; signal?: AbortSignal }) =>
    apiJson<{ data: UserSummary }>(`${scopedPath("users", businessId)}/${id}`, { signal }),

  /** A new one-time link for the invitation (the old one stops working), mailed or answered, in the UI's language. */
  resendInvitation: ({ businessId, id }: { businessId: number; id: number }) =>
    apiPost<{ data: InvitationSent }>(`${invitationPath(businessId, id)}/resend`, {}),

  /** Withdraws the invitation: its link stops working and it leaves the users list. */
  cancelInvitation: ({ businessId, id }: { businessId: number; id: number }) =>
    apiPost<{ data: { id: number } }>(`${invitationPath(businessId, id)}/cancel`),
};
