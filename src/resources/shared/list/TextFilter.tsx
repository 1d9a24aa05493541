import { useId } from "react";
import { useResourceContext, useTranslate } from "react-admin";
import { FilterField, FilterInput } from "./FilterField";
import type { FilterDeclaration } from "./listFilters";
import { useTypedFilter } from "./useListFilters";

/** A filter by a typed text (a declared field that is neither a choice nor a yes/no). */
export function TextFilter({ source, label }: FilterDeclaration) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [text, change] = useTypedFilter(source);
  const id = useId();
  const key = label ?? `resources.${resource}.fields.${source}`;
  return (
    <FilterField source={source} label={translate(key, { _: key })} inputId={id}>
      <FilterInput id={id} name={source} value={text} onChange={(event) => change(event.target.value)} />
    </FilterField>
  );
}
