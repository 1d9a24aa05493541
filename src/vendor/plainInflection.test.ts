import * as library from "inflection";
import { describe, expect, it } from "vitest";
import { REGISTRY } from "../domain/resources";
import { englishCatalogue } from "../i18n/english";
import * as plain from "./plainInflection";

// The stand-in writes what the library wrote for every name react-admin could make a fallback label from: each
// resource the app registers (its list and record names) and every field name of its declarations and catalogue.

const resources = [...new Set(REGISTRY.map((entry) => entry.name))];
const catalogueResources = (englishCatalogue.resources ?? {}) as Record<string, { fields?: object }>;
const fields = [
  ...new Set([
    ...REGISTRY.flatMap((entry) => ("fields" in entry ? entry.fields.map((field) => field.name) : [])),
    ...Object.values(catalogueResources).flatMap((resource) => Object.keys(resource.fields ?? {})),
  ]),
];

describe("the stand-in for the inflection library", () => {
  it("has names to check", () => {
    expect(resources.length).toBeGreaterThan(10);
    expect(fields.length).toBeGreaterThan(50);
  });

  it.each(resources)("names the resource %s as the library did", (resource) => {
    for (const count of [0, 1, 2])
      expect(plain.humanize(plain.inflect(resource, count))).toBe(
        library.humanize(library.inflect(resource, count)),
      );
    expect(plain.capitalize(plain.singularize(resource))).toBe(
      library.capitalize(library.singularize(resource)),
    );
    expect(plain.pluralize(resource)).toBe(library.pluralize(resource));
  });

  it("names every field as the library did", () => {
    for (const field of fields)
      expect([field, plain.transform(field, ["underscore", "humanize"])]).toEqual([
        field,
        library.transform(field, ["underscore", "humanize"]),
      ]);
  });
});
