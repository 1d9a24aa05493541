import { Suspense, useCallback, useEffect, useState } from "react";
import { Button, Popover, Typography, useMediaQuery, type Theme } from "@mui/material";
import { useTranslate } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { whenIdle } from "../../custom/whenIdle";
import { preloadChoiceSelect } from "../../resources/shared/LazyChoiceSelect";
import { useScopeChoice } from "../scope/useScopeChoice";
import { UserAvatar } from "./UserAvatar";

// What the menu shows once opened (the selectors, the apps' links, Logout) is a chunk of its own, fetched once the
// page is idle or as the pointer or focus reaches the button: the top bar draws only the button.
const UserMenuPanel = lazyLoaded(() => import("./UserMenuPanel"));
const preloadPanel = () => {
  void UserMenuPanel.preload().catch(() => undefined);
  preloadChoiceSelect();
};

/**
 * The user menu (SPEC §2): avatar, name and email, the business and branch selectors, the apps of the chosen
 * branch (each in a new tab) and Logout, which ends the session and opens the login page.
 */
export const ShellUserMenu = () => {
  const translate = useTranslate();
  const isLargeEnough = useMediaQuery<Theme>((theme) => theme.breakpoints.up("sm"));
  const scope = useScopeChoice();
  const { user } = scope;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  // The panel and its selects (LazyChoiceSelect), fetched once the page is idle.
  useEffect(() => whenIdle(preloadPanel), []);
  if (!user) return null;

  const avatar = (size: number) => <UserAvatar src={user.media?.src} size={size} />;

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate("ra.auth.user_menu")}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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
        <Suspense fallback={null}>
          <UserMenuPanel user={user} avatar={avatar(48)} scope={scope} onClose={close} />
        </Suspense>
      </Popover>
    </>
  );
};
