import { Stack } from "@mui/material";
import { useLocale } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { ChoiceSelect } from "../../resources/shared/ChoiceSelect";
import type { CurrentScope } from "../../resources/shared/useCurrentScope";

/** The business and menu the editor works on, from the user's businesses (the shared store keys). */
export function ScopeBar({ scope }: { scope: CurrentScope }) {
  const locale = useLocale();
  const businesses = (scope.user?.business ?? []).map((business) => ({
    id: business.id,
    name: localizedName(business.locales, locale, business.name),
  }));
  const menus = (scope.business?.menus ?? []).map((menu) => ({
    id: menu.id,
    name: localizedName(menu.locales, locale, `#${menu.id}`),
  }));
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
      <ChoiceSelect
        size="small"
        minWidth={220}
        label="app.menuEditor.business"
        value={scope.businessId}
        onChange={(id) => {
          scope.setBusinessId(id);
          scope.setBranchId(undefined);
          scope.setMenuId(undefined);
        }}
        options={businesses}
      />
      <ChoiceSelect
        size="small"
        minWidth={220}
        label="app.menuEditor.menu"
        value={scope.menuId}
        onChange={scope.setMenuId}
        options={menus}
      />
    </Stack>
  );
}
