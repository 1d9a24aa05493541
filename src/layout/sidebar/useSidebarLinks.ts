import { useTranslate } from "react-admin";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { linkLabelKey, visibleLinks, type SidebarLink } from "./links";

export interface ShownLink extends SidebarLink {
  /** The link's name in the current language. */
  label: string;
}

/** The links the user may see in the current business, named in the current language (sidebar and search). */
export function useSidebarLinks(): ShownLink[] {
  const translate = useTranslate();
  const { user, business } = useCurrentScope();
  return visibleLinks(user, business).map((link) => ({
    ...link,
    label: translate(linkLabelKey(link, business?.type)),
  }));
}
