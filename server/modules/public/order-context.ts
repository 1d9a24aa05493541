import type { FastifyInstance } from "fastify";
import { PUBLIC_MENU_FRESH_MS, PUBLIC_MENU_KEPT_SLUGS } from "../../../src/domain/constants";
import { catalogItems, orderSettings, type CatalogItem } from "../orders/catalog-lines";
import { branchReaders, type BranchReaders } from "../notifications/notify";
import { branchOrdering, type BranchOrdering } from "./ordering";
import { placeOfSlug, placeSettings, type PlaceSettings, type PublicPlace } from "./place";

// What a customer's order reads about its branch before anything is written: the branch of the address, its
// settings (order types, payments), whether it takes orders now, the business's general discount and extra charge,
// and which members are told. During a rush every order asked these same twelve statements again. They are kept
// per address while this process wrote nothing but orders' own rows (db/write-epoch.ts: `beyondOrders`), and for
// PUBLIC_MENU_FRESH_MS at most, the bound the public menu already keeps for another instance's writes and for the
// clock (a branch opening at nine takes orders from the first second after nine).

export interface OrderContext {
  place: PublicPlace;
  settings: PlaceSettings;
  ordering: BranchOrdering;
  orderSettings: Awaited<ReturnType<typeof orderSettings>>;
  readers: BranchReaders;
  /**
   * The business's items of these ids as its catalog prices them now (an id not the business's is absent): each
   * item read once while the context is kept, so a rush ordering the same dishes reads the catalog once a second.
   */
  catalog(itemIds: readonly number[]): Promise<ReadonlyMap<number, CatalogItem>>;
}

interface Kept extends OrderContext {
  epoch: number;
  at: number;
}

export function publicOrderContexts(app: FastifyInstance) {
  // One per app instance (tests build several apps over different databases in one process).
  const kept = new Map<string, Kept>();

  return async function orderContext(slug: string): Promise<OrderContext> {
    const now = Date.now();
    const found = kept.get(slug);
    if (found && found.epoch === app.writes.beyondOrders && now - found.at < PUBLIC_MENU_FRESH_MS)
      return found;
    if (found) kept.delete(slug);
    const epoch = app.writes.beyondOrders;
    const place = await placeOfSlug(app.db, slug);
    const [settings, ordering, pricingSettings, readers] = await Promise.all([
      placeSettings(app.db, place),
      branchOrdering(app.db, place, new Date(now)),
      orderSettings(app.db, place.businessId),
      branchReaders(app.db, { ...place, area: "orders" }),
    ]);
    const fresh: Kept = {
      place,
      settings,
      ordering,
      orderSettings: pricingSettings,
      readers,
      catalog: keptCatalog(app, place),
      epoch,
      at: now,
    };
    // A write while it was read may or may not be in it: then it serves this request only.
    if (app.writes.beyondOrders === epoch) {
      kept.set(slug, fresh);
      if (kept.size > PUBLIC_MENU_KEPT_SLUGS) kept.delete(kept.keys().next().value as string);
    }
    return fresh;
  };
}

/** Items read on first asking and kept with their context (a read that failed is asked again next time). */
function keptCatalog(app: FastifyInstance, place: PublicPlace): OrderContext["catalog"] {
  const items = new Map<number, Promise<CatalogItem | undefined>>();
  return async (itemIds) => {
    const missing = [...new Set(itemIds)].filter((id) => !items.has(id));
    if (missing.length) {
      const read = catalogItems(app.db, place.businessId, missing, place.timeZone);
      for (const id of missing) {
        const item = read.then((found) => found.get(id));
        // Its failure is the awaiting request's to answer; an item no request awaits must not fail the process.
        item.catch(() => undefined);
        items.set(id, item);
      }
      read.catch(() => {
        for (const id of missing) items.delete(id);
      });
    }
    const found = new Map<number, CatalogItem>();
    for (const id of new Set(itemIds)) {
      const item = await items.get(id)!;
      if (item) found.set(id, item);
    }
    return found;
  };
}

export type OrderContexts = ReturnType<typeof publicOrderContexts>;
