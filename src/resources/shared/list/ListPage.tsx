import type { ReactElement, ReactNode } from "react";
import { List, type ListProps } from "react-admin";
import { SEARCH_DEBOUNCE_MS } from "../../../domain/constants";
import { RECORD_PAGE_DEFAULTS } from "../recordPageDefaults";

export interface ListPageProps extends Omit<ListProps, "children" | "filters"> {
  /** The list's filters (SearchFilter, ChoiceFilter, PeriodFilter…), made once. */
  filters?: readonly ReactElement[];
  children: ReactNode;
}

// react-admin's list, styled for the dashboard. Its filters show their messages (react-admin's filter form hides
// helper texts: a period's wrong day or reversed ends must say so). The card stays open at its top, where the
// toolbar over the selected rows rises above the table; a table wider than the screen scrolls sideways in its own
// box, not the page. The filters keep to the list's width (a long chosen "name (e-mail)" ends in an ellipsis
// instead of pushing a phone's page wider), and a select filter keeps room for its label ("Status", "Payment")
// while it holds no value.
const LIST_SX = {
  "& .RaList-main": { minWidth: 0 },
  "& .RaList-content": { overflow: "visible" },
  "& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper": { overflowX: "auto" },
  "& .RaFilterForm-root .MuiFormHelperText-root.Mui-error": { display: "block" },
  "& .RaFilterForm-filterFormInput, & .RaFilterForm-filterFormInput > .MuiFormControl-root": {
    maxWidth: "100%",
    minWidth: 0,
  },
  "& .RaFilterForm-filterFormInput .MuiFormControl-root:has([role='combobox'])": { minWidth: 160 },
} as const;

/**
 * A list page: react-admin's <List> (paging, sorting, filters in the address and their form, the empty page),
 * typed searches and texts applied once typing pauses for SEARCH_DEBOUNCE_MS, the access check left to the route
 * guard (RECORD_PAGE_DEFAULTS).
 */
export const ListPage = ({ filters, sx, ...props }: ListPageProps) => (
  <List
    {...RECORD_PAGE_DEFAULTS}
    debounce={SEARCH_DEBOUNCE_MS}
    filters={filters ? [...filters] : undefined}
    sx={[LIST_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    {...props}
  />
);
