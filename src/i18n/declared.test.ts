import { describe, expect, it } from "vitest";
import { DECLARED_RESOURCES } from "../domain/resources";
import { declarationLabelKeys } from "../resources/declared/labels";
import { arabicCatalogue } from "./arabic";
import { englishCatalogue } from "./english";

// Every declared resource and field is labelled in both languages: a declaration without its labels fails here.

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe.each(DECLARED_RESOURCES.map((d) => [d.name, d] as const))(
  "labels of declared %s",
  (_name, declaration) => {
    it.each([
      ["en", englishCatalogue],
      ["ar", arabicCatalogue],
    ] as const)("are all in the %s catalogue", (_locale, catalogue) => {
      const missing = declarationLabelKeys(declaration).filter(
        (key) => typeof lookup(catalogue, key) !== "string",
      );
      expect(missing).toEqual([]);
    });
  },
);
