import type { ReactNode } from "react";
import { CreateButton, ExportButton, FilterButton, TopToolbar } from "react-admin";

interface ListActionsProps {
  /** Show the filter button (lists with more filters than the search box). */
  withFilters?: boolean;
  children?: ReactNode;
}

/** The top bar of a list: filters, Create (react-admin's shows itself only with create access, SPEC §6), CSV export. */
export const ListActions = ({ withFilters = false, children }: ListActionsProps) => (
  <TopToolbar>
    {withFilters && <FilterButton />}
    <CreateButton />
    <ExportButton />
    {children}
  </TopToolbar>
);
