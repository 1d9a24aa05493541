import { SearchInput, useTranslate, type SearchInputProps } from "react-admin";
import type { FilterDeclaration } from "./listFilters";

/** The search box of a list (`q` unless told otherwise): react-admin's SearchInput, named for screen readers. */
export function SearchFilter({ inputProps, ...props }: FilterDeclaration & Omit<SearchInputProps, "source">) {
  const translate = useTranslate();
  return (
    <SearchInput {...props} inputProps={{ "aria-label": translate("ra.action.search"), ...inputProps }} />
  );
}
