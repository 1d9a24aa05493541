import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { Locale } from "../domain/constants";
import type { FieldDeclaration, ResourceDeclaration } from "../domain/resources";

// What the generated screens of a declaration must show, read from the declaration itself: the tests of every
// registry declaration and of a resource a test declares share them.

const ID: Record<Locale, string> = { en: "ID", ar: "المعرّف" };
/** A label's text without react-admin's and MUI's required mark. */
const bare = (text: string | null) => (text ?? "").replace(/[\s\u2009*]+$/, "").trim();

/**
 * The list's column headings: the id, then each listed field's label in the language, none blank or a key.
 * Answers each listed field's heading cell.
 */
export async function expectDeclaredHeadings(
  declaration: ResourceDeclaration,
  locale: Locale,
): Promise<Map<string, HTMLElement>> {
  const listed = declaration.fields.filter((field) => field.listed);
  const expected = [ID[locale], ...listed.map((field) => field.label[locale])];
  const cells = await screen.findAllByRole("columnheader");
  // The selection and the buttons' columns have no heading.
  const headed = cells.filter((cell) => bare(cell.textContent) !== "");
  const texts = headed.map((cell) => bare(cell.textContent));
  expect(texts).toEqual(expected);
  for (const text of texts) expect(text).not.toMatch(/^(resources|ra|app)\./);
  return new Map(listed.map((field, index) => [field.name, headed[index + 1]]));
}

/** A parent is always chosen (the first of its type by default); a branch move always names its branch. */
const markedRequired = (field: FieldDeclaration) => !!field.required || field.type === "parent";

/** The labels of the form (inputs' labels and legends) by their text without the required mark. */
function formLabels(): Map<string, HTMLElement> {
  const labels = new Map<string, HTMLElement>();
  for (const element of document.querySelectorAll<HTMLElement>("label, legend"))
    if (!labels.has(bare(element.textContent))) labels.set(bare(element.textContent), element);
  return labels;
}

/**
 * The create form: an input labelled by each field's label in the language (read-only fields have none), marked
 * required exactly where the field is required.
 */
export async function expectDeclaredForm(declaration: ResourceDeclaration, locale: Locale) {
  const editable = declaration.fields.filter((field) => !field.readOnly);
  const first = editable[0].label[locale];
  await screen.findAllByText(
    (_text, element) => element?.tagName === "LABEL" && bare(element.textContent) === first,
  );
  const labels = formLabels();
  for (const field of editable) {
    const label = labels.get(field.label[locale]);
    expect(
      label,
      `${field.name}: ${field.label[locale]} among ${[...labels.keys()].join(", ")}`,
    ).toBeDefined();
    expect(label!.textContent?.includes("*"), `${field.name} required mark`).toBe(markedRequired(field));
  }
  for (const field of declaration.fields.filter((candidate) => candidate.readOnly))
    expect(labels.has(field.label[locale]), `${field.name} is the server's`).toBe(false);
}
