import { Box, TextField } from "@mui/material";
import { useFormContext } from "react-hook-form";
import { InputHelperText, useInput, useTranslate, type Validator } from "react-admin";
import { fromDisplayDate, isoDay, isValidIsoDay, toDisplayDate } from "../dates";
import { DayPickerAdornment } from "../DayPickerAdornment";

/** A value that is neither empty nor a day (text typed that is not one, or not yet). */
const isWrongDay = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !isValidIsoDay(value);

const validDay: Validator = (value) => (isWrongDay(value) ? "app.catalog.dateRange.invalidDate" : undefined);

/** The end must not come before the start; told on the end. */
const notBeforeStart: Validator = (value, all) => {
  const from = isoDay(all?.from);
  const to = isoDay(value);
  return from && to && isValidIsoDay(from) && isValidIsoDay(to) && from > to
    ? "app.catalog.dateRange.order"
    : undefined;
};

const FROM_RULES = [validDay];
const TO_RULES = [validDay, notBeforeStart];

interface DayFilterProps {
  source: "from" | "to";
  validate: Validator[];
}

/**
 * One end of the period, a react-admin input of the list's filter form: a day typed as DD-MM-YYYY (kept as
 * YYYY-MM-DD) or picked. While the form holds an error react-admin's filter form keeps the list's last period. A
 * day half typed is not called wrong until the field is left; a start after the end is said at once.
 */
function DayFilter({ source, validate }: DayFilterProps) {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const { field, fieldState, id } = useInput({
    source,
    validate,
    format: toDisplayDate,
    parse: fromDisplayDate,
  });
  // A wrong day waits for the field to be left; the only other problem, the order of the ends, shows at once.
  const day = fromDisplayDate(String(field.value ?? ""));
  const shown = fieldState.invalid && (fieldState.isTouched || !isWrongDay(day));
  const change = (text: string) => {
    field.onChange(text);
    // The end's rule reads the start: a new start checks the end again.
    if (source === "from") void trigger("to");
  };
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      className={`ra-input ra-input-${source}`}
      label={translate(`app.catalog.dateRange.${source}`)}
      placeholder={translate("app.catalog.dateRange.placeholder")}
      size="small"
      error={shown}
      helperText={shown ? <InputHelperText error={fieldState.error?.message} /> : undefined}
      sx={{ flex: "1 1 140px", minWidth: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <DayPickerAdornment
              currentDay={() => (isValidIsoDay(day) ? day : undefined)}
              onPick={(day) => change(toDisplayDate(day))}
            />
          ),
        },
      }}
    />
  );
}

/**
 * A list's period (`from` and `to`, whole days, either left open). `source` is what react-admin's filter form
 * keys it by; its two fields write `from` and `to`.
 */
export const PeriodFilter = (_props: { source: "from"; alwaysOn?: boolean }) => (
  // Two to a row from a 320 px phone up, start first in the reading direction.
  <Box sx={{ display: "flex", gap: 2, width: "100%" }}>
    <DayFilter source="from" validate={FROM_RULES} />
    <DayFilter source="to" validate={TO_RULES} />
  </Box>
);
