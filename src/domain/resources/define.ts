import type { CustomEntry, FieldDeclaration, ResourceDeclaration } from "./types";

// Entries are written through these two functions so that each keeps its permission area as a literal type:
// the areas of the registry join PermissionArea (src/domain/constants.ts) with no edit anywhere else.

/** A full declaration: the API, the screens and the tests are generated from it (DESIGN §3b). */
export const declareResource = <const A extends string>(declaration: ResourceDeclaration<A>) => declaration;

/** A custom entry: screens and services of its own, and everything else from here. */
export const declareEntry = <const A extends string = never>(entry: CustomEntry<A>) => entry;

/**
 * The record's names in each language (`locales`, the first one required), listed, searched and sorted as a name;
 * `withDescription` adds a description per language.
 */
export const namesField = (options: { withDescription?: boolean } = {}): FieldDeclaration => ({
  name: "locales",
  type: "localized",
  required: true,
  ...(options.withDescription ? { withDescription: true } : {}),
  listed: true,
  searchable: true,
  sortable: true,
});
