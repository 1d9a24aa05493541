import { Collapse, ListItemIcon, MenuItem, MenuList, Tooltip, Typography, useTheme } from "@mui/material";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { useSidebarState, useStore, useTranslate } from "react-admin";
import { COLLAPSE_ANIMATION_MS } from "../../domain/constants";
import type { SidebarGroupId } from "./links";
import { GROUP_ICONS } from "./linkIcons";
import { SidebarLinkItem } from "./SidebarLinkItem";
import type { ShownLink } from "./useSidebarLinks";

/** A collapsible group of sidebar links; whether it is open survives reloads. */
export const SidebarGroup = ({ group, links }: { group: SidebarGroupId; links: ShownLink[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(`sidebar.group.${group}`, true);
  const label = translate(`app.shell.groups.${group}`);
  const Icon = GROUP_ICONS[group];
  const listId = `sidebar-group-${group}`;

  const header = (
    <MenuItem
      dense
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen(!open)}
      sx={{ color: "text.secondary", mt: 1 }}
    >
      <ListItemIcon sx={{ color: "inherit" }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <Typography variant="overline" noWrap sx={{ flexGrow: 1, lineHeight: 2 }}>
        {label}
      </Typography>
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement={theme.direction === "rtl" ? "left" : "right"}>
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout={COLLAPSE_ANIMATION_MS} unmountOnExit>
        <MenuList id={listId} dense disablePadding aria-label={label}>
          {links.map((link) => (
            <SidebarLinkItem key={link.id} link={link} nested />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
};
