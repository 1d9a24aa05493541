import {
  auditEntitiesOf,
  chaletAreasOf,
  isDeclaration,
  permissionAreasOf,
  resourcePathsOf,
  writePathsOf,
} from "./derive";
import { SPEC_PERMISSION_AREAS, type PermissionArea } from "../constants";
import type { FieldDeclaration, RegistryEntry, ResourceDeclaration } from "./types";
import { media, notifications } from "./account";
import { audits } from "./audits";
import { branches } from "./branches";
import { business } from "./business";
import { categories } from "./categories";
import { coupons } from "./coupons";
import { customers } from "./customers";
import { events } from "./events";
import { floors } from "./floors";
import { holidays } from "./holidays";
import { hotels } from "./hotels";
import { invoices } from "./invoices";
import { items } from "./items";
import { menus } from "./menus";
import { orders } from "./orders";
import {
  apiKeys,
  configurations,
  dashboard,
  dayReport,
  kitchen,
  listing,
  rateCalendar,
  settings,
  webhooks,
} from "./pages";
import { permissions } from "./permissions";
import { reservations } from "./reservations";
import { services } from "./services";
import { tables } from "./tables";
import { users } from "./users";

/**
 * Every resource and page of the product, each declared once in its own file (DESIGN §3b) and listed here, in
 * the order of the sidebar's groups: catalog, operations, organisation, administration, then what has no link.
 * A link goes after the last of its group listed before it, unless its `sidebar.after` names another. This is
 * the only place the dashboard and the server learn what exists: the sidebar, the route guard, `canAccess`, the
 * dataProvider's paths, the permission areas, the audits' entities, the names in both languages, the page search
 * and the `<Resource>` elements are derived from it, and the API of each declared resource with its tests.
 */
const ENTRIES = [
  dashboard,
  listing,
  rateCalendar,
  menus,
  categories,
  items,
  holidays,
  coupons,
  orders,
  kitchen,
  reservations,
  floors,
  tables,
  invoices,
  dayReport,
  customers,
  business,
  branches,
  users,
  hotels,
  services,
  events,
  settings,
  audits,
  permissions,
  configurations,
  apiKeys,
  webhooks,
  notifications,
  media,
] as const;

export const REGISTRY: readonly RegistryEntry[] = ENTRIES;

type AreaOfEntry<E> = E extends { area: infer A extends string }
  ? A
  : E extends { access: infer X }
    ? Extract<X, { area: string }>["area"]
    : never;
/** The areas the entries name, as literal types: PermissionArea adds those SPEC §6 does not name (coupons). */
export type RegistryArea = AreaOfEntry<(typeof ENTRIES)[number]>;

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
