import { isRegistryEntry } from "./define";
import {
  auditEntitiesOf,
  chaletAreasOf,
  isDeclaration,
  permissionAreasOf,
  resourcePathsOf,
  writePathsOf,
} from "./derive";
import { SPEC_PERMISSION_AREAS, type PermissionArea } from "../constants";
import type { FieldDeclaration, NewAreaEntries, RegistryEntry, ResourceDeclaration } from "./types";

// Every module of this folder but this one and the tests, found when the program is built or loaded (Vite's
// eager glob: Vite and vitest expand it themselves, the server's bundle and tsx through scripts/import-glob.mjs).
// A new `<name>.ts` exporting `declareResource(...)` or `declareEntry(...)` is in the registry with no edit here.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./index.ts", "!./*.test.ts"], {
  eager: true,
});

/** What the modules export that `declareResource`/`declareEntry` made, each once, by `position` then name. */
function discovered(): RegistryEntry[] {
  const entries = new Set<RegistryEntry>();
  for (const exports of Object.values(modules))
    for (const value of Object.values(exports))
      if (isRegistryEntry(value)) entries.add(value as RegistryEntry);
  const rank = (entry: RegistryEntry) => entry.position ?? Number.MAX_SAFE_INTEGER;
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * Every resource and page of the product, each written once (DESIGN §3b): the only place the dashboard and the
 * server learn what exists. Full declarations and custom entries alike, in the order of their `position`.
 * The sidebar, the route guard, `canAccess`, the dataProvider's paths, the permission areas, the audits'
 * entities and `<Resource>` elements are all derived from this list.
 */
export const REGISTRY: readonly RegistryEntry[] = discovered();

type AreaOfEntry<E> = E extends { area: infer A extends string }
  ? A
  : E extends { access: infer X }
    ? Extract<X, { area: string }>["area"]
    : never;
/** The areas SPEC §6 does not name that entries add (types.ts NewAreaEntries): PermissionArea adds them to its. */
export type RegistryArea = AreaOfEntry<NewAreaEntries[keyof NewAreaEntries]>;

/** Every resource declared by data: the server generates their API, the dashboard their screens. */
export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = REGISTRY.filter(isDeclaration);

export const entryOf = (name: string): RegistryEntry | undefined =>
  REGISTRY.find((entry) => entry.name === name);

export const declarationOf = (name: string): ResourceDeclaration | undefined =>
  DECLARED_RESOURCES.find((declaration) => declaration.name === name);

/** A sortable field's key in the list's `sort`: a localized field sorts by its names, as `name`. */
export const sortKeyOf = (field: FieldDeclaration): string =>
  field.type === "localized" ? "name" : field.name;

/** Fields stored in a column of the table (a media list is the record's attached media, not a column). */
export const isColumn = (field: FieldDeclaration): boolean => field.type !== "mediaList";

/**
 * The permission areas of the permissions editor and the server: SPEC §6's, in its order, then each area an
 * entry names that SPEC does not (coupons), in registry order.
 */
export const PERMISSION_AREAS = permissionAreasOf(
  REGISTRY,
  SPEC_PERMISSION_AREAS,
) as readonly PermissionArea[];
/** The areas a chalet business keeps (SPEC §6): those of the entries chalets keep. */
export const CHALET_PERMISSION_AREAS = chaletAreasOf(REGISTRY, PERMISSION_AREAS) as readonly PermissionArea[];
/** API path of each resource the dataProvider reaches (SPEC §7); `{businessId}` and `{branchId}` from the scope. */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = resourcePathsOf(REGISTRY);
/** Resources written (create, update, delete) at another path than they are read. */
export const RESOURCE_WRITE_PATHS: Readonly<Record<string, string>> = writePathsOf(REGISTRY);
/** Every audit entity the server records, with the entry that records it. */
export const AUDIT_ENTITIES = auditEntitiesOf(REGISTRY);

export { declareEntry, declareResource } from "./define";
export * from "./derive";
export type * from "./types";
