import type { Locale } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { formatAmount } from "../../domain/money";
import type { FieldDeclaration, ResourceDeclaration } from "../../domain/resources";
import { formatBusinessDateTime } from "../shared/businessTime";
import { getBusinessTimeZone } from "../shared/businessTimeZone";
import { formatDisplayDate, formatHolidayDate } from "../shared/dates";
import { enumChoices, fieldLabel } from "./labels";

// A field's value as text, as the rest of the dashboard writes it: days DD-MM-YYYY (holidays YYYY-MM-DD, SPEC §5),
// date-times DD-MM-YYYY HH:mm, amounts in KWD with 3 decimals in the reader's language. The table's cells, the
// phone cards and the read-only view all show it.

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
      return formatAmount(Number(value), undefined, locale as Locale);
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
      return field.dayTime ? formatDisplayDate(value) : formatBusinessDateTime(value, getBusinessTimeZone());
    case "media":
    case "mediaList":
      // Pictures have no text; the table shows them, the card leaves them out.
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
      return text && `${translate(fieldLabel(declaration, field.name))}: ${text}`;
    })
    .filter(Boolean)
    .join(" · ");
  return { primary, secondary };
}
