import { MenuItem, TextField } from "@mui/material";
import { useTranslate } from "react-admin";

interface ChoiceSelectProps {
  /** Translation key of the label. */
  label: string;
  /** The chosen id; empty while none is. */
  value: number | "" | undefined;
  onChange: (id: number) => void;
  /** What may be chosen, each with its name as shown (already in the reader's language). */
  options: readonly { id: number; name: string }[];
  /** How narrow it may get beside others; or `fullWidth` in a column of its own. */
  minWidth?: number;
  fullWidth?: boolean;
  size?: "small" | "medium";
}

/** A select outside any form choosing one record by id (the business, branch or menu to work in, a user). */
export function ChoiceSelect({
  label,
  value,
  onChange,
  options,
  minWidth,
  fullWidth,
  size,
}: ChoiceSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size={size}
      fullWidth={fullWidth}
      sx={{ minWidth }}
      label={translate(label)}
      value={value ?? ""}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
