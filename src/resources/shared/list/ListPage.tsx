import { useMemo, type ReactElement, type ReactNode } from "react";
import { Box, Card } from "@mui/material";
import { ListBase, useListContext, type ListBaseProps } from "react-admin";
import { PageTitle } from "../../../layout/PageTitle";
import { FilterBar } from "./FilterBar";
import { ListFilterElements } from "./filterContext";
import { filterDeclarations, type FilterElement } from "./listFilters";
import { useAfterFirstPaint } from "./useAfterFirstPaint";

const NO_FILTERS: readonly FilterElement[] = [];

export const LIST_CLASSES = { main: "RaList-main", content: "RaList-content" } as const;

interface ListViewProps {
  /** The top bar's buttons (ListActions). */
  actions?: ReactNode;
  /** What a list with no records at all shows (not one whose filters match nothing). */
  empty?: ReactNode;
  pagination?: ReactNode;
  /** The top bar's title (a message key); the resource's name by default. */
  title?: string;
  children: ReactNode;
}

export interface ListPageProps
  extends
    Omit<ListBaseProps, "children" | "render" | "empty" | "loading" | "error" | "offline">,
    ListViewProps {
  /** The list's filters (SearchFilter, ChoiceFilter, PeriodFilter…), made once. */
  filters?: readonly ReactElement[];
}

/**
 * A list page: react-admin's list controller (paging, sorting, filters in the address, selection) drawn by the
 * dashboard's own view. Its filters write the list's parameters directly, without a form: a list page loads none
 * of the form layer (react-hook-form and react-admin's inputs, 22 KB gzip) nor react-admin's filter form, saved
 * queries and list view.
 */
export function ListPage({
  filters,
  actions,
  empty,
  pagination,
  title,
  children,
  ...controller
}: ListPageProps) {
  // The lists make their filters once: so is what the Add filter button reads.
  const declared = useMemo(() => filterDeclarations(filters), [filters]);
  return (
    <ListBase {...controller}>
      <ListFilterElements.Provider value={declared}>
        <ListView filters={declared} actions={actions} empty={empty} pagination={pagination} title={title}>
          {children}
        </ListView>
      </ListFilterElements.Provider>
    </ListBase>
  );
}

function ListView({
  filters,
  actions,
  empty,
  pagination,
  title,
  children,
}: ListViewProps & { filters: readonly FilterElement[] }) {
  const list = useListContext();
  const filtersDrawn = useAfterFirstPaint();
  const { defaultTitle, isPending, error, total, hasNextPage, hasPreviousPage, filterValues } = list;
  const rows = (list.data as unknown[] | undefined)?.length ?? 0;
  // As react-admin's list: the empty page only for a list that has no record at all, once it has answered.
  const noRecords =
    total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && rows === 0);
  const showEmpty = !error && !isPending && noRecords && !Object.keys(filterValues).length && !!empty;
  return (
    <Box className="list-page" sx={{ display: "flex" }}>
      <PageTitle title={title ?? defaultTitle ?? ""} />
      {showEmpty ? (
        <Box sx={{ flex: 1 }}>{empty}</Box>
      ) : (
        <Box
          className={LIST_CLASSES.main}
          sx={{ flex: "1 1 auto", display: "flex", flexDirection: "column", minWidth: 0 }}
        >
          {(filters.length > 0 || actions) && (
            <Box
              sx={{
                display: "flex",
                position: "relative",
                justifyContent: "space-between",
                alignItems: "flex-end",
                width: "100%",
                flexWrap: { xs: "nowrap", sm: "wrap", md: "nowrap" },
                flexDirection: { xs: "column-reverse", sm: "row" },
                bgcolor: { xs: "background.paper", sm: "transparent" },
              }}
            >
              {/* The filters' fields (about a third of the page's first draw) come just after the rows: their
                  bar keeps its height meanwhile. */}
              <FilterBar filters={filtersDrawn ? filters : NO_FILTERS} />
              {actions}
            </Box>
          )}
          <Card
            className={LIST_CLASSES.content}
            sx={{
              position: "relative",
              // Visible: the toolbar over the selected rows rises above the table's top edge. A table wider than
              // the screen scrolls sideways in its own box, not the page.
              overflow: "visible",
              "& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper": { overflowX: "auto" },
              boxShadow: { xs: "none", sm: 1 },
            }}
          >
            {children}
          </Card>
          {pagination}
        </Box>
      )}
    </Box>
  );
}
