import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import InboxIcon from "@mui/icons-material/Inbox";
import { CreateButton, useResourceContext, useTranslate } from "react-admin";
import { DEFAULT_PER_PAGE } from "../../domain/constants";
import { listExporter } from "./csvExport";
import { ListPagination } from "./list/ListPagination";
import { RECORD_PAGE_DEFAULTS } from "./recordPageDefaults";

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
