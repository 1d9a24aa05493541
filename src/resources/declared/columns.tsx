import { DataTable, ReferenceField, useLocale, useRecordContext, useTranslate } from "react-admin";
import { sortKeyOf, type FieldDeclaration, type ResourceDeclaration } from "../../domain/resources";
import { localeColumns, type CsvRow } from "../shared/csvExport";
import { MediaThumbField } from "../shared/fields";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import { PeriodFilter } from "../shared/list/PeriodFilter";
import { SearchFilter } from "../shared/list/SearchFilter";
import { TextFilter } from "../shared/list/TextFilter";
import { fieldText } from "./cardText";
import { enumChoices, fieldLabel } from "./labels";

// Columns, values, filters and CSV rows of a declared resource's list, from its fields.

interface FieldProps {
  declaration: ResourceDeclaration;
  field: FieldDeclaration;
}

/** A field's value in the record on screen: a picture, the referenced record's name, or its text (cardText.ts). */
export function DeclaredValue({ declaration, field }: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  // The picture answered beside the id (a list's first image).
  if (field.attach) return <MediaThumbField source={field.attach.expandedAs} />;
  if (field.type === "reference")
    return <ReferenceField source={field.name} reference={field.reference ?? ""} link={false} />;
  return <>{fieldText(declaration, field, record, translate, locale)}</>;
}

const NUMERIC = new Set(["number", "money"]);

/**
 * The table column of a listed field. The table reads its heading from the column's own `source` and `label`; the
 * source is the list's sort key (a localized field sorts as `name`), so a heading sorts the list by it.
 */
export const DeclaredColumn = ({ declaration, field }: FieldProps) => (
  <DataTable.Col
    source={field.attach ? field.attach.expandedAs : sortKeyOf(field)}
    label={fieldLabel(declaration, field.name)}
    disableSort={!field.sortable}
    align={NUMERIC.has(field.type) ? "right" : undefined}
  >
    <DeclaredValue declaration={declaration} field={field} />
  </DataTable.Col>
);

const booleanChoices = [
  { id: "true", name: "ra.boolean.true" },
  { id: "false", name: "ra.boolean.false" },
];

/** `q` when a field is searchable, then one filter per filterable field. */
export function declaredFilters(declaration: ResourceDeclaration) {
  const filters = declaration.fields.some((field) => field.searchable)
    ? [<SearchFilter key="q" source="q" alwaysOn />]
    : [];
  for (const field of declaration.fields.filter((f) => f.filterable)) {
    const common = {
      source: field.name,
      label: fieldLabel(declaration, field.name),
      alwaysOn: true,
    };
    if (field.type === "enum")
      filters.push(<ChoiceFilter key={field.name} {...common} choices={enumChoices(declaration, field)} />);
    else if (field.type === "boolean")
      filters.push(<ChoiceFilter key={field.name} {...common} choices={booleanChoices} />);
    else filters.push(<TextFilter key={field.name} {...common} />);
  }
  // The records meeting a period: its first and last day.
  if (declaration.periodFilter) filters.push(<PeriodFilter key="period" source="from" alwaysOn />);
  return filters;
}

const mediaSources = (media: unknown): string =>
  (Array.isArray(media) ? media : media ? [media] : [])
    .map((entry: { src?: string }) => entry.src ?? "")
    .join(" ");

/** One CSV row: the id, every field (localized names per language) and the times. */
export function declaredCsvRow(declaration: ResourceDeclaration, record: Record<string, unknown>): CsvRow {
  const row: CsvRow = { id: record.id as number };
  for (const field of declaration.fields) {
    const value = record[field.name];
    if (field.type === "localized") Object.assign(row, localeColumns(value as never));
    // Attached media by their addresses.
    else if (field.attach) row[field.attach.expandedAs] = mediaSources(record[field.attach.expandedAs]);
    else row[field.name] = value === null || value === undefined ? "" : (value as string | number | boolean);
  }
  return { ...row, created_at: record.created_at as string, updated_at: record.updated_at as string };
}
