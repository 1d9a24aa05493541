import { useCallback } from "react";
import { useLocale, useRefresh } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";

/** One choice of a selector: the record's id and its name in the current language. */
export interface ScopeOption {
  id: number;
  name: string;
}

/**
 * The businesses, branches and menus the user can switch between, and the switches themselves. Each switch
 * stores the choice (the data provider fills `{businessId}`/`{branchId}` from it) and reloads what is shown,
 * since every cached answer belongs to the previous choice.
 */
export function useScopeChoice() {
  const scope = useCurrentScope();
  const { user, business, setBusinessId, setBranchId, setMenuId } = scope;
  const locale = useLocale();
  const refresh = useRefresh();

  const businesses: ScopeOption[] = (user?.business ?? []).map((b) => ({
    id: b.id,
    name: localizedName(b.locales, locale, b.name),
  }));
  const branches: ScopeOption[] = (business?.branches ?? []).map((b) => ({
    id: b.id,
    name: localizedName(b.locales, locale, b.slug),
  }));
  const menus: ScopeOption[] = (business?.menus ?? []).map((m) => ({
    id: m.id,
    name: localizedName(m.locales, locale, `#${m.id}`),
  }));

  const chooseBusiness = useCallback(
    (id: number) => {
      const chosen = user?.business.find((b) => b.id === id);
      if (!chosen) return;
      // A new business starts at its own first branch and menu.
      setBusinessId(id);
      setBranchId(chosen.branches[0]?.id);
      setMenuId(chosen.menus[0]?.id);
      refresh();
    },
    [user, setBusinessId, setBranchId, setMenuId, refresh],
  );
  const chooseBranch = useCallback(
    (id: number) => {
      setBranchId(id);
      refresh();
    },
    [setBranchId, refresh],
  );
  const chooseMenu = useCallback(
    (id: number) => {
      setMenuId(id);
      refresh();
    },
    [setMenuId, refresh],
  );

  return { ...scope, businesses, branches, menus, chooseBusiness, chooseBranch, chooseMenu };
}
