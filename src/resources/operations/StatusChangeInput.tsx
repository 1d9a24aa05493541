import { SelectInput, useRecordContext, type RaRecord, type SelectInputProps } from "react-admin";

interface StatusChangeInputProps extends Omit<SelectInputProps, "source" | "choices"> {
  /** The edited resource: labelled `resources.{resource}.fields.status`, statuses named `….statuses.{id}`. */
  resource: string;
  /** The statuses the record may move to from its loaded status. */
  nextStatuses: (current: string) => readonly string[];
}

/** The status select of an edit page: the loaded status and the ones allowed from it (disabled when none is). */
export function StatusChangeInput({ resource, nextStatuses, ...inputProps }: StatusChangeInputProps) {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const current = String(record.status);
  const choices = [current, ...nextStatuses(current).filter((status) => status !== current)].map((id) => ({
    id,
    name: `resources.${resource}.statuses.${id}`,
  }));
  return (
    <SelectInput
      source="status"
      label={`resources.${resource}.fields.status`}
      choices={choices}
      disabled={choices.length < 2}
      {...inputProps}
    />
  );
}
