import { TextField, type TextFieldProps } from "@mui/material";
import { useController, useFormContext } from "react-hook-form";
import { useTranslate } from "react-admin";

type FormTextProps = Omit<TextFieldProps, "name" | "value" | "onChange"> & {
  name: string;
  label: string;
  /** Stores a number (or "" while the field is empty) instead of text. */
  numeric?: boolean;
  /** A client-side rule: answers the translation key of the message to show under the field, if any. */
  check?: (value: unknown) => string | undefined;
};

/**
 * The message under a field: the server's (already in the user's language) until the field is edited, else the
 * field's own rule. `translate` with the message as its default leaves a server text as it is.
 */
function useFieldMessage(
  name: string,
  serverMessage: string | undefined,
  value: unknown,
  check?: (value: unknown) => string | undefined,
) {
  const translate = useTranslate();
  const { clearErrors } = useFormContext();
  const ruleMessage = check?.(value);
  const message = serverMessage
    ? translate(serverMessage, { _: serverMessage })
    : ruleMessage && translate(ruleMessage);
  // Editing the field answers the server's objection: its message goes until the next save.
  const clearServerError = () => serverMessage && clearErrors(name);
  return { message, clearServerError };
}

/** Rows of a multiline field. */
const TEXT_ROWS = 3;

/** A controlled text field bound to the card's react-hook-form state (the editor's cards are not <form>s). */
export function FormText({ name, label, numeric, check, ...props }: FormTextProps) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { message, clearServerError } = useFieldMessage(name, fieldState.error?.message, field.value, check);
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      error={!!message || props.error}
      helperText={message ?? props.helperText}
      // A plain textarea of a fixed number of rows. MUI's multiline field is its auto-sizing textarea even with
      // `rows` set, and that measures its text (a forced layout of the whole page) after every render of the card:
      // on a large menu the first keystroke in an item spent most of its time there.
      rows={props.multiline ? (props.rows ?? TEXT_ROWS) : undefined}
      slotProps={
        props.multiline
          ? { ...props.slotProps, input: { inputComponent: "textarea", ...props.slotProps?.input } }
          : props.slotProps
      }
      type={numeric ? "number" : props.type}
      label={translate(label)}
      name={field.name}
      value={field.value ?? ""}
      onBlur={field.onBlur}
      inputRef={field.ref}
      onChange={(event) => {
        const text = event.target.value;
        clearServerError();
        field.onChange(numeric ? (text === "" ? "" : Number(text)) : text);
      }}
    />
  );
}

interface FormSelectProps {
  name: string;
  label: string;
  /** Value and translation key of each option. */
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/** A select bound to the card's react-hook-form state. */
export function FormSelect({ name, label, options, disabled }: FormSelectProps) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { message, clearServerError } = useFieldMessage(name, fieldState.error?.message, field.value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={disabled}
      label={translate(label)}
      name={field.name}
      value={field.value ?? ""}
      error={!!message}
      helperText={message}
      onChange={(event) => {
        clearServerError();
        field.onChange(event.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {translate(option.label)}
        </option>
      ))}
    </TextField>
  );
}
