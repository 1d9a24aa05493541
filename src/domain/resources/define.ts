import type { CustomEntry, FieldDeclaration, Label, ResourceDeclaration } from "./types";

// Entries are written through these two functions, which keep each one's permission area as a literal type:
// PermissionArea learns the areas SPEC §6 does not name from the registry's array (index.ts).

/** A full declaration: the API, the screens and the tests are generated from it (DESIGN §3b). */
export const declareResource = <const A extends string>(declaration: ResourceDeclaration<A>) => declaration;

/** A custom entry: screens and services of its own, and everything else from here. */
export const declareEntry = <const A extends string = never>(entry: CustomEntry<A>) => entry;

const NAME: Label = { en: "Name", ar: "الاسم" };

/**
 * The record's names in each language (`locales`, the first one required), listed, searched and sorted as a name;
 * `description` adds a description per language, labelled so.
 */
export const namesField = (options: { description?: Label } = {}): FieldDeclaration => ({
  name: "locales",
  type: "localized",
  label: NAME,
  required: true,
  ...(options.description ? { withDescription: options.description } : {}),
  listed: true,
  searchable: true,
  sortable: true,
});
