import { useEffect, useState } from "react";
import { useQueries } from "@tanstack/react-query";
import { whenIdle } from "../custom/whenIdle";
import { useAppDataProvider } from "../dataProvider/useAppDataProvider";
import { QUERY_DEFAULTS } from "../dataProvider/queryDefaults";
import { MAX_PER_PAGE } from "../domain/constants";
import { useCurrentScope } from "../resources/shared/useCurrentScope";
import { setPendingOrders } from "./orderAlarm";
import { watchedOrderBranches } from "./pendingOrderBranches";
import { useOrderAlarmPreference } from "./useOrderAlarmPreference";

/** The query of one branch's pending orders, oldest first. Its key starts with "orders": every order event refetches it. */
export const pendingOrdersKey = (branchId: number) => ["orders", "pendingAlarm", branchId] as const;

const PENDING_PAGE = {
  pagination: { page: 1, perPage: MAX_PER_PAGE },
  sort: { field: "created_at", order: "ASC" as const },
  filter: { status: "pending" },
};

/**
 * Rings for the orders waiting on the server, not only those this tab heard arrive: on load (a reload, another person
 * opening the dashboard) the pending orders of the watched branches ring, within the user's preference, and they
 * stop when the list no longer holds them. Read once the page is drawn and idle, as the live connection is, and
 * once the preference is known: a user who turned the alarm off never hears it for a moment.
 */
export function usePendingOrderAlarm(): void {
  const dataProvider = useAppDataProvider();
  const { user, businessId } = useCurrentScope();
  const branchIds = watchedOrderBranches(user, businessId);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // The same query as the live updates' (one request): its answer sets the alarm on or off.
  const preferenceKnown = useOrderAlarmPreference(user?.id);

  const answers = useQueries({
    queries: branchIds.map((branchId) => ({
      queryKey: pendingOrdersKey(branchId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList("orders", { ...PENDING_PAGE, meta: { branchId }, signal }),
      enabled: idle && preferenceKnown,
      ...QUERY_DEFAULTS,
    })),
  });
  // A branch not read yet (or failing) keeps what the alarm knows: only a full answer replaces the pending list
  // (no watched branch at all is a full answer: nothing rings).
  const complete = answers.every((answer) => answer.data);
  const ids = complete
    ? answers.flatMap((answer) => answer.data!.data.map((order) => Number(order.id)))
    : null;
  const signature = ids?.join(",") ?? null;

  useEffect(() => {
    if (signature !== null) setPendingOrders(signature ? signature.split(",").map(Number) : []);
  }, [signature]);
}
