import type { EntryAccess, RegistryEntry, ResourceDeclaration, SidebarEntry } from "./types";

// What the rest of the product reads from the registry, as pure functions of a list of entries: the exported
// lists (index.ts) apply them to REGISTRY, and the tests to a registry with an entry of their own.

type Entries = readonly RegistryEntry<string>[];

/** A full declaration, as opposed to a custom entry. */
export const isDeclaration = <A extends string>(entry: RegistryEntry<A>): entry is ResourceDeclaration<A> =>
  entry.kind !== "custom";

/** Who may open the entry: a declared resource is always guarded by its area. */
export const accessOf = <A extends string>(entry: RegistryEntry<A>): EntryAccess<A> =>
  isDeclaration(entry) ? { area: entry.area } : entry.access;

/** The permission area guarding the entry, if any. */
export function areaOf<A extends string>(entry: RegistryEntry<A>): A | undefined {
  const access = accessOf(entry);
  return typeof access === "object" ? access.area : undefined;
}

/** The spec's areas in their order, then every other area the entries name, in registry order. */
export function permissionAreasOf(entries: Entries, specAreas: readonly string[]): string[] {
  const areas = [...specAreas];
  for (const entry of entries) {
    const area = areaOf(entry);
    if (area && !areas.includes(area)) areas.push(area);
  }
  return areas;
}

/** The areas a chalet business keeps: those guarding an entry that chalets keep, in the order of `areas`. */
export const chaletAreasOf = (entries: Entries, areas: readonly string[]): string[] =>
  areas.filter((area) => entries.some((entry) => entry.chalets && areaOf(entry) === area));

/** Each entry's API path (records under a path parent too: the call's meta gives the parent's id). */
export const resourcePathsOf = (entries: Entries): Record<string, string> =>
  Object.fromEntries(entries.flatMap((entry) => (entry.path ? [[entry.name, entry.path]] : [])));

export const writePathsOf = (entries: Entries): Record<string, string> =>
  Object.fromEntries(
    entries.flatMap((entry) =>
      !isDeclaration(entry) && entry.writePath ? [[entry.name, entry.writePath]] : [],
    ),
  );

export interface AuditEntity {
  /** The entity name audit rows carry. */
  entity: string;
  /** The entry that records it. */
  resource: string;
  /** A declared resource's own entity, labelled `resources.{resource}.entity`. */
  declared: boolean;
}

/** Every audit entity the entries record, each once, in registry order. */
export function auditEntitiesOf(entries: Entries): AuditEntity[] {
  const found: AuditEntity[] = [];
  const add = (entity: string, resource: string, declared: boolean) => {
    if (!found.some((known) => known.entity === entity)) found.push({ entity, resource, declared });
  };
  for (const entry of entries) {
    if (isDeclaration(entry)) add(entry.auditEntity, entry.name, true);
    for (const entity of entry.auditEntities ?? []) add(entity, entry.name, false);
  }
  return found;
}

/** An entry's sidebar link, if it has one: records under a path parent are reached from their parent's page. */
export function sidebarOf(entry: RegistryEntry<string>): SidebarEntry | undefined {
  if (isDeclaration(entry) && entry.pathParent) return undefined;
  return entry.sidebar;
}

/** The address an entry's link opens. */
export const linkTo = (entry: RegistryEntry<string>): string => sidebarOf(entry)?.to ?? `/${entry.name}`;

/** The route name of an address, its first segment ("/orders/list" → "orders"). */
export const routeOf = (to: string): string => to.split("/")[1] ?? "";

/**
 * The entries with a sidebar link, in sidebar order: each after the entry its link names (`after`), else after
 * the last link of its group so far, else at the end.
 */
export function sidebarEntriesOf<E extends RegistryEntry<string>>(entries: readonly E[]): E[] {
  const ordered: E[] = [];
  for (const entry of entries) {
    const sidebar = sidebarOf(entry);
    if (!sidebar) continue;
    const named = sidebar.after ? ordered.findIndex((other) => other.name === sidebar.after) : -1;
    const last = sidebar.group
      ? ordered.findLastIndex((other) => sidebarOf(other)?.group === sidebar.group)
      : -1;
    const previous = named >= 0 ? named : last;
    ordered.splice(previous < 0 ? ordered.length : previous + 1, 0, entry);
  }
  return ordered;
}

/**
 * The entry a route name stands for: the one whose link opens under it ("menu" → the menu editor, "admin" →
 * the Dashboard), else the one of that name.
 */
export const entryAtRoute = <E extends RegistryEntry<string>>(
  entries: readonly E[],
  route: string,
): E | undefined =>
  entries.find((entry) => sidebarOf(entry) && routeOf(linkTo(entry)) === route) ??
  entries.find((entry) => entry.name === route);

/** The react-admin resources with screens: declared ones (but records under a path parent) and custom ones. */
export const screenResourcesOf = (entries: Entries): string[] =>
  entries
    .filter((entry) => (isDeclaration(entry) ? !entry.pathParent : entry.screens))
    .map((entry) => entry.name);
