import { useCallback, useEffect, useRef, useState } from "react";
import { useListContext } from "react-admin";
import { SEARCH_DEBOUNCE_MS } from "../../../domain/constants";
import { isEmptyFilterValue } from "./listFilters";

/**
 * The list's filter values and a way to change some of them, without a form: the filters write the list's
 * parameters (the address, the store) directly. Changes made in one moment add up (a period sets its start and
 * its end): each one starts from what the last one wrote, not from the values of the last render.
 */
export function useListFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const latest = useRef({ filterValues, displayedFilters });
  latest.current = { filterValues, displayedFilters };
  const apply = useCallback(
    (changes: Record<string, unknown>) => {
      const next: Record<string, unknown> = { ...latest.current.filterValues };
      for (const [source, value] of Object.entries(changes)) {
        if (isEmptyFilterValue(value)) delete next[source];
        else next[source] = value;
      }
      latest.current = { ...latest.current, filterValues: next };
      setFilters(next, latest.current.displayedFilters);
    },
    [setFilters],
  );
  return { values: filterValues as Record<string, unknown>, apply };
}

const asText = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/**
 * A filter typed into (search, text): the field shows what is typed at once and the list follows once typing
 * pauses for SEARCH_DEBOUNCE_MS (one request, not one per key). A change made elsewhere (Clear filters, a link
 * with a filter) shows in the field unless the user is typing.
 */
export function useTypedFilter(source: string) {
  const { values, apply } = useListFilters();
  const applied = asText(values[source]);
  const [text, setText] = useState(applied);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (pending.current === undefined) setText(applied);
  }, [applied]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const change = useCallback(
    (typed: string) => {
      setText(typed);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = undefined;
        apply({ [source]: typed });
      }, SEARCH_DEBOUNCE_MS);
    },
    [apply, source],
  );
  return [text, change] as const;
}
