import type { FieldDeclaration, ResourceDeclaration } from "../../domain/resources";

// Label keys derived from a declaration (`resources.{name}.fields.{field}`), one place for screens and tests.

export const fieldLabel = (declaration: ResourceDeclaration, field: string) =>
  `resources.${declaration.name}.fields.${field}`;

/** An enum's choices, labelled `resources.{name}.fields.{field}_options.{value}`. */
export const enumChoices = (declaration: ResourceDeclaration, field: FieldDeclaration) =>
  (field.options ?? []).map((option) => ({
    id: option,
    name: `${fieldLabel(declaration, field.name)}_options.${option}`,
  }));

/** Every label key a declaration needs in both catalogues (the i18n tests check them). */
export function declarationLabelKeys(declaration: ResourceDeclaration): string[] {
  const prefix = `resources.${declaration.name}`;
  return [
    `${prefix}.name`,
    `${prefix}.page.list`,
    `${prefix}.entity`,
    ...declaration.fields.flatMap((field) => [
      fieldLabel(declaration, field.name),
      ...enumChoices(declaration, field).map((choice) => choice.name),
    ]),
  ];
}
