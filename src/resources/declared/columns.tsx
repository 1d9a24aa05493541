import { BooleanField, DateField, NumberField, ReferenceField, SelectField, TextField } from "react-admin";
import { MONEY_DECIMALS } from "../../domain/constants";
import { sortKeyOf, type FieldDeclaration, type ResourceDeclaration } from "../../domain/resources";
import { localeColumns, type CsvRow } from "../shared/csvExport";
import { DayField, LocalizedNameField, MediaThumbField } from "../shared/fields";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import { PeriodFilter } from "../shared/list/PeriodFilter";
import { SearchFilter } from "../shared/list/SearchFilter";
import { TextFilter } from "../shared/list/TextFilter";
import { enumChoices, fieldLabel } from "./labels";

// Columns, filters and CSV rows of a declared resource's list, from its fields.

const MONEY_FORMAT = { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS };

/** The list column of a field (shown when the field is `listed`). */
export function DeclaredColumn({
  declaration,
  field,
}: {
  declaration: ResourceDeclaration;
  field: FieldDeclaration;
}) {
  const common = {
    source: field.name,
    label: fieldLabel(declaration, field.name),
    sortable: !!field.sortable,
  };
  switch (field.type) {
    case "localized":
      return <LocalizedNameField {...common} sortBy={sortKeyOf(field)} />;
    case "number":
      return <NumberField {...common} />;
    case "money":
      return <NumberField {...common} options={MONEY_FORMAT} />;
    case "boolean":
      return <BooleanField {...common} />;
    case "date":
      return <DateField {...common} />;
    case "datetime":
      if (field.shownAsDay) return <DayField {...common} holiday />;
      return field.dayTime ? <DayField {...common} /> : <DateField {...common} showTime />;
    case "media":
    case "mediaList":
      // The picture answered beside the id (a list's first image).
      return field.attach ? (
        <MediaThumbField source={field.attach.expandedAs} label={common.label} sortable={false} />
      ) : (
        <TextField {...common} />
      );
    case "enum":
      return <SelectField {...common} choices={enumChoices(declaration, field)} />;
    case "reference":
      return <ReferenceField {...common} reference={field.reference ?? ""} link={false} />;
    default:
      return <TextField {...common} />;
  }
}

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
