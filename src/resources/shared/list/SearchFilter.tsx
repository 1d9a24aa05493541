import { InputAdornment, TextField } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";
import type { FilterDeclaration } from "./listFilters";
import { useTypedFilter } from "./useListFilters";

/** The search box of a list (`q` unless told otherwise): the list follows once typing pauses. */
export function SearchFilter({ source }: FilterDeclaration) {
  const translate = useTranslate();
  const [text, change] = useTypedFilter(source);
  const search = translate("ra.action.search");
  return (
    <TextField
      className={`ra-input ra-input-${source}`}
      name={source}
      value={text}
      onChange={(event) => change(event.target.value)}
      hiddenLabel
      placeholder={search}
      slotProps={{
        htmlInput: { "aria-label": search },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
