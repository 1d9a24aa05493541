import { useRef } from "react";
import { Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { SidebarLogo } from "./Logo";
import { sectionsOf } from "./sidebar/links";
import { SidebarGroup } from "./sidebar/SidebarGroup";
import { SidebarLinkItem } from "./sidebar/SidebarLinkItem";
import { SidebarMenuList } from "./sidebar/SidebarMenuList";
import { SidebarNavigateProvider } from "./sidebar/SidebarNavigate";
import { useCloseOnOutsideClick } from "./sidebar/useCloseOnOutsideClick";
import { useSidebarLinks } from "./sidebar/useSidebarLinks";

/**
 * The sidebar (SPEC §2 Shell, §6): the logo, then the links the user may read in the current business, in
 * collapsible groups. The link table and its rules live in sidebar/links.ts; add new sections there.
 */
export const Menu = () => {
  const translate = useTranslate();
  const sidebarRef = useRef<HTMLElement>(null);
  useCloseOnOutsideClick(sidebarRef);
  const sections = sectionsOf(useSidebarLinks());

  return (
    <Box component="nav" ref={sidebarRef} aria-label={translate("app.shell.sidebar.navigation")}>
      <SidebarLogo />
      <SidebarNavigateProvider>
        <SidebarMenuList>
          {sections.map((section) =>
            section.group ? (
              <SidebarGroup key={section.group} group={section.group} links={section.links} />
            ) : (
              section.links.map((link) => <SidebarLinkItem key={link.id} link={link} />)
            ),
          )}
        </SidebarMenuList>
      </SidebarNavigateProvider>
    </Box>
  );
};
