import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";
import { FilterField, FilterInput } from "./FilterField";
import type { FilterDeclaration } from "./listFilters";
import { useTypedFilter } from "./useListFilters";

/** The search box of a list (`q` unless told otherwise): the list follows once typing pauses. */
export function SearchFilter({ source }: FilterDeclaration) {
  const translate = useTranslate();
  const [text, change] = useTypedFilter(source);
  const search = translate("ra.action.search");
  return (
    <FilterField source={source}>
      <FilterInput
        name={source}
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder={search}
        inputProps={{ "aria-label": search }}
        endAdornment={<SearchIcon color="disabled" />}
      />
    </FilterField>
  );
}
