import type { CurrentUser } from "../authProvider/types";
import { liveChannelName } from "../domain/constants";
import { CHANNEL_AREAS } from "../domain/liveChannelAreas";
import { can } from "../domain/permissions";

/**
 * The channels of every branch of the business the user may read one of the channel's areas in (orders,
 * reservations: the same rule as POST /api/pusher/auth, from the same list), so nothing is asked that would be
 * refused.
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
