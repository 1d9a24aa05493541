import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import LabelIcon from "@mui/icons-material/Label";
import { SPEC_PERMISSION_AREAS } from "../../domain/constants";
import { auditEntitiesOf, permissionAreasOf, REGISTRY, screenResourcesOf } from "../../domain/resources";
import { linksOf } from "../../layout/sidebar/links";
import { catalogueWith, renderDeclaredScreen } from "../../test/declaredScreens";
import { expectDeclaredForm, expectDeclaredHeadings } from "../../test/declaredExpect";
import { sampleRecordOf } from "../../test/declaredSamples";
import { giftCards } from "../../test/giftCards";
import { iconNamed } from "../icons";

// Adding a plain resource takes its declaration (and its migration, tests/api/declared-new-resource.test.ts):
// gift cards, declared in src/test/giftCards.ts alone, get their screens, sidebar link, names, icon, permission
// area and audit entity from it, in both languages, with no other line written.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const withGiftCards = [...REGISTRY, giftCards];

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe("a resource added by its declaration alone", () => {
  it("has its sidebar link, named in both languages, with its icon, its permission area and audit entity", () => {
    const link = linksOf(withGiftCards).find((candidate) => candidate.id === "gift_cards")!;
    expect(link).toMatchObject({ to: "/gift_cards", group: "catalog" });
    expect(lookup(catalogueWith("en", [giftCards]), link.labelKey)).toBe("Gift cards");
    expect(lookup(catalogueWith("ar", [giftCards]), link.labelKey)).toBe("بطاقات الهدايا");
    expect(iconNamed(link.icon)).not.toBe(LabelIcon);
    expect(permissionAreasOf(withGiftCards, SPEC_PERMISSION_AREAS)).toContain("gift_cards");
    expect(auditEntitiesOf(withGiftCards)).toContainEqual({
      entity: "gift_card",
      resource: "gift_cards",
      declared: true,
    });
    expect(screenResourcesOf(withGiftCards)).toContain("gift_cards");
  });

  it.each(["en", "ar"] as const)(
    "has its list, headed by its labels, with its days and amounts, in %s",
    async (locale) => {
      const { record, shown } = sampleRecordOf(giftCards);
      renderDeclaredScreen(giftCards, { view: "list", locale, records: [record], extra: [giftCards] });
      await expectDeclaredHeadings(giftCards, locale);
      const row = screen.getAllByRole("row")[1];
      for (const { field, text } of shown) expect(row, field.name).toHaveTextContent(text[locale]);
    },
  );

  it.each(["en", "ar"] as const)(
    "has its create form, labelled and marked required, in %s",
    async (locale) => {
      renderDeclaredScreen(giftCards, { view: "create", locale, extra: [giftCards] });
      await expectDeclaredForm(giftCards, locale);
    },
  );
});
