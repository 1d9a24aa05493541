import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useCurrentScope } from "../resources/shared/useCurrentScope";

/**
 * react-admin caches each canAccess answer by resource and action only, yet the answer depends on the business
 * and branch the dashboard works in: when either changes (a selector, a notification of another business), the
 * cached answers are asked again.
 */
export function useAccessFollowsScope(): void {
  const queryClient = useQueryClient();
  const { businessId, branchId } = useCurrentScope();
  const scope = `${businessId}/${branchId}`;
  const previous = useRef(scope);
  useEffect(() => {
    if (previous.current === scope) return;
    previous.current = scope;
    void queryClient.invalidateQueries({ queryKey: ["auth", "canAccess"] });
  }, [queryClient, scope]);
}
