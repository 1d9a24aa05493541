import type { BusinessType } from "../../domain/constants";
import { canAccessResource, type AccessBusiness } from "../../domain/access";
import type { PermissionSubject } from "../../domain/permissions";
import {
  accessOf,
  isDeclaration,
  linkTo,
  REGISTRY,
  routeOf,
  sidebarEntriesOf,
  sidebarOf,
  type RegistryEntry,
  type SidebarGroup,
} from "../../domain/resources";

// The sidebar's links (SPEC §2 Shell) and who sees them (SPEC §6), read from the resource registry and without
// React, so the rules are tested alone.

export type SidebarGroupId = SidebarGroup;

export interface SidebarLink {
  /** The registry entry's name. */
  id: string;
  to: string;
  group?: SidebarGroupId;
  /** A name in the icon map (src/resources/icons.ts). */
  icon: string;
  /** Translation key of the name; `{businessType}` stands for the current business's type. */
  labelKey: string;
}

const labelOf = (entry: RegistryEntry<string>): string =>
  sidebarOf(entry)?.label ??
  (isDeclaration(entry) ? `resources.${entry.name}.page.list` : `app.shell.links.${entry.name}`);

/** The links of a registry in sidebar order (tests pass one of their own). */
export const linksOf = (registry: readonly RegistryEntry<string>[]): SidebarLink[] =>
  sidebarEntriesOf(registry).map((entry) => ({
    id: entry.name,
    to: linkTo(entry),
    group: sidebarOf(entry)?.group,
    icon: sidebarOf(entry)?.icon ?? "",
    labelKey: labelOf(entry),
  }));

/** Every link in sidebar order; the group order follows the first link of each group. */
export const SIDEBAR_LINKS: readonly SidebarLink[] = linksOf(REGISTRY);

/** The business the sidebar is drawn for. */
export type SidebarBusiness = Required<AccessBusiness>;

/**
 * Whether the user sees the link while working in `business` (SPEC §6 sidebar rules): the shared access rule,
 * reading, for a section the business offers. Without a business only the links open to everyone show.
 */
export function isLinkVisible(
  link: SidebarLink,
  user: PermissionSubject | null | undefined,
  business: SidebarBusiness | undefined,
): boolean {
  if (!business) return REGISTRY.some((entry) => entry.name === link.id && accessOf(entry) === "everyone");
  return canAccessResource(user, { resource: link.id, action: "read", business, section: true });
}

export const visibleLinks = (
  user: PermissionSubject | null | undefined,
  business: SidebarBusiness | undefined,
): SidebarLink[] => SIDEBAR_LINKS.filter((link) => isLinkVisible(link, user, business));

/** Translation key of a link's name: Listing is named after the business type (Chalets Listing, Salons Listing). */
export const linkLabelKey = (link: SidebarLink, businessType: BusinessType | undefined): string =>
  link.labelKey.replace("{businessType}", businessType ?? "restaurant");

export interface SidebarSection<T extends SidebarLink = SidebarLink> {
  /** Undefined for the links shown outside any group (Dashboard). */
  group?: SidebarGroupId;
  links: T[];
}

/** Links in sections for drawing: ungrouped links alone, each group with its links; empty groups vanish. */
export function sectionsOf<T extends SidebarLink>(links: readonly T[]): SidebarSection<T>[] {
  const sections: SidebarSection<T>[] = [];
  for (const link of links) {
    const open = link.group ? sections.find((section) => section.group === link.group) : undefined;
    if (open) open.links.push(link);
    else sections.push({ group: link.group, links: [link] });
  }
  return sections;
}

/** Links whose translated name contains the query, ignoring case; an empty query finds nothing. */
export function searchLinks<T extends { label: string }>(
  links: readonly T[],
  query: string,
  locale?: string,
): T[] {
  const wanted = query.trim().toLocaleLowerCase(locale);
  if (!wanted) return [];
  return links.filter((link) => link.label.toLocaleLowerCase(locale).includes(wanted));
}

/**
 * The route names the shell guards: the first path segment of every link not open to everyone. A URL under one
 * of them is opened only when the route guard allows it (SPEC §4).
 */
export const GUARDED_ROUTES: readonly string[] = sidebarEntriesOf(REGISTRY)
  .filter((entry) => accessOf(entry) !== "everyone")
  .map((entry) => routeOf(linkTo(entry)));
