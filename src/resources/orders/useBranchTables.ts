import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useLocaleState, type RaRecord } from "react-admin";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { PREFETCHED_FRESH_MS, QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { usePrefetch } from "../../dataProvider/usePrefetch";
import { useCurrentScope } from "../shared/useCurrentScope";

export interface TableChoice {
  id: number;
  name: string;
}

const ALL = {
  pagination: { page: 1, perPage: MAX_PER_PAGE },
  sort: { field: "id", order: "ASC" as const },
  filter: {},
};
const NONE: TableChoice[] = [];

/** One query per branch and language that every reader shares. */
function useBranchTablesQuery() {
  const dataProvider = useDataProvider();
  const { businessId, branchId } = useCurrentScope();
  const [locale] = useLocaleState();
  return {
    queryKey: ["branch-tables", businessId, branchId, locale],
    queryFn: async (): Promise<TableChoice[]> => {
      const nameOf = (record: RaRecord) =>
        localizedName(record.locales as LocalizedText[], locale, `#${record.id}`);
      try {
        const { data: floors } = await dataProvider.getList("floors", ALL);
        const perFloor = await Promise.all(
          floors.map((floor) => dataProvider.getList("tables", { ...ALL, meta: { floorId: floor.id } })),
        );
        return perFloor.flatMap(({ data: tables }, index) =>
          tables.map((table) => ({
            id: Number(table.id),
            name: `${nameOf(table)} · ${nameOf(floors[index])}`,
          })),
        );
      } catch {
        // No floors or tables permission: the orders show without table names.
        return NONE;
      }
    },
    enabled: branchId !== undefined,
    staleTime: PREFETCHED_FRESH_MS,
    ...QUERY_DEFAULTS,
  };
}

/**
 * The tables of the current branch, floor by floor (tables live under their floor in the API), named in the
 * current language: for the orders' table filter and column and the printed ticket. Empty without floors or
 * tables permission, and until they arrive. Each table cell of the orders list reads it on its own, so the
 * tables' arrival redraws those cells, not the list and all its rows.
 */
export function useBranchTables(): TableChoice[] {
  const { data } = useQuery(useBranchTablesQuery());
  return data ?? NONE;
}

/** Starts loading the tables for readers further down, without redrawing the caller when they arrive. */
export function usePrefetchBranchTables(): void {
  usePrefetch(useBranchTablesQuery());
}

/** A table's name in the current language, or nothing. */
export function useTableName(id: unknown): string {
  const tables = useBranchTables();
  return tables.find((table) => table.id === id)?.name ?? "";
}
