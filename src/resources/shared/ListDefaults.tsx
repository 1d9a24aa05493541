import { useEffect, useRef, type ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import InboxIcon from "@mui/icons-material/Inbox";
import {
  CreateButton,
  Pagination,
  PaginationActions,
  useListContext,
  useResourceContext,
  useTranslate,
  type PaginationActionsProps,
} from "react-admin";
import { DEFAULT_PER_PAGE, PAGINATION_PAGES_SHOWN } from "../../domain/constants";
import { listExporter } from "./csvExport";
import { RECORD_PAGE_DEFAULTS } from "./recordPageDefaults";

// Current page ± this many: PAGINATION_PAGES_SHOWN page numbers at once (SPEC §9).
const SIBLING_PAGES = Math.floor(PAGINATION_PAGES_SHOWN / 2);
export const PER_PAGE_CHOICES = [DEFAULT_PER_PAGE, 2 * DEFAULT_PER_PAGE, 5 * DEFAULT_PER_PAGE];

const FivePagesActions = (props: PaginationActionsProps) => (
  <PaginationActions
    {...props}
    siblingCount={SIBLING_PAGES}
    boundaryCount={0}
    showFirstButton
    showLastButton
  />
);

/** SPEC §4: back to page 1 when the page size or the total changes (not on the first answer). */
function useResetPageOnChange() {
  const { perPage, total, page, setPage } = useListContext();
  const previous = useRef<{ perPage: number; total?: number } | null>(null);
  useEffect(() => {
    const before = previous.current;
    if (total === undefined) return;
    previous.current = { perPage, total };
    if (!before || before.total === undefined) return;
    if ((before.perPage !== perPage || before.total !== total) && page !== 1) setPage(1);
  }, [perPage, total, page, setPage]);
}

/** Pagination of every list: 10 per page by default, 5 page numbers shown, page 1 after size/total changes. */
export function ListPagination() {
  useResetPageOnChange();
  return <Pagination rowsPerPageOptions={PER_PAGE_CHOICES} actions={FivePagesActions} />;
}

/** Props to spread on every `<List>`: page size, pagination, and the access check left to the route guard. */
export const LIST_DEFAULTS = {
  perPage: DEFAULT_PER_PAGE,
  ...RECORD_PAGE_DEFAULTS,
  // One exporter for every list that has none of its own: every matching row (the data provider pages through).
  exporter: listExporter,
  pagination: <ListPagination />,
} as const;

export interface ListEmptyProps {
  /**
   * Offer the create button: react-admin's shows itself only to whoever may create (SPEC §6); false for lists
   * nothing is created from, or where a narrower check (the current branch) refuses.
   */
  canCreate?: boolean;
  /** A text under the title (translation key). */
  hint?: string;
  /** Extra actions beside the create button. */
  children?: ReactNode;
}

/** The empty state of a list (react-admin `empty`): a clear message and, when allowed, a create button. */
export function ListEmpty({
  canCreate = true,
  hint = "app.catalog.list.emptyHint",
  children,
}: ListEmptyProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  return (
    <Box sx={{ textAlign: "center", py: 6, px: 2, flex: 1 }} role="status">
      <InboxIcon sx={{ fontSize: 72, color: "text.disabled" }} />
      <Typography variant="h5" component="p" gutterBottom>
        {translate(`resources.${resource}.empty`, { _: translate("app.catalog.list.empty") })}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(hint, { name })}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, justifyContent: "center", mt: 2 }}>
        {canCreate && <CreateButton variant="contained" />}
        {children}
      </Box>
    </Box>
  );
}
