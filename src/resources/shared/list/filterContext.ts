import { createContext, useContext } from "react";
import type { FilterElement } from "./listFilters";

/** The filters of the list being drawn, for its Add filter button (among the list's actions). */
export const ListFilterElements = createContext<readonly FilterElement[]>([]);

export const useListFilterElements = () => useContext(ListFilterElements);
