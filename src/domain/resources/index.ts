import { coupons } from "./coupons";
import { holidays } from "./holidays";
import { hotels } from "./hotels";
import type { FieldDeclaration, ResourceDeclaration } from "./types";

/** Every resource declared by data (DESIGN §3b): the only place the rest of the system learns what exists. */
export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = [holidays, coupons, hotels];

export const declarationOf = (name: string): ResourceDeclaration | undefined =>
  DECLARED_RESOURCES.find((declaration) => declaration.name === name);

/** A sortable field's key in the list's `sort`: a localized field sorts by its names, as `name`. */
export const sortKeyOf = (field: FieldDeclaration): string =>
  field.type === "localized" ? "name" : field.name;

export type * from "./types";
