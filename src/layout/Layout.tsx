import { memo, useMemo, type ReactNode } from "react";
import { Box } from "@mui/material";
import { useLiveUpdates } from "../live/useLiveUpdates";
import { usePendingOrderAlarm } from "../live/usePendingOrderAlarm";
import { useWaiterCallNotice } from "../live/useWaiterCallNotice";
import { AppBar } from "./AppBar";
import { ReservationBanner } from "./banner/ReservationBanner";
import { Footer } from "./Footer";
import { Menu } from "./Menu";
import { RouteGuard } from "./RouteGuard";
import { ShellFrame } from "./ShellFrame";
import { useAccessFollowsScope } from "./useAccessFollowsScope";
import { usePermissionsReload } from "./usePermissionsReload";

// react-admin lets its layout grow to its content (min-width: fit-content), so one wide table made the whole page
// scroll sideways on a phone. The layout keeps the screen's width; a list's table wider than that scrolls in its own
// box, and its filters keep to the list's width (ListPage).
const FITS_THE_SCREEN = {
  minWidth: 0,
  "& .RaLayout-content": { minWidth: 0 },
} as const;

/**
 * What the shell keeps running, drawn as nothing: their state (the live connection, the current scope) changes
 * while the app starts, and held by the layout itself each change drew the whole top bar and sidebar again.
 */
const ShellEffects = () => {
  useAccessFollowsScope();
  useLiveUpdates();
  usePendingOrderAlarm();
  useWaiterCallNotice();
  return null;
};

/**
 * The application shell: top bar, sidebar, the reservation banner above the page, the page (behind the route
 * guard) and the footer. The whole shell follows the language's direction: the sidebar is on the right in Arabic.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  // react-admin draws the layout again each time its routes do (the session checked, resources registered,
  // access answered: five or six times while the app starts) and hands the top bar and the menu the same props
  // each time: kept (memo), they are drawn once per change of their own state, which took about a fifth of the
  // main-thread time before the first page's requests go out. A permissions reload makes them anew, so the top
  // bar, the sidebar and the route guard see the new permissions.
  const version = usePermissionsReload();
  const shell = useMemo(() => ({ appBar: memo(AppBar), menu: memo(Menu), version }), [version]);

  return (
    <ShellFrame appBar={shell.appBar} menu={shell.menu} sx={FITS_THE_SCREEN}>
      {/* minWidth 0: a wide table or form scrolls inside the page's content, never the page itself sideways. */}
      <Box
        sx={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          minWidth: 0,
          paddingInline: { xs: 1, sm: 2 },
        }}
      >
        <ShellEffects />
        <ReservationBanner />
        <RouteGuard>{children}</RouteGuard>
        <Footer />
      </Box>
    </ShellFrame>
  );
};
