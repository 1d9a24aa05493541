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
  return (
    <NumberInput
      source="RESERVATIONS_MARGIN"
      label="app.configurations.fields.RESERVATIONS_MARGIN"
      validate={marginRule}
      helperText={translate("app.configurations.marginAs", { hours, minutes })}
      sx={{ minWidth: 260 }}
    />
  );
}
