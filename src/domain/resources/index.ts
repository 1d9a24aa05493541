import { coupons } from "./coupons";
import { events } from "./events";
import { floors } from "./floors";
import { holidays } from "./holidays";
import { hotels } from "./hotels";
import { services } from "./services";
import { tables } from "./tables";
import type { FieldDeclaration, ResourceDeclaration } from "./types";

/**
 * Every resource declared by data (DESIGN §3b): the only place the rest of the system learns what exists. In
 * sidebar order within each group.
 */
export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = [
  holidays,
  coupons,
  floors,
  tables,
  hotels,
  services,
  events,
];

export const declarationOf = (name: string): ResourceDeclaration | undefined =>
  DECLARED_RESOURCES.find((declaration) => declaration.name === name);

/** A sortable field's key in the list's `sort`: a localized field sorts by its names, as `name`. */
export const sortKeyOf = (field: FieldDeclaration): string =>
  field.type === "localized" ? "name" : field.name;

/** Fields stored in a column of the table (a media list is the record's attached media, not a column). */
export const isColumn = (field: FieldDeclaration): boolean => field.type !== "mediaList";

export type * from "./types";
