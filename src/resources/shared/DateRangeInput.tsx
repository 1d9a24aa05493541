import { useMemo } from "react";
import { Box } from "@mui/material";
import { useFormContext } from "react-hook-form";
import { required, TextInput, useTranslate, type Validator } from "react-admin";
import { fromDisplayDate, isoDay, isValidIsoDay, toDisplayDate } from "./dates";
import { DayPickerAdornment } from "./DayPickerAdornment";

const REQUIRED = "app.validation.required";

const validDate: Validator = (value) =>
  value === undefined || value === null || value === "" || isValidIsoDay(value)
    ? undefined
    : "app.catalog.dateRange.invalidDate";

/** The end must not come before the start (SPEC §5 date range); checked on the end field. */
const notBefore =
  (fromSource: string): Validator =>
  (value, allValues) => {
    const from = isoDay(readPath(allValues, fromSource));
    const to = isoDay(value);
    return from && to && isValidIsoDay(from) && isValidIsoDay(to) && from > to
      ? "app.catalog.dateRange.order"
      : undefined;
  };

function readPath(values: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

export interface DateRangeInputProps {
  /** Form fields of the start and end days, kept as YYYY-MM-DD (a stored date-time is shown by its day). */
  fromSource?: string;
  toSource?: string;
  fromLabel?: string;
  toLabel?: string;
  /** SPEC §5: the date range is required (default). */
  isRequired?: boolean;
}

/**
 * A from/to pair of days typed or picked, shown as DD-MM-YYYY (SPEC §5): both required by default, the start
 * not after the end.
 */
export function DateRangeInput({
  fromSource = "from",
  toSource = "to",
  fromLabel = "app.catalog.dateRange.from",
  toLabel = "app.catalog.dateRange.to",
  isRequired = true,
}: DateRangeInputProps) {
  const { fromRules, toRules } = useMemo(() => {
    const requiredRule = isRequired ? [required(REQUIRED)] : [];
    return {
      fromRules: [...requiredRule, validDate],
      toRules: [...requiredRule, validDate, notBefore(fromSource)],
    };
  }, [isRequired, fromSource]);
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
      <DayInput source={fromSource} label={fromLabel} validate={fromRules} revalidate={toSource} />
      <DayInput source={toSource} label={toLabel} validate={toRules} />
    </Box>
  );
}

interface DayInputProps {
  source: string;
  label: string;
  validate: Validator[];
  /** Another field whose rule depends on this one, checked again when this one changes. */
  revalidate?: string;
}

function DayInput({ source, label, validate, revalidate }: DayInputProps) {
  const translate = useTranslate();
  const { setValue, getValues, trigger, formState } = useFormContext();
  return (
    // Two to a row from a 320 px phone up: the day and the picker button fit in 140 px.
    <Box sx={{ flex: "1 1 140px", minWidth: 0 }}>
      <TextInput
        source={source}
        label={label}
        validate={validate}
        format={toDisplayDate}
        parse={fromDisplayDate}
        placeholder={translate("app.catalog.dateRange.placeholder")}
        onChange={() => {
          // The end's order rule reads the start: check the end again once the form has been submitted.
          if (revalidate && formState.submitCount > 0) void trigger(revalidate);
        }}
        fullWidth
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
    </Box>
  );
}
