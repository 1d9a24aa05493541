import type { ReactNode } from "react";
import { Toolbar, useMediaQuery, type Theme } from "@mui/material";

/**
 * The bar under a form that only saves (settings, configurations, account): react-admin's form Toolbar drawn the
 * same way (its class names, a paper background, fixed to the screen's bottom on phones), without the module that
 * brings react-admin's delete button and, with it, its confirmation dialog: a page whose forms delete nothing
 * loads no dialog code.
 */
export function SaveToolbar({ children }: { children: ReactNode }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  return (
    <Toolbar
      role="toolbar"
      className={`RaToolbar-root ${isPhone ? "RaToolbar-mobileToolbar" : "RaToolbar-desktopToolbar"}`}
      sx={[
        { bgcolor: "background.paper" },
        isPhone && {
          position: "fixed",
          bottom: 0,
          left: 0,
          right: 0,
          p: 2,
          width: "100%",
          boxSizing: "border-box",
          flexShrink: 0,
          zIndex: 2,
        },
      ]}
    >
      {children}
    </Toolbar>
  );
}
