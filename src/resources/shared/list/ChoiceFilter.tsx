import { SelectInput, type SelectInputProps } from "react-admin";

export interface FilterChoice {
  id: string | number | boolean;
  name: string;
}

export interface ChoiceFilterProps extends Omit<SelectInputProps, "choices"> {
  choices: readonly FilterChoice[];
  /** Names are message keys (fixed values) unless false (names of records: tables, branches, users). */
  translateChoice?: boolean;
}

/**
 * A filter of one value among choices (react-admin's SelectInput); the first entry lists everything again. A
 * value the choices do not hold yet (a branch's tables still loading) stays in the address.
 */
export const ChoiceFilter = ({ choices, translateChoice = true, ...props }: ChoiceFilterProps) => (
  <SelectInput
    {...props}
    choices={choices as FilterChoice[]}
    translateChoice={translateChoice}
    emptyText="app.catalog.list.all"
  />
);
