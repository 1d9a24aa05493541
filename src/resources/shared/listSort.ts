import type { SortPayload } from "react-admin";
import type { ListSort } from "../../domain/resources";

// react-admin's own default when a list names no order.
const BY_ID: ListSort = { field: "id", order: "asc" };

/** The order a registry entry's list opens in (its declared `defaultSort`), as react-admin's `<List sort>`. */
export const listSortOf = ({ defaultSort = BY_ID }: { defaultSort?: ListSort }): SortPayload => ({
  field: defaultSort.field,
  order: defaultSort.order === "desc" ? "DESC" : "ASC",
});
