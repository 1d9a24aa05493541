import { CHALET_PERMISSION_AREAS, type BusinessType, type PermissionArea } from "../../domain/constants";
import { can, isOwner, type PermissionSubject } from "../../domain/permissions";
import { DECLARED_RESOURCES } from "../../domain/resources";

// The sidebar's links (SPEC §2 Shell) and who sees them (SPEC §6), without React so the rules are tested alone.

export type SidebarGroupId = "catalog" | "operations" | "organisation" | "administration";

/**
 * Who may see a link: everyone; whoever may read a permission area in the current business; or only the owner
 * of the current business. Owner links may be left out for chalets (`keptForChalets: false`), whose sidebar
 * keeps only the areas of CHALET_PERMISSION_AREAS; Permissions, Audits and Configurations are kept.
 */
export type LinkAccess =
  { kind: "everyone" } | { kind: "area"; area: PermissionArea } | { kind: "owner"; keptForChalets: boolean };

export interface SidebarLink {
  /** Also the last part of its translation key, `app.shell.links.{id}`. */
  id: string;
  to: string;
  access: LinkAccess;
  group?: SidebarGroupId;
  /** Translation key of the name when it is not `app.shell.links.{id}` (declared resources). */
  labelKey?: string;
}

const area = (name: PermissionArea): LinkAccess => ({ kind: "area", area: name });
const ownerSection: LinkAccess = { kind: "owner", keptForChalets: true };

/**
 * Each declared resource's link goes after the link it names, else after the last link of its group. Records
 * under a parent in their path (a floor's tables) are reached from the parent's page instead.
 */
function withDeclaredLinks(links: SidebarLink[]): SidebarLink[] {
  for (const declaration of DECLARED_RESOURCES.filter((d) => !d.pathParent)) {
    const { name, sidebar } = declaration;
    const link = {
      id: name,
      to: `/${name}`,
      access: area(declaration.area),
      group: sidebar.group,
      labelKey: `resources.${name}.page.list`,
    };
    const named = sidebar.after ? links.findIndex((candidate) => candidate.id === sidebar.after) : -1;
    const last = links.findLastIndex((candidate) => candidate.group === sidebar.group);
    const previous = named >= 0 ? named : last;
    links.splice(previous < 0 ? links.length : previous + 1, 0, link);
  }
  return links;
}

/** Every link in sidebar order; the group order follows the first link of each group. */
export const SIDEBAR_LINKS: readonly SidebarLink[] = withDeclaredLinks([
  { id: "dashboard", to: "/admin/overview", access: { kind: "everyone" } },
  { id: "listing", to: "/menu", access: area("menu"), group: "catalog" },
  { id: "menus", to: "/menus/list", access: area("menus"), group: "catalog" },
  { id: "categories", to: "/categories/list", access: area("categories"), group: "catalog" },
  { id: "orders", to: "/orders/list", access: area("orders"), group: "operations" },
  { id: "reservations", to: "/reservations/list", access: area("reservations"), group: "operations" },
  { id: "invoices", to: "/invoices/list", access: area("invoices"), group: "operations" },
  { id: "business", to: "/business/list", access: area("business"), group: "organisation" },
  { id: "branches", to: "/branches/list", access: area("branches"), group: "organisation" },
  { id: "users", to: "/users/list", access: area("users"), group: "organisation" },
  { id: "settings", to: "/settings", access: area("settings"), group: "administration" },
  { id: "audits", to: "/audits/list", access: ownerSection, group: "administration" },
  { id: "permissions", to: "/permissions/list", access: ownerSection, group: "administration" },
  { id: "configurations", to: "/configurations", access: ownerSection, group: "administration" },
]);

/** The business the sidebar is drawn for. */
export interface SidebarBusiness {
  id: number;
  type: BusinessType;
}

/** Whether the user sees the link while working in `business` (SPEC §6 sidebar rules). */
export function isLinkVisible(
  link: SidebarLink,
  user: PermissionSubject | null | undefined,
  business: SidebarBusiness | undefined,
): boolean {
  const { access } = link;
  if (access.kind === "everyone") return true;
  if (!business) return false;
  const isChalet = business.type === "chalet";
  if (access.kind === "owner") return isOwner(user, business.id) && (access.keptForChalets || !isChalet);
  if (isChalet && !CHALET_PERMISSION_AREAS.includes(access.area)) return false;
  return can(user, { businessId: business.id, area: access.area, action: "read" });
}

export const visibleLinks = (
  user: PermissionSubject | null | undefined,
  business: SidebarBusiness | undefined,
): SidebarLink[] => SIDEBAR_LINKS.filter((link) => isLinkVisible(link, user, business));

/** Translation key of a link's name: Listing is named after the business type (Chalets Listing, Salons Listing). */
export const linkLabelKey = (link: SidebarLink, businessType: BusinessType | undefined): string =>
  link.id === "listing"
    ? `app.shell.links.listing.${businessType ?? "restaurant"}`
    : (link.labelKey ?? `app.shell.links.${link.id}`);

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
 * The route names the shell guards: the first path segment of every link but the Dashboard. A URL under one
 * of them is opened only when the route guard allows it (SPEC §4).
 */
export const GUARDED_ROUTES: readonly string[] = SIDEBAR_LINKS.filter(
  (link) => link.access.kind !== "everyone",
).map((link) => link.to.split("/")[1]);
