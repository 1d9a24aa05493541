import { minValue, NumberInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { RESERVATIONS_MARGIN_MIN } from "../../domain/constants";
import { marginParts } from "./configurationValues";

const marginRule = [minValue(RESERVATIONS_MARGIN_MIN)];

/** RESERVATIONS_MARGIN in seconds, also read as hours and minutes. */
export function MarginInput() {
  const translate = useTranslate();
  const seconds: unknown = useWatch({ name: "RESERVATIONS_MARGIN" });
  const { hours, minutes } = marginParts(typeof seconds === "number" ? seconds : Number(seconds) || 0);
  // Each part in its own plural form ("ساعتان و30 دقيقة"); a part that is zero is left out, unless both are.
  const hoursText = hours ? translate("app.configurations.hours", { smart_count: hours }) : "";
  const minutesText =
    minutes || !hours ? translate("app.configurations.minutes", { smart_count: minutes }) : "";
  const helperText =
    hoursText && minutesText
      ? translate("app.configurations.marginAs", { hours: hoursText, minutes: minutesText })
      : hoursText || minutesText;
  return (
    <NumberInput
      source="RESERVATIONS_MARGIN"
      label="app.configurations.fields.RESERVATIONS_MARGIN"
      validate={marginRule}
      helperText={helperText}
      sx={{ minWidth: 260 }}
    />
  );
}
