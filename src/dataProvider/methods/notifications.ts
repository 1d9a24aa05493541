import { apiJson, apiPost } from "../httpClient";
import { ACCOUNT_PATHS, withQuery } from "../apiPaths";

/** One notification of the signed-in user (SPEC §3): unread while read_at is empty. */
export interface AppNotification {
  id: number;
  type: string;
  business_id?: number;
  branch_id?: number | null;
  data: { en: string; ar?: string; [key: string]: unknown };
  created_at: string;
  read_at: string | null;
}

/** The bell follows one business: its notifications only (the server's `business_id`). */
interface OfBusiness {
  businessId?: number;
  signal?: AbortSignal;
}

const ofBusiness = (businessId: number | undefined) => ({ business_id: businessId });

/** The bell's calls: the unread count, a page of the list, and marking everything read. */
export const notificationMethods = {
  async getUnreadNotificationCount({ businessId, signal }: OfBusiness): Promise<{ data: number }> {
    const path = withQuery(ACCOUNT_PATHS.unreadNotifications, ofBusiness(businessId));
    const answer = await apiJson<{ unread_count: number }>(path, { signal });
    return { data: answer.unread_count };
  },

  async getNotifications({
    businessId,
    page,
    perPage,
    signal,
  }: OfBusiness & { page: number; perPage: number }): Promise<{ data: AppNotification[]; total: number }> {
    const path = withQuery(ACCOUNT_PATHS.notifications, {
      page,
      per_page: perPage,
      ...ofBusiness(businessId),
    });
    const answer = await apiJson<{ data: AppNotification[]; total: number }>(path, { signal });
    return { data: answer.data, total: answer.total };
  },

  async markNotificationsRead({ businessId }: OfBusiness): Promise<{ data: { unread_count: number } }> {
    const body = businessId === undefined ? {} : ofBusiness(businessId);
    const answer = await apiPost<{ unread_count?: number }>(ACCOUNT_PATHS.notificationsRead, body);
    return { data: { unread_count: answer?.unread_count ?? 0 } };
  },
};
