import { choicesOf } from "./choices";
import { ChoiceFilter } from "./list/ChoiceFilter";
import { SearchFilter } from "./list/SearchFilter";

/** The search box most lists start their filters with (`q`). */
export const SEARCH_FILTER = <SearchFilter key="q" source="q" alwaysOn />;

/** The filters of a list with the search box alone, made once like every list's filters. */
export const SEARCH_ONLY = [SEARCH_FILTER];

interface ValuesFilterOptions {
  /** The list's resource: the filter is labelled `resources.{resource}.fields.{source}`. */
  resource: string;
  source: string;
  values: readonly string[];
  /** The translation prefix naming each value (`{names}.{value}`). */
  names: string;
  alwaysOn?: boolean;
}

/** A select filter of fixed values (statuses, types, payment states). */
export const valuesFilter = ({ resource, source, values, names, alwaysOn = false }: ValuesFilterOptions) => (
  <ChoiceFilter
    key={source}
    source={source}
    label={`resources.${resource}.fields.${source}`}
    choices={choicesOf(values, names)}
    alwaysOn={alwaysOn}
  />
);
