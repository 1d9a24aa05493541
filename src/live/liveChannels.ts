import type { CurrentUser } from "../authProvider/types";
import { liveChannelName } from "../domain/constants";
import { can } from "../domain/permissions";

/** A branch channel carries its orders and reservations: reading either is what the server signs it for. */
const CHANNEL_AREAS = ["orders", "reservations"] as const;

/**
 * The channels of every branch of the business the user may read orders or reservations of (the same rule
 * as POST /api/pusher/auth), so nothing is asked that would be refused.
 */
export function readableBranchChannels(user: CurrentUser | null, businessId: number | undefined): string[] {
  const business = user?.business.find((b) => b.id === businessId);
  if (!user || !business) return [];
  return business.branches
    .filter((branch) =>
      CHANNEL_AREAS.some((area) =>
        can(user, { businessId: business.id, branchId: branch.id, area, action: "read" }),
      ),
    )
    .map((branch) => liveChannelName(business.id, branch.id));
}
