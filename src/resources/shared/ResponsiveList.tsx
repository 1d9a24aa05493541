import type { ReactElement, ReactNode } from "react";
import { ListPage, type ListPageProps } from "./list/ListPage";
import { ListActions } from "./ListActions";
import { LIST_DEFAULTS, ListEmpty } from "./ListDefaults";
import { SEARCH_ONLY } from "./listFilters";
import { useIsPhone } from "./phoneLayout";

export interface ResponsiveListProps extends Omit<ListPageProps, "children"> {
  /** What phones show: one card per record (a SimpleList). */
  phone: ReactElement;
  /** What larger screens show: the table. */
  children: ReactElement;
  /** Drawn above the cards or the table alike (e.g. a report of the listed period). */
  header?: ReactNode;
}

/** A list with every list's defaults (LIST_DEFAULTS, overridable), drawn as cards on phones and as a table else. */
export function ResponsiveList({ phone, children, header, ...listProps }: ResponsiveListProps) {
  const isPhone = useIsPhone();
  return (
    <ListPage {...LIST_DEFAULTS} {...listProps}>
      {header}
      {isPhone ? phone : children}
    </ListPage>
  );
}

/**
 * A catalog's list (branches, businesses, categories): the standard actions and empty state, searched by `q` and
 * in the order the records were made unless told otherwise.
 */
export const CatalogList = (props: ResponsiveListProps) => (
  <ResponsiveList
    actions={<ListActions />}
    empty={<ListEmpty />}
    filters={SEARCH_ONLY}
    sort={{ field: "id", order: "ASC" }}
    {...props}
  />
);
