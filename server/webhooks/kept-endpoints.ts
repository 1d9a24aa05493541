import type { Kysely } from "kysely";
import type { DB } from "../db/schema/index";
import type { WriteEpoch } from "../db/write-epoch";
import { PUBLIC_MENU_FRESH_MS } from "../../src/domain/constants";
import { enabledEndpoints, type EnabledEndpoint } from "./queue";

// Every order and stay announced after its commit asks which of its business's endpoints subscribed (shared/
// announce.ts): during a rush, the same answer for every order. It is kept per business while this process wrote
// nothing beyond orders' own rows (db/write-epoch.ts: an endpoint added, changed or removed moves that epoch, here or
// on another instance) and for PUBLIC_MENU_FRESH_MS at most, as the public order's branch context is.

interface Kept {
  epoch: number;
  at: number;
  endpoints: Promise<EnabledEndpoint[]>;
}

/** The business's enabled endpoints, read again only when a write or the clock says so; without `writes`, always. */
export function keptEndpoints(writes?: WriteEpoch) {
  const kept = new Map<number, Kept>();
  return (db: Kysely<DB>, businessId: number): Promise<EnabledEndpoint[]> => {
    if (!writes) return enabledEndpoints(db, businessId);
    const now = Date.now();
    const found = kept.get(businessId);
    if (found && found.epoch === writes.beyondOrders && now - found.at < PUBLIC_MENU_FRESH_MS)
      return found.endpoints;
    const epoch = writes.beyondOrders;
    const endpoints = enabledEndpoints(db, businessId);
    const fresh = { epoch, at: now, endpoints };
    kept.set(businessId, fresh);
    // A failed read, or a write while it was read, is not kept.
    endpoints.then(
      () => {
        if (writes.beyondOrders !== epoch && kept.get(businessId) === fresh) kept.delete(businessId);
      },
      () => {
        if (kept.get(businessId) === fresh) kept.delete(businessId);
      },
    );
    return endpoints;
  };
}
