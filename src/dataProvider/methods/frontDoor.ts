import { apiJson, apiPost } from "../httpClient";
import { branchPath } from "../apiPaths";
import type { DayHours } from "../../domain/front-door";

// The owner's switches of the front door (the public API customers order through): a branch's "accepting orders",
// "busy", "closed today", holidays and opening hours, and an item's "sold out".

export interface BranchOrdering {
  accepting: boolean;
  busy_until: string | null;
  closed_on: string | null;
  closed_on_holidays: boolean;
  /** open, paused, busy, closed_today, holiday or outside_hours */
  state: string;
  opening_hours: DayHours[];
}

export interface OrderingChange {
  accepting?: boolean;
  busy_minutes?: number | null;
  closed_today?: boolean;
  closed_on_holidays?: boolean;
}

type Branch = { businessId: number; branchId: number };

export const frontDoorMethods = {
  getBranchOrdering: ({ businessId, branchId, signal }: Branch & { signal?: AbortSignal }) =>
    apiJson<{ data: BranchOrdering }>(`${branchPath(businessId, branchId)}/ordering`, { signal }),
  setBranchOrdering: ({ businessId, branchId, change }: Branch & { change: OrderingChange }) =>
    apiPost<{ data: BranchOrdering }>(`${branchPath(businessId, branchId)}/ordering`, change),
  /** The whole week at once; a weekday left out is open all day. */
  setOpeningHours: ({ businessId, branchId, hours }: Branch & { hours: DayHours[] }) =>
    apiPost<{ data: BranchOrdering }>(`${branchPath(businessId, branchId)}/opening-hours`, {
      opening_hours: hours,
    }),
};
