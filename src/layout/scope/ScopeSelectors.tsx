import { Stack } from "@mui/material";
import StoreIcon from "@mui/icons-material/Store";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import { useTranslate } from "react-admin";
import { ScopeMenuButton } from "./ScopeMenuButton";
import { useScopeChoice } from "./useScopeChoice";

/**
 * The business and menu selectors of the top bar (SPEC §2): the Business dropdown only when the user has more
 * than one business, the Menu dropdown only when the current business has more than one menu. In a column inside
 * the top bar's menu on small screens.
 */
export const ScopeSelectors = ({ direction = "row" }: { direction?: "row" | "column" }) => {
  const translate = useTranslate();
  const { businesses, menus, businessId, menuId, chooseBusiness, chooseMenu } = useScopeChoice();

  return (
    <Stack direction={direction} spacing={0.5} alignItems={direction === "row" ? "center" : "stretch"}>
      {businesses.length > 1 && (
        <ScopeMenuButton
          label={translate("app.shell.scope.business")}
          icon={<StoreIcon />}
          options={businesses}
          value={businessId}
          onChange={chooseBusiness}
        />
      )}
      {menus.length > 1 && (
        <ScopeMenuButton
          label={translate("app.shell.scope.menu")}
          icon={<MenuBookIcon />}
          options={menus}
          value={menuId}
          onChange={chooseMenu}
        />
      )}
    </Stack>
  );
};
