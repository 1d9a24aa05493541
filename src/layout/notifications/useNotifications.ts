import { useCallback, useEffect, useState } from "react";
import { NOTIFICATIONS_PER_PAGE } from "../../domain/constants";
import { apiJson, apiPost } from "../../dataProvider/httpClient";
import { LIVE_WINDOW_EVENTS } from "../../live/liveEvents";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";

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

interface NotificationPage {
  data: AppNotification[];
  total: number;
  current_page: number;
}

// Fetch failures of the bell are only logged (SPEC §8).

/** The bell follows the selected business: its notifications only (the server's `business_id`). */
const ofBusiness = (businessId: number | undefined) => (businessId === undefined ? "" : `business_id=${businessId}`);
const logFailure = (what: string) => (error: unknown) => console.warn(`Notifications: ${what} failed`, error);

/** The unread count of the badge, loaded at start and again on every live event. */
export function useUnreadCount(): [number, (count: number) => void] {
  const { businessId } = useCurrentScope();
  const [count, setCount] = useState(0);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const again = () => setReload((value) => value + 1);
    LIVE_WINDOW_EVENTS.forEach((name) => window.addEventListener(name, again));
    return () => LIVE_WINDOW_EVENTS.forEach((name) => window.removeEventListener(name, again));
  }, []);

  useEffect(() => {
    let current = true;
    apiJson<{ unread_count: number }>(`users/unread-notifications?${ofBusiness(businessId)}`).then(
      (answer) => current && setCount(answer.unread_count),
      logFailure("loading the unread count"),
    );
    return () => {
      current = false;
    };
  }, [reload, businessId]);

  return [count, setCount];
}

/** The list of the dropdown, NOTIFICATIONS_PER_PAGE at a time. */
export function useNotificationPages() {
  const { businessId } = useCurrentScope();
  const [items, setItems] = useState<AppNotification[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);

  const loadPage = useCallback(async (wanted: number) => {
    setLoading(true);
    try {
      const answer = await apiJson<NotificationPage>(
        `users/notifications?page=${wanted}&per_page=${NOTIFICATIONS_PER_PAGE}&${ofBusiness(businessId)}`,
      );
      // Newer notifications shift the pages: an item may come twice.
      setItems((previous) => {
        const kept = wanted === 1 ? [] : previous;
        const known = new Set(kept.map((item) => item.id));
        return [...kept, ...answer.data.filter((item) => !known.has(item.id))];
      });
      setTotal(answer.total);
      setPage(wanted);
    } catch (error) {
      logFailure("loading the list")(error);
    } finally {
      setLoading(false);
    }
  }, [businessId]);

  // Stable, so the bell can reload the open list on live events without resubscribing each render.
  const loadFirst = useCallback(() => loadPage(1), [loadPage]);

  return {
    items,
    total,
    loading,
    hasMore: items.length < total,
    loadFirst,
    loadMore: () => loadPage(page + 1),
  };
}

/** Marks every notification of the user in the business as read. */
export const markAllNotificationsRead = (businessId: number | undefined): Promise<void> =>
  apiPost("users/notifications/read", businessId === undefined ? {} : { business_id: businessId }).then(
    () => undefined,
    logFailure("marking as read"),
  );
