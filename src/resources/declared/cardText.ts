import { MONEY_DECIMALS } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import type { FieldDeclaration, ResourceDeclaration } from "../../domain/resources";
import { formatDisplayDate, formatHolidayDate } from "../shared/dates";
import { enumChoices } from "./labels";

// A field's value as plain text, for the phone cards of a declared list (which have no room for columns).

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function fieldText(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  record: Record<string, unknown>,
  translate: Translate,
  locale: string,
): string {
  const value = record[field.name];
  if (value === null || value === undefined || value === "") return "";
  switch (field.type) {
    case "localized":
      return localizedName(value as LocalizedText[], locale, "");
    case "money":
      return Number(value).toFixed(MONEY_DECIMALS);
    case "boolean":
      return translate(value ? "ra.boolean.true" : "ra.boolean.false");
    case "enum": {
      const choice = enumChoices(declaration, field).find((option) => option.id === value);
      return choice ? translate(choice.name) : String(value);
    }
    case "date":
      return formatDisplayDate(value);
    case "datetime":
      if (field.shownAsDay) return formatHolidayDate(value);
      return field.dayTime ? formatDisplayDate(value) : new Date(String(value)).toLocaleString(locale);
    case "media":
    case "mediaList":
      // Pictures have no text; the card leaves them out.
      return "";
    default:
      return String(value);
  }
}

/** The card's title (the title field) and its second line: the other listed fields, labelled, in order. */
export function cardTexts(
  declaration: ResourceDeclaration,
  record: Record<string, unknown>,
  translate: Translate,
  locale: string,
): { primary: string; secondary: string } {
  const title = declaration.fields.find((field) => field.name === declaration.titleField);
  const primary = (title && fieldText(declaration, title, record, translate, locale)) || `#${record.id}`;
  const secondary = declaration.fields
    .filter((field) => field.listed && field.name !== declaration.titleField)
    .map((field) => {
      const text = fieldText(declaration, field, record, translate, locale);
      return text && `${translate(`resources.${declaration.name}.fields.${field.name}`)}: ${text}`;
    })
    .filter(Boolean)
    .join(" · ");
  return { primary, secondary };
}
