import { useStore } from "react-admin";
import { getStoredUser } from "../../authProvider/session";
import type { CurrentUser, UserBranch, UserBusiness, UserMenu } from "../../authProvider/types";
import { readCurrentScope, resolveScope } from "../../dataProvider/routes";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY, CURRENT_MENU_KEY, store } from "../../store";

export interface CurrentScope {
  /** The signed-in user as stored at login and refreshed once per page load. */
  user: CurrentUser | null;
  business?: UserBusiness;
  branch?: UserBranch;
  menu?: UserMenu;
  businessId?: number;
  branchId?: number;
  menuId?: number;
  setBusinessId: (id: number | undefined) => void;
  setBranchId: (id: number | undefined) => void;
  setMenuId: (id: number | undefined) => void;
}

/** The chosen menu when it still belongs to the business, else its first. */
const resolveMenu = (business: UserBusiness | undefined, chosenMenuId: unknown): UserMenu | undefined => {
  const menus = business?.menus ?? [];
  return menus.find((m) => m.id === chosenMenuId) ?? menus[0];
};

/** The current menu's id outside React, by the same rules (the menu editor's early load at start). */
export function readCurrentMenuId(): number | undefined {
  const { businessId } = readCurrentScope();
  const business = getStoredUser()?.business.find((b) => b.id === businessId);
  return resolveMenu(business, store.getItem(CURRENT_MENU_KEY))?.id;
}

/**
 * The business, branch and menu the dashboard works in: the stored choice when it still belongs to the user,
 * else the first of each (the same rule the data provider uses to fill `{businessId}`/`{branchId}`).
 */
export function useCurrentScope(): CurrentScope {
  const [chosenBusinessId, setBusinessId] = useStore<number | undefined>(CURRENT_BUSINESS_KEY);
  const [chosenBranchId, setBranchId] = useStore<number | undefined>(CURRENT_BRANCH_KEY);
  const [chosenMenuId, setMenuId] = useStore<number | undefined>(CURRENT_MENU_KEY);
  const user = getStoredUser();
  const { businessId, branchId } = resolveScope(user, {
    businessId: chosenBusinessId,
    branchId: chosenBranchId,
  });
  const business = user?.business.find((b) => b.id === businessId);
  const branch = business?.branches.find((b) => b.id === branchId);
  const menu = resolveMenu(business, chosenMenuId);
  return {
    user,
    business,
    branch,
    menu,
    businessId,
    branchId,
    menuId: menu?.id,
    setBusinessId,
    setBranchId,
    setMenuId,
  };
}
