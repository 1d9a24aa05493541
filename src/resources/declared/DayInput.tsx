import { useFormContext } from "react-hook-form";
import { TextInput, useTranslate, type Validator } from "react-admin";
import { fromDisplayDate, isoDay, isValidIsoDay, toDisplayDate } from "../shared/dates";
import { DayPickerAdornment } from "../shared/DayPickerAdornment";

const validDay: Validator = (value) =>
  value === undefined || value === null || value === "" || isValidIsoDay(value)
    ? undefined
    : "app.catalog.dateRange.invalidDate";

interface DayInputProps {
  source: string;
  label: string;
  validate?: Validator;
}

/**
 * A day typed as DD-MM-YYYY or picked (SPEC §5), kept as YYYY-MM-DD in the form: the browser's own date input
 * would show the browser's format instead. A period's two days are one DateRangeInput.
 */
export function DayInput({ source, label, validate }: DayInputProps) {
  const translate = useTranslate();
  const { setValue, getValues, formState } = useFormContext();
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate ? [validate, validDay] : validDay}
      format={toDisplayDate}
      parse={fromDisplayDate}
      placeholder={translate("app.catalog.dateRange.placeholder")}
      InputProps={{
        endAdornment: (
          <DayPickerAdornment
            currentDay={() => isoDay(getValues(source))}
            onPick={(day) =>
              setValue(source, day, { shouldDirty: true, shouldValidate: formState.submitCount > 0 })
            }
          />
        ),
      }}
    />
  );
}
