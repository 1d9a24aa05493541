import { localStorageStore } from "react-admin";

/** react-admin's store, namespaced so that it never collides with another app on the same origin. */
export const store = localStorageStore(undefined, "MenuDashboard");

// The business and branch the user works in; API paths with {businessId}/{branchId} are filled from them.
export const CURRENT_BUSINESS_KEY = "currentBusinessId";
export const CURRENT_BRANCH_KEY = "currentBranchId";
// The menu the dashboard works in (categories, menu editor); it belongs to the current business.
export const CURRENT_MENU_KEY = "currentMenuId";
