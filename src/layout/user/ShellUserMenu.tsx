import { useCallback, useEffect, useMemo, useState } from "react";
import {
  Box,
  Button,
  Divider,
  MenuList,
  Popover,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import { Logout, UserMenuContextProvider, useTranslate } from "react-admin";
import { whenIdle } from "../../custom/whenIdle";
import { LazyChoiceSelect, preloadChoiceSelect } from "../../resources/shared/LazyChoiceSelect";
import { useScopeChoice } from "../scope/useScopeChoice";
import { AppLinksList } from "./AppLinksList";
import { UserAvatar } from "./UserAvatar";

/**
 * The user menu (SPEC §2): avatar, name and email, the business and branch selectors, the apps of the chosen
 * branch (each in a new tab) and Logout, which ends the session and opens the login page.
 */
export const ShellUserMenu = () => {
  const translate = useTranslate();
  const isLargeEnough = useMediaQuery<Theme>((theme) => theme.breakpoints.up("sm"));
  const { user, branch, businesses, branches, businessId, branchId, chooseBusiness, chooseBranch } =
    useScopeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const userMenuContext = useMemo(() => ({ onClose: close }), [close]);
  // The menu's selects come in their own chunk (LazyChoiceSelect): fetched once the page is idle.
  useEffect(() => whenIdle(preloadChoiceSelect), []);
  if (!user) return null;

  const avatar = (size: number) => <UserAvatar src={user.media?.src} size={size} />;

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate("ra.auth.user_menu")}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={avatar(32)}
        sx={{
          textTransform: "none",
          minWidth: 0,
          "& .MuiButton-startIcon": isLargeEnough ? {} : { margin: 0 },
        }}
      >
        {isLargeEnough && (
          <Typography variant="body2" noWrap sx={{ maxWidth: 160 }}>
            {user.name}
          </Typography>
        )}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: { role: "dialog", "aria-label": translate("ra.auth.user_menu"), sx: { width: 300 } },
        }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
          {avatar(48)}
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
          <LazyChoiceSelect
            size="small"
            fullWidth
            label="app.shell.scope.business"
            options={businesses}
            value={businessId}
            onChange={chooseBusiness}
          />
          <LazyChoiceSelect
            size="small"
            fullWidth
            label="app.shell.scope.branch"
            options={branches}
            value={branchId}
            onChange={chooseBranch}
          />
        </Stack>
        {branch && <AppLinksList branchSlug={branch.slug} />}
        <Divider />
        <UserMenuContextProvider value={userMenuContext}>
          <MenuList dense>
            <Logout />
          </MenuList>
        </UserMenuContextProvider>
      </Popover>
    </>
  );
};
