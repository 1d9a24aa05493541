import { useMemo } from "react";
import { AutocompleteInput } from "react-admin";
import { DEFAULT_TIMEZONE } from "../../domain/constants";

/** The IANA zones this browser knows (UTC first: it is the default, SPEC §9). */
export function timeZoneNames(): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [DEFAULT_TIMEZONE, ...known.filter((zone) => zone !== DEFAULT_TIMEZONE)];
}

/** A searchable select of time zones. */
export function TimeZoneInput({ source, label }: { source: string; label: string }) {
  const choices = useMemo(() => timeZoneNames().map((zone) => ({ id: zone, name: zone })), []);
  return <AutocompleteInput source={source} label={label} choices={choices} translateChoice={false} sx={{ minWidth: 280 }} />;
}
