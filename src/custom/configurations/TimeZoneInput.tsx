import { lazy, Suspense, useEffect, useState } from "react";
import { TextInput } from "react-admin";
import { whenIdle } from "../whenIdle";
import type { TimeZoneInputProps } from "./TimeZoneAutocomplete";

const loadAutocomplete = () => import("./TimeZoneAutocomplete");
const TimeZoneAutocomplete = lazy(loadAutocomplete);

/**
 * A searchable select of time zones. Its code (MUI's Autocomplete and react-admin's input: 12 KB gzip) is
 * fetched once the page is idle, or as the pointer or the focus reaches the field; meanwhile the field shows
 * the zone as a text field of the same size. Reached before the code came, the select takes the focus and opens.
 */
export function TimeZoneInput({ source, label }: Omit<TimeZoneInputProps, "autoFocus">) {
  // Drawn once wanted: a lazy component fetches its code as soon as it is drawn.
  const [wanted, setWanted] = useState(false);
  const [reached, setReached] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const reach = () => {
    setReached(true);
    setWanted(true);
  };
  const standIn = (
    <TextInput
      source={source}
      label={label}
      readOnly
      onFocus={reach}
      onPointerEnter={() => void loadAutocomplete()}
      sx={{ minWidth: 280 }}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <TimeZoneAutocomplete source={source} label={label} autoFocus={reached} />
    </Suspense>
  );
}
