import { localStorageStore, memoryStore, type Store } from "react-admin";

/** react-admin keeps each list's filters, sort and page under `<resource>.listParams`. */
const isListParams = (key: string) => key.endsWith(".listParams");

/**
 * A store that keeps the lists' parameters in memory and everything else in `persistent`: a list's filter is kept
 * while the user moves around the dashboard (back on the orders list, still "Pending"), but a reload, a new tab or
 * the next day opens every list unfiltered, instead of a status chosen last week silently hiding today's orders.
 */
export function withListParamsInMemory(persistent: Store, memory: Store = memoryStore()): Store {
  const storeOf = (key: string) => (isListParams(key) ? memory : persistent);
  return {
    setup: () => {
      persistent.setup();
      memory.setup();
    },
    teardown: () => {
      persistent.teardown();
      memory.teardown();
    },
    getItem: (key, defaultValue) => storeOf(key).getItem(key, defaultValue),
    setItem: (key, value) => storeOf(key).setItem(key, value),
    removeItem: (key) => storeOf(key).removeItem(key),
    removeItems: (prefix) => {
      persistent.removeItems(prefix);
      memory.removeItems(prefix);
    },
    reset: () => {
      persistent.reset();
      memory.reset();
    },
    subscribe: (key, callback) => storeOf(key).subscribe(key, callback),
  };
}

/** react-admin's store, namespaced so that it never collides with another app on the same origin. */
export const store = withListParamsInMemory(localStorageStore(undefined, "MenuDashboard"));

// The business and branch the user works in; API paths with {businessId}/{branchId} are filled from them.
export const CURRENT_BUSINESS_KEY = "currentBusinessId";
export const CURRENT_BRANCH_KEY = "currentBranchId";
// The menu the dashboard works in (categories, menu editor); it belongs to the current business.
export const CURRENT_MENU_KEY = "currentMenuId";
