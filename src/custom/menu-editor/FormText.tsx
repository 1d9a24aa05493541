import { TextField, type TextFieldProps } from "@mui/material";
import { useController, useFormContext } from "react-hook-form";
import { useTranslate } from "react-admin";

type FormTextProps = Omit<TextFieldProps, "name" | "value" | "onChange"> & {
  name: string;
  label: string;
  /** Stores a number (or "" while the field is empty) instead of text. */
  numeric?: boolean;
};

/** Rows of a multiline field. */
const TEXT_ROWS = 3;

/** A controlled text field bound to the card's react-hook-form state (the editor's cards are not <form>s). */
export function FormText({ name, label, numeric, ...props }: FormTextProps) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      // A fixed number of rows: without it MUI sizes the textarea to its text, which forces a layout of the whole
      // page on every render and every keystroke (most of the editor's time on a large menu).
      rows={props.multiline ? (props.rows ?? TEXT_ROWS) : undefined}
      type={numeric ? "number" : props.type}
      label={translate(label)}
      name={field.name}
      value={field.value ?? ""}
      onBlur={field.onBlur}
      inputRef={field.ref}
      onChange={(event) => {
        const text = event.target.value;
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
  const { field } = useController({ name, control });
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={disabled}
      label={translate(label)}
      name={field.name}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(event.target.value)}
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
