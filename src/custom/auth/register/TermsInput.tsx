import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from "@mui/material";
import { InputHelperText, useInput, useTranslate, type Validator } from "react-admin";

interface TermsInputProps {
  source: string;
  validate: Validator[];
}

/** The "accept terms" checkbox, with its validation message under it. */
export const TermsInput = ({ source, validate }: TermsInputProps) => {
  const translate = useTranslate();
  const {
    id,
    field,
    fieldState: { error, invalid },
  } = useInput({ source, validate, defaultValue: false, type: "checkbox" });

  return (
    <FormGroup sx={{ mb: 1 }}>
      <FormControlLabel
        label={translate("app.auth.acceptTerms")}
        control={
          <Checkbox
            id={id}
            name={field.name}
            inputRef={field.ref}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event.target.checked);
              field.onBlur();
            }}
          />
        }
      />
      {invalid && (
        <FormHelperText error>
          <InputHelperText error={error?.message} />
        </FormHelperText>
      )}
    </FormGroup>
  );
};
