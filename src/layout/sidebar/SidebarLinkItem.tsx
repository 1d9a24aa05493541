import { useTheme } from "@mui/material";
import { Menu as RaMenu, useSidebarState } from "react-admin";
import { iconOfLink } from "./linkIcons";
import { preloadLink } from "./preloadLink";
import type { ShownLink } from "./useSidebarLinks";

/** One sidebar link; react-admin closes the sidebar after a click on small screens. */
export const SidebarLinkItem = ({ link, nested = false }: { link: ShownLink; nested?: boolean }) => {
  const theme = useTheme();
  const [sidebarOpen] = useSidebarState();
  const Icon = iconOfLink(link.id);
  const preload = () => preloadLink(link.id);
  return (
    <RaMenu.Item
      to={link.to}
      primaryText={link.label}
      leftIcon={<Icon />}
      // Tooltips of the minimized sidebar point away from it, whatever the direction.
      tooltipProps={{ placement: theme.direction === "rtl" ? "left" : "right" }}
      sx={nested && sidebarOpen ? { paddingInlineStart: 3 } : undefined}
      onPointerEnter={preload}
      onFocus={preload}
    />
  );
};
