import { useMemo } from "react";
import { AutocompleteInput } from "react-admin";
import { DEFAULT_TIMEZONE } from "../../domain/constants";

/** The IANA zones this browser knows (UTC first: it is the default, SPEC §9). */
export function timeZoneNames(): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [DEFAULT_TIMEZONE, ...known.filter((zone) => zone !== DEFAULT_TIMEZONE)];
}

export interface TimeZoneInputProps {
  source: string;
  label: string;
  /** Takes the focus and opens its list as it draws (the user reached the field before its code had come). */
  autoFocus?: boolean;
}

/** A searchable select of time zones (react-admin's AutocompleteInput, fetched on demand: TimeZoneInput.tsx). */
export default function TimeZoneAutocomplete({ source, label, autoFocus }: TimeZoneInputProps) {
  const choices = useMemo(() => timeZoneNames().map((zone) => ({ id: zone, name: zone })), []);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      openOnFocus
      TextFieldProps={{ autoFocus }}
      sx={{ minWidth: 280 }}
    />
  );
}
