import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  TimeInput,
  required,
} from "react-admin";
import type { FieldDeclaration, ResourceDeclaration } from "../../domain/resources";
import { isoDay } from "../shared/dates";
import { DateRangeInput } from "../shared/DateRangeInput";
import { emptyLocales, LocalesTabsInput } from "../shared/LocalesTabsInput";
import { MediaUploadInput } from "../shared/MediaUploadInput";
import { useCurrentScope } from "../shared/useCurrentScope";
import { BranchInput } from "./BranchInput";
import { DayInput } from "./DayInput";
import { enumChoices, fieldLabel } from "./labels";
import { ParentInput } from "./ParentInput";

// One input per declared field. Only "required" is checked in the browser; every other rule is the server's,
// whose 422 messages (in the chosen language) show under the fields (ResourceForm).

const MONEY_STEP = 0.001;

function FieldInput({ declaration, field }: { declaration: ResourceDeclaration; field: FieldDeclaration }) {
  const { businessId } = useCurrentScope();
  const label = fieldLabel(declaration, field.name);
  const common = {
    source: field.name,
    label,
    validate: field.required ? required("app.validation.required") : undefined,
  };
  switch (field.type) {
    case "localized":
      return (
        <LocalesTabsInput
          source={field.name}
          withDescription={!!field.withDescription}
          descriptionLabel={fieldLabel(declaration, "description")}
        />
      );
    case "number":
      return <NumberInput {...common} step={field.integer ? 1 : undefined} min={field.min} max={field.max} />;
    case "money":
      return <NumberInput {...common} step={MONEY_STEP} min={field.min} max={field.max} />;
    case "boolean":
      return <BooleanInput source={field.name} label={label} />;
    case "date":
      return <DayInput {...common} />;
    case "datetime":
      return field.dayTime ? (
        <DayPeriodInput declaration={declaration} field={field} />
      ) : (
        <DateTimeInput {...common} />
      );
    case "time":
      return <TimeInput {...common} />;
    case "enum":
      return <SelectInput {...common} choices={enumChoices(declaration, field)} />;
    case "reference":
      return (
        <ReferenceInput source={field.name} reference={field.reference ?? ""}>
          <AutocompleteInput label={label} validate={common.validate} />
        </ReferenceInput>
      );
    case "parent":
      return <ParentInput declaration={declaration} field={field} />;
    case "mediaList":
      return (
        <MediaUploadInput
          source={field.name}
          previewSource={field.attach?.expandedAs}
          label={label}
          multiple
          allowVideo
          businessId={businessId}
        />
      );
    case "media":
      return (
        <MediaUploadInput
          source={field.name}
          // An attached picture is answered in full beside its id: the form shows it.
          previewSource={field.attach?.expandedAs}
          label={label}
          businessId={businessId}
          validate={common.validate}
        />
      );
    default:
      return <TextInput {...common} type={field.type === "colour" ? "color" : "text"} />;
  }
}

/**
 * A date-time picked by the day. The start of a declared period brings the period's two days as one range
 * (DD-MM-YYYY, the end not before the start); its end has no input of its own.
 */
function DayPeriodInput({
  declaration,
  field,
}: {
  declaration: ResourceDeclaration;
  field: FieldDeclaration;
}) {
  const period = declaration.periodFilter;
  if (period?.end === field.name) return null;
  if (period?.start === field.name)
    return (
      <DateRangeInput
        fromSource={period.start}
        toSource={period.end}
        fromLabel={fieldLabel(declaration, period.start)}
        toLabel={fieldLabel(declaration, period.end)}
      />
    );
  return (
    <DayInput
      source={field.name}
      label={fieldLabel(declaration, field.name)}
      validate={field.required ? required("app.validation.required") : undefined}
    />
  );
}

/** The inputs of a declared resource's create and edit forms, in declaration order; read-only fields are the server's. */
export const DeclaredInputs = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <>
    {declaration.fields
      .filter((field) => !field.readOnly)
      .map((field) => (
        <FieldInput key={field.name} declaration={declaration} field={field} />
      ))}
    {declaration.branchMove && <BranchInput declaration={declaration} />}
  </>
);

/** Form defaults of a new record: the declared defaults, empty locale tabs for localized fields. */
export function declaredDefaults(declaration: ResourceDeclaration): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of declaration.fields) {
    if (field.type === "localized") values[field.name] = emptyLocales();
    else if (field.type === "mediaList") values[field.name] = [];
    else if (field.default !== undefined) values[field.name] = field.default;
    // A parent's type starts at its default; the parent input then picks the first record of it.
    if (field.parent) values[field.parent.typeField] = field.parent.defaultType;
  }
  return values;
}

/** What a save sends: the declared fields (blank optional values as null) and the `updated_at` loaded. */
export const declaredPayload =
  (declaration: ResourceDeclaration) =>
  (values: Record<string, unknown>): Record<string, unknown> => {
    const payload: Record<string, unknown> = {};
    for (const field of declaration.fields) {
      if (!(field.name in values)) continue;
      const value = values[field.name];
      payload[field.name] = value === "" || value === undefined ? null : value;
      // A newly picked day is saved at the field's time of day; an untouched stored date-time goes back as it is.
      if (field.dayTime && typeof value === "string" && isoDay(value) === value)
        payload[field.name] = `${value}T${field.dayTime}`;
    }
    if (declaration.concurrency && values.updated_at) payload.updated_at = values.updated_at;
    if (declaration.branchMove && values.branch_id) payload.branch_id = values.branch_id;
    return payload;
  };
