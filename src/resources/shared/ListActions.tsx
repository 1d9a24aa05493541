import type { ReactNode } from "react";
import { CreateButton, ExportButton, FilterButton, TopToolbar } from "react-admin";

interface ListActionsProps {
  /** Show react-admin's Add filter button (lists with more filters than the search box); no saved queries. */
  withFilters?: boolean;
  /**
   * Offer Create: react-admin's button shows itself only with create access (SPEC §6); false for lists nothing
   * is created from, or where a narrower check (the current branch) refuses.
   */
  create?: boolean;
  /** Actions before Create (links to other views of the same records, a create button of its own). */
  leading?: ReactNode;
  /** The list's own export in place of react-admin's (a file the server writes, e.g. the orders'). */
  exportButton?: ReactNode;
  /** Actions after the CSV export. */
  children?: ReactNode;
}

/** The top bar of a list: filters, Create, CSV export. */
export const ListActions = ({
  withFilters = false,
  create = true,
  leading,
  exportButton = <ExportButton />,
  children,
}: ListActionsProps) => (
  <TopToolbar>
    {withFilters && <FilterButton disableSaveQuery />}
    {leading}
    {create && <CreateButton />}
    {exportButton}
    {children}
  </TopToolbar>
);
