import { useMemo, type ReactNode } from "react";
import { Box, Divider, MenuList, Stack, Typography } from "@mui/material";
import { Logout, UserMenuContextProvider } from "react-admin";
import type { CurrentUser } from "../../authProvider/types";
import { LazyChoiceSelect } from "../../resources/shared/LazyChoiceSelect";
import type { useScopeChoice } from "../scope/useScopeChoice";
import { AppLinksList } from "./AppLinksList";

interface UserMenuPanelProps {
  user: CurrentUser;
  /** The user's picture, drawn by the menu's button. */
  avatar: ReactNode;
  /** The business and branch choice the top bar keeps (useScopeChoice). */
  scope: ReturnType<typeof useScopeChoice>;
  onClose: () => void;
}

/**
 * The opened user menu (SPEC §2): the user's name and email, the business and branch selectors, the apps of the
 * chosen branch (each in a new tab) and Logout, which ends the session and opens the login page.
 */
export default function UserMenuPanel({ user, avatar, scope, onClose }: UserMenuPanelProps) {
  const userMenuContext = useMemo(() => ({ onClose }), [onClose]);
  return (
    <>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
        {avatar}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Stack spacing={2} sx={{ p: 2 }}>
        {[
          {
            label: "app.shell.scope.business",
            options: scope.businesses,
            value: scope.businessId,
            onChange: scope.chooseBusiness,
          },
          {
            label: "app.shell.scope.branch",
            options: scope.branches,
            value: scope.branchId,
            onChange: scope.chooseBranch,
          },
        ].map((select) => (
          <LazyChoiceSelect key={select.label} size="small" fullWidth {...select} />
        ))}
      </Stack>
      {scope.branch && <AppLinksList branchSlug={scope.branch.slug} />}
      <Divider />
      <UserMenuContextProvider value={userMenuContext}>
        <MenuList dense>
          <Logout />
        </MenuList>
      </UserMenuContextProvider>
    </>
  );
}
