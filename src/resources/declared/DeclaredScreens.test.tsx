import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../domain/constants";
import { DECLARED_RESOURCES, sortKeyOf, type ResourceDeclaration } from "../../domain/resources";
import { renderDeclaredScreen } from "../../test/declaredScreens";
import { sampleRecordOf } from "../../test/declaredSamples";
import { expectDeclaredForm, expectDeclaredHeadings } from "../../test/declaredExpect";

// Generated over every declared resource (src/domain/resources): the list's headings, sorting, cell formats and
// phone cards, and the create form's fields with their required marks, in English and Arabic. A new declaration
// is covered unchanged.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const LOCALES: Locale[] = ["en", "ar"];
const cases = DECLARED_RESOURCES.flatMap((declaration) =>
  LOCALES.map((locale) => [declaration.name, locale, declaration] as const),
);

/** Puts the window at a phone's width for MUI's media queries (jsdom has none). */
const onPhone = () =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width:599.95px"),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

describe.each(cases)("generated screens of %s in %s", (_name, locale, declaration: ResourceDeclaration) => {
  const listed = declaration.fields.filter((field) => field.listed);

  it("head every column with its translated label and sort by the declared sortable ones", async () => {
    const { record } = sampleRecordOf(declaration);
    const { asked } = renderDeclaredScreen(declaration, { view: "list", locale, records: [record] });
    const headings = await expectDeclaredHeadings(declaration, locale);
    for (const field of listed) {
      const heading = headings.get(field.name)!;
      const sorter = within(heading).queryByRole("button");
      if (!field.sortable) {
        expect(sorter, `${field.name} sorts`).toBeNull();
        continue;
      }
      fireEvent.click(sorter!);
      await waitFor(() => expect(asked.at(-1)?.sort?.field, field.name).toBe(sortKeyOf(field)));
    }
  });

  it("write days as DD-MM-YYYY and amounts in KWD with 3 decimals, in the reader's language", async () => {
    const { record, shown } = sampleRecordOf(declaration);
    renderDeclaredScreen(declaration, { view: "list", locale, records: [record] });
    const row = (await screen.findAllByRole("row"))[1];
    await waitFor(() => expect(row).toHaveTextContent(String(record.id)));
    for (const { field, text } of shown) expect(row, field.name).toHaveTextContent(text[locale]);
    // Never the browser's own format of a day (6/30/2031).
    expect(row.textContent).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it("show each record as a card on a phone, its title first and the listed fields labelled", async () => {
    onPhone();
    const { record, shown } = sampleRecordOf(declaration);
    renderDeclaredScreen(declaration, { view: "list", locale, records: [record] });
    const title = shown.find(({ field }) => field.name === declaration.titleField)?.text[locale];
    const card = (await screen.findByText(title ?? `#${record.id}`)).closest("a")!;
    expect(card).toHaveAttribute("href", `/${declaration.name}/${record.id}`);
    expect(screen.queryByRole("table")).toBeNull();
    for (const { field, text } of shown)
      if (field.name !== declaration.titleField) expect(card, field.name).toHaveTextContent(text[locale]);
  });

  it("give the create form an input per field, labelled, marked required where the field is", async () => {
    renderDeclaredScreen(declaration, { view: "create", locale });
    await expectDeclaredForm(declaration, locale);
  });
});
