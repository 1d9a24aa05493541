import type { ReactNode } from "react";
import { Box } from "@mui/material";
import { Layout as RaLayout } from "react-admin";
import { useLiveUpdates } from "../live/useLiveUpdates";
import { AppBar } from "./AppBar";
import { ReservationBanner } from "./banner/ReservationBanner";
import { Footer } from "./Footer";
import { Menu } from "./Menu";
import { RouteGuard } from "./RouteGuard";
import { useAccessFollowsScope } from "./useAccessFollowsScope";
import { usePermissionsReload } from "./usePermissionsReload";

// react-admin lets its layout grow to its content (min-width: fit-content), so one wide table made the whole page
// scroll sideways on a phone. The layout keeps the screen's width; a list wider than that scrolls in its own box.
// (react-admin's own list style sets the content's overflow to inherit with as many classes, and comes later: the
// rule names the list's main box too, so it wins; without it every table pushed a tablet's page sideways.)
const FITS_THE_SCREEN = {
  minWidth: 0,
  "& .RaLayout-content": { minWidth: 0 },
  "& .RaList-main > .RaList-content": { overflowX: "auto" },
  // A filter grew to its chosen value's text (a long "name (e-mail)" pushed the page 500px wider on a phone):
  // the filters keep to the list's width and a long choice ends in an ellipsis inside its select.
  "& .RaList-main": { minWidth: 0 },
  "& .RaFilterForm-filterFormInput": { maxWidth: "100%", minWidth: 0 },
  "& .RaFilterForm-filterFormInput > .MuiFormControl-root": { maxWidth: "100%", minWidth: 0 },
} as const;

/**
 * The application shell: top bar, sidebar, the reservation banner above the page, the page (behind the route
 * guard) and the footer. The whole shell follows the language's direction: the sidebar is on the right in Arabic.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  // Each reload re-renders the layout, so the top bar, the sidebar and the route guard see the new permissions.
  usePermissionsReload();
  useAccessFollowsScope();
  useLiveUpdates();

  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={FITS_THE_SCREEN}>
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
        <ReservationBanner />
        <RouteGuard>{children}</RouteGuard>
        <Footer />
      </Box>
    </RaLayout>
  );
};
