import type { CurrentUser } from "../authProvider/types";
import { can } from "../domain/permissions";

/**
 * The branches whose orders ring for the user: every branch of the current business where they may read orders
 * (the same rule as the live channels they follow, so the alarm and the live events cover the same branches).
 */
export function watchedOrderBranches(user: CurrentUser | null, businessId: number | undefined): number[] {
  const business = user?.business.find((b) => b.id === businessId);
  if (!user || !business) return [];
  return business.branches
    .filter((branch) =>
      can(user, { businessId: business.id, branchId: branch.id, area: "orders", action: "read" }),
    )
    .map((branch) => branch.id);
}
