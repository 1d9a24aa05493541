import type { ReactNode } from "react";
import { MenuList, styled } from "@mui/material";
import { useSidebarState } from "react-admin";

// react-admin's sidebar widths (its Sidebar's DRAWER_WIDTH and CLOSED_DRAWER_WIDTH), which the theme keeps.
const OPEN_WIDTH = 240;
const CLOSED_WIDTH = 55;

const Root = styled(MenuList, { name: "RaMenu", slot: "Root" })(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-start",
  marginTop: 0,
  transition: theme.transitions.create("width", {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  }),
  "&.RaMenu-open": { width: OPEN_WIDTH },
  "&.RaMenu-closed": { width: CLOSED_WIDTH },
}));

/**
 * The list the sidebar's links sit in: react-admin's Menu drawn the same way (its class names, its width open and
 * closed, the width's transition), without the module that also brings react-admin's own menu links, dashboard and
 * resource items and their keyboard shortcuts, which the dashboard's sidebar does not use (SidebarLinkItem).
 */
export function SidebarMenuList({ children }: { children: ReactNode }) {
  const [open] = useSidebarState();
  return <Root className={open ? "RaMenu-open" : "RaMenu-closed"}>{children}</Root>;
}
