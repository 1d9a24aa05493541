import { MenuItem, Stack, TextField } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import type { CurrentScope } from "../../resources/shared/useCurrentScope";

/** The business and menu the editor works on, from the user's businesses (the shared store keys). */
export function ScopeBar({ scope }: { scope: CurrentScope }) {
  const translate = useTranslate();
  const locale = useLocale();
  const businesses = scope.user?.business ?? [];
  const menus = scope.business?.menus ?? [];
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 220 }}
        label={translate("app.menuEditor.business")}
        value={scope.businessId ?? ""}
        onChange={(event) => {
          scope.setBusinessId(Number(event.target.value));
          scope.setBranchId(undefined);
          scope.setMenuId(undefined);
        }}
      >
        {businesses.map((business) => (
          <MenuItem key={business.id} value={business.id}>
            {localizedName(business.locales, locale, business.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 220 }}
        label={translate("app.menuEditor.menu")}
        value={scope.menuId ?? ""}
        onChange={(event) => scope.setMenuId(Number(event.target.value))}
      >
        {menus.map((menu) => (
          <MenuItem key={menu.id} value={menu.id}>
            {localizedName(menu.locales, locale, `#${menu.id}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
