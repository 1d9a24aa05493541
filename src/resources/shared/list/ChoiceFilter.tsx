import { useId } from "react";
import { Box } from "@mui/material";
import { useResourceContext, useTranslate } from "react-admin";
import { ButtonSelect } from "../ButtonSelect";
import { FilterField } from "./FilterField";
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
  const labelId = useId();
  const key = label ?? `resources.${resource}.fields.${source}`;
  // A value the choices do not hold (yet: a branch's tables still loading) is kept in the address, not shown.
  const chosen = choices.find((choice) => same(choice.id, values[source]));
  const nameOf = (choice: FilterChoice) =>
    translateChoice ? translate(choice.name, { _: choice.name }) : choice.name;
  return (
    <FilterField source={source} label={translate(key, { _: key })} labelId={labelId}>
      <ButtonSelect
        labelledBy={labelId}
        value={chosen ? String(chosen.id) : ""}
        options={[
          { id: "", content: <em>{translate("app.catalog.list.all")}</em> },
          ...choices.map((choice) => ({ id: String(choice.id), content: nameOf(choice) })),
        ]}
        // The closed select shows the choice's name, cut with an ellipsis when long; nothing for "All".
        shown={
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}>
            {chosen ? nameOf(chosen) : ""}
          </Box>
        }
        onChange={(id) => apply({ [source]: choices.find((choice) => same(choice.id, id))?.id })}
        sx={{
          width: "100%",
          minHeight: 48,
          justifyContent: "space-between",
          pt: "21px",
          pb: "4px",
          paddingInlineStart: "12px",
          paddingInlineEnd: "4px",
          font: "inherit",
          textAlign: "start",
          whiteSpace: "nowrap",
        }}
      />
    </FilterField>
  );
}
