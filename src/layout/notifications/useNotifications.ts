import { useEffect } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATIONS_PER_PAGE } from "../../domain/constants";
import type { AppNotification } from "../../dataProvider/methods/notifications";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { LIVE_WINDOW_EVENTS } from "../../live/liveEvents";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";

export type { AppNotification };

/** Every query of the bell lives under this key: a live event invalidates them all. */
export const NOTIFICATIONS_QUERY_KEY = ["notifications"] as const;
// The bell follows the selected business: its count and its list (the server's `business_id`).
const unreadKey = (businessId: number | undefined) => [
  ...NOTIFICATIONS_QUERY_KEY,
  "unread",
  businessId ?? null,
];
const pagesKey = (businessId: number | undefined, opening: number | undefined) => [
  ...NOTIFICATIONS_QUERY_KEY,
  "pages",
  businessId ?? null,
  opening ?? null,
];

// Fetch failures of the bell are only logged (SPEC §8).
const logFailure = (what: string) => (error: unknown) => console.warn(`Notifications: ${what} failed`, error);
const logged = <T>(what: string, call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    logFailure(what)(error);
    throw error;
  });

/**
 * Every live event (and a resync after a lost connection) may have brought notifications: the bell asks again. A
 * page being loaded is let finish (`cancelRefetch: false`): cancelled, a Load More that a new order's event crossed
 * was dropped, and the list fell back to its first page.
 */
function useRefetchOnLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const again = () =>
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }, { cancelRefetch: false });
    LIVE_WINDOW_EVENTS.forEach((name) => window.addEventListener(name, again));
    return () => LIVE_WINDOW_EVENTS.forEach((name) => window.removeEventListener(name, again));
  }, [queryClient]);
}

/** The unread count of the badge, loaded at start and again on every live event; `clear` sets it to 0 at once. */
export function useUnreadCount(): { count: number; clear: () => void } {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { businessId } = useCurrentScope();
  useRefetchOnLiveEvents();
  const { data } = useQuery({
    queryKey: unreadKey(businessId),
    queryFn: ({ signal }) =>
      logged("loading the unread count", dataProvider.getUnreadNotificationCount({ businessId, signal })),
    ...QUERY_DEFAULTS,
  });
  const count = typeof data?.data === "number" ? data.data : 0;
  return { count, clear: () => queryClient.setQueryData(unreadKey(businessId), { data: 0 }) };
}

/**
 * The list of the dropdown, NOTIFICATIONS_PER_PAGE at a time, for one opening of it: each opening starts again
 * from the newest page. While the dropdown is closed (`open` false) nothing is asked for, but a page asked for
 * before it closed still arrives and counts as loaded: a dropdown closed at once is marked read all the same.
 */
export function useNotificationPages(opening: number | undefined, open = true) {
  const dataProvider = useAppDataProvider();
  const { businessId } = useCurrentScope();
  const query = useInfiniteQuery({
    queryKey: pagesKey(businessId, opening),
    queryFn: ({ pageParam, signal }) =>
      logged(
        "loading the list",
        dataProvider.getNotifications({
          businessId,
          page: pageParam,
          perPage: NOTIFICATIONS_PER_PAGE,
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((count, page) => count + (page.data?.length ?? 0), 0) < (last.total ?? 0)
        ? lastPage + 1
        : undefined,
    enabled: opening !== undefined && open,
    ...QUERY_DEFAULTS,
  });

  // Newer notifications shift the pages: an item may come twice.
  const seen = new Set<number>();
  const items: AppNotification[] = [];
  for (const page of query.data?.pages ?? [])
    for (const item of Array.isArray(page.data) ? page.data : [])
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }

  return {
    items,
    /** The first page has answered (or failed) for this opening. */
    firstLoaded: opening !== undefined && query.isFetched,
    loading: query.isFetching,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** Marks every notification of the user in the current business as read; the badge stays at 0. */
export function useMarkAllNotificationsRead(): () => void {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { businessId } = useCurrentScope();
  const { mutate } = useMutation({
    mutationFn: () => dataProvider.markNotificationsRead({ businessId }),
    onSuccess: () => queryClient.setQueryData(unreadKey(businessId), { data: 0 }),
    onError: logFailure("marking as read"),
  });
  return mutate;
}
