import { Box, Stack } from "@mui/material";
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useCanAccess } from "react-admin";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { LiveStatusControls } from "../live/LiveStatusControls";
import { AppBarMoreMenu } from "./AppBarMoreMenu";
import { NotificationsBell } from "./notifications/NotificationsBell";
import { BranchQrMenu } from "./qr/BranchQrMenu";
import { ScopeSelectors } from "./scope/ScopeSelectors";
import { GlobalSearch } from "./search/GlobalSearch";
import { SidebarSearch } from "./search/SidebarSearch";
import { ShellUserMenu } from "./user/ShellUserMenu";
import { useAppBarAlwaysOn } from "./useAppBarAlwaysOn";

/**
 * The top bar (SPEC §2 Shell): sidebar toggle, page title and search; then the business and menu selectors, the
 * branch QR codes (for those who may read branches, as the QR calls require), notifications, language and the
 * user menu. On phones and tablets the selectors, QR codes and language move into a "more" menu.
 */
export const AppBar = () => {
  const showsQr = useCanAccess({ resource: "branches", action: "list" }).canAccess === true;
  // Hiding follows the scroll position, which it read at start in the middle of the first page's drawing and so
  // had the browser lay the whole page out an extra time (about 11 ms): not where the bar stays.
  const isLarge = useAppBarAlwaysOn();

  return (
    <RaAppBar
      alwaysOn={isLarge}
      color="primary"
      userMenu={<ShellUserMenu />}
      toolbar={
        <Stack direction="row" alignItems="center" spacing={0.5} sx={{ flexShrink: 0 }}>
          {/* Below md the selectors, QR codes and language live in the "more" menu instead. */}
          <Stack
            direction="row"
            alignItems="center"
            spacing={0.5}
            sx={{ display: { xs: "none", md: "flex" } }}
          >
            <ScopeSelectors />
            {showsQr && <BranchQrMenu kind="menu" />}
            {showsQr && <BranchQrMenu kind="login" />}
          </Stack>
          <LiveStatusControls />
          <NotificationsBell />
          <Box sx={{ display: { xs: "none", md: "flex" } }}>
            <LanguageSwitcher />
          </Box>
          <Box sx={{ display: { xs: "flex", md: "none" } }}>
            <AppBarMoreMenu showsQr={showsQr} />
          </Box>
          {/* The refresh button from a tablet up: on a phone its room goes to the user menu (a pull reloads). */}
          <Box sx={{ display: { xs: "none", sm: "flex" } }}>
            <LoadingIndicator />
          </Box>
        </Stack>
      }
    >
      <TitlePortal sx={{ display: { xs: "none", lg: "block" } }} />
      <SidebarSearch />
      {/* The whole business's records and the pages, in one dialog (Ctrl-K opens it too). */}
      <GlobalSearch />
      {/* Takes the title's room where the title is hidden. */}
      <Box sx={{ flex: 1, display: { xs: "block", lg: "none" } }} />
    </RaAppBar>
  );
};
