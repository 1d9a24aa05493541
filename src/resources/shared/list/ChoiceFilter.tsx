import { MenuItem, TextField } from "@mui/material";
import { useResourceContext, useTranslate } from "react-admin";
import type { FilterDeclaration } from "./listFilters";
import { useListFilters } from "./useListFilters";

export interface FilterChoice {
  id: string | number | boolean;
  name: string;
}

export interface ChoiceFilterProps extends FilterDeclaration {
  choices: readonly FilterChoice[];
  /** Names are message keys (fixed values) unless false (names of records: tables, branches, users). */
  translateChoice?: boolean;
}

// Choices keep their type in the address (a table's id is a number there, as the API and the links write it).
const same = (a: unknown, b: unknown) => String(a) === String(b);

/** A filter of one value among choices; the first entry lists everything again. */
export function ChoiceFilter({ source, label, choices, translateChoice = true }: ChoiceFilterProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { values, apply } = useListFilters();
  const key = label ?? `resources.${resource}.fields.${source}`;
  // A value the choices do not hold (yet: a branch's tables still loading) is kept in the address, not shown.
  const chosen = choices.find((choice) => same(choice.id, values[source]));
  return (
    <TextField
      select
      className={`ra-input ra-input-${source}`}
      name={source}
      label={translate(key, { _: key })}
      value={chosen ? String(chosen.id) : ""}
      onChange={(event) => apply({ [source]: choices.find((c) => same(c.id, event.target.value))?.id })}
    >
      <MenuItem value="">
        <em>{translate("app.catalog.list.all")}</em>
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {translateChoice ? translate(choice.name, { _: choice.name }) : choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
