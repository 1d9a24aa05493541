import { forwardRef, type MouseEvent } from "react";
import { Link, useMatch, type LinkProps } from "react-router-dom";
import {
  ListItemIcon,
  MenuItem,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
  type Theme,
} from "@mui/material";
import { useSidebarState } from "react-admin";
import { routeOf } from "../../domain/resources/derive";
import { iconOfLink } from "./linkIcons";
import { linkAddress } from "./linkAddress";
import { openLinkPage } from "./openLinkPage";
import { preloadLink } from "./preloadLink";
import { useSidebarNavigate } from "./SidebarNavigate";
import type { ShownLink } from "./useSidebarLinks";

// react-admin's menu link matches the address itself, so each link, its icon, text and ripple were drawn again on
// every page change (about 540 components for the sidebar). Here only the anchor follows the address: it is the
// current page's (class `active`, aria-current="page") while the address is in the link's section, so "/orders"
// and an order's page light up the "/orders/list" link, and "/floors/3/tables" the floors' one.
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps & { section: string }>(
  ({ section, className, ...props }, ref) => {
    const current = useMatch({ path: section, end: section === "/" }) !== null;
    return (
      <Link
        ref={ref}
        className={current ? `${className ?? ""} active` : className}
        aria-current={current ? "page" : undefined}
        {...props}
      />
    );
  },
);
RouterLink.displayName = "RouterLink";

// react-admin's menu link look (RaMenuItemLink), which the theme and the rest of the shell expect.
const LINK_SX = {
  color: "text.secondary",
  "& .RaMenuItemLink-icon": { color: "text.secondary", minWidth: (theme: Theme) => theme.spacing(5) },
  ".MuiList-dense > & > .RaMenuItemLink-icon": { minWidth: (theme: Theme) => theme.spacing(3.5) },
  "&.active": { color: "text.primary" },
} as const;

/** A plain click (or Enter), which the link itself would follow in this tab. */
const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** One sidebar link; the sidebar closes after a click on small screens, and fetches the page on the way in. */
export const SidebarLinkItem = ({ link, nested = false }: { link: ShownLink; nested?: boolean }) => {
  const theme = useTheme();
  // Not the router's useNavigate: it would draw every link again on every page change (SidebarNavigate).
  const navigate = useSidebarNavigate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery(theme.breakpoints.down("md"));
  const Icon = iconOfLink(link.id);
  const preload = () => preloadLink(link.id);

  const item = (
    <MenuItem
      component={RouterLink}
      to={link.to}
      section={`/${routeOf(link.to)}`}
      // Every link is a tab stop, as in react-admin's menu.
      tabIndex={0}
      className="RaMenuItemLink-root"
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (isSmall) setSidebarOpen(false);
        if (!isPlainClick(event)) return;
        // A list goes straight to the address it is served at (linkAddress), as the link itself would go: a click
        // on the current page's link replaces its history entry. The page is drawn at once when its code is in
        // (openLinkPage).
        event.preventDefault();
        const to = linkAddress(link);
        const replace = window.location.pathname + window.location.search === to;
        openLinkPage(link.id, (atOnce) => void navigate(to, { replace, flushSync: atOnce }));
      }}
      onPointerEnter={preload}
      onFocus={preload}
      sx={[LINK_SX, nested && sidebarOpen ? { paddingInlineStart: 3 } : {}]}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {link.label}
      </Typography>
    </MenuItem>
  );
  if (sidebarOpen) return item;
  // The minimized sidebar names its links in tooltips pointing away from it, whatever the direction.
  return (
    <Tooltip title={link.label} placement={theme.direction === "rtl" ? "left" : "right"}>
      {item}
    </Tooltip>
  );
};
