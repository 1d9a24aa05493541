import { InputAdornment } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { toHexColor } from "./colorHex";

/** The picker's value when the text is not (yet) a colour, e.g. while typing. */
const UNKNOWN_COLOR = "#000000";

/** A colour as text (hex or a CSS name such as the SPEC defaults red, grey, black) with a colour picker. */
export function ColorInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  const pickerValue = toHexColor(value) ?? UNKNOWN_COLOR;
  return (
    <TextInput
      source={source}
      label={label}
      helperText={false}
      sx={{ minWidth: 200 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <input
                type="color"
                aria-label={translate("app.settings.pickColor", { name: translate(label) })}
                value={pickerValue}
                onChange={(event) => setValue(source, event.target.value, { shouldDirty: true })}
                style={{ width: 32, height: 28, border: 0, padding: 0, background: "none" }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
