import { TextField } from "@mui/material";
import { useResourceContext, useTranslate } from "react-admin";
import type { FilterDeclaration } from "./listFilters";
import { useTypedFilter } from "./useListFilters";

/** A filter by a typed text (a declared field that is neither a choice nor a yes/no). */
export function TextFilter({ source, label }: FilterDeclaration) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [text, change] = useTypedFilter(source);
  const key = label ?? `resources.${resource}.fields.${source}`;
  return (
    <TextField
      className={`ra-input ra-input-${source}`}
      name={source}
      label={translate(key, { _: key })}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}
