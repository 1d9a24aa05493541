import type { ReactNode } from "react";
import { CreateButton, ExportButton, FilterButton, TopToolbar } from "react-admin";

interface ListActionsProps {
  /** Show Create only with create permission (SPEC §6). */
  canCreate: boolean;
  /** Show the filter button (lists with more filters than the search box). */
  withFilters?: boolean;
  children?: ReactNode;
}

/** The top bar of a list: filters, Create when allowed, CSV export. */
export const ListActions = ({ canCreate, withFilters = false, children }: ListActionsProps) => (
  <TopToolbar>
    {withFilters && <FilterButton />}
    {canCreate && <CreateButton />}
    <ExportButton />
    {children}
  </TopToolbar>
);
