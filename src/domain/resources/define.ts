import type { CustomEntry, FieldDeclaration, RegistryEntry, ResourceDeclaration } from "./types";

// Entries are written through these two functions: each keeps its permission area as a literal type, and the
// registry (index.ts) takes from the folder's modules exactly the values they made.
const declared = new WeakSet<object>();
const remember = <E extends object>(entry: E): E => {
  declared.add(entry);
  return entry;
};

/** A full declaration: the API, the screens and the tests are generated from it (DESIGN §3b). */
export const declareResource = <const A extends string>(declaration: ResourceDeclaration<A>) =>
  remember(declaration);

/** A custom entry: screens and services of its own, and everything else from here. */
export const declareEntry = <const A extends string = never>(entry: CustomEntry<A>) => remember(entry);

/** A value made by `declareResource` or `declareEntry` (a module's other exports are helpers). */
export const isRegistryEntry = (value: unknown): value is RegistryEntry<string> =>
  typeof value === "object" && value !== null && declared.has(value);

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
