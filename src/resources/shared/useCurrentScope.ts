import { useStore } from "react-admin";
import { getStoredUser } from "../../authProvider/session";
import type { CurrentUser, UserBranch, UserBusiness, UserMenu } from "../../authProvider/types";
import { resolveScope } from "../../dataProvider/routes";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY, CURRENT_MENU_KEY } from "../../store";

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
  const menus = business?.menus ?? [];
  const menu = menus.find((m) => m.id === chosenMenuId) ?? menus[0];
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
