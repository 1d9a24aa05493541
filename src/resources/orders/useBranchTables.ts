import { useEffect, useState } from "react";
import { useDataProvider, useLocaleState, type RaRecord } from "react-admin";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
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

/**
 * The tables of the current branch, floor by floor (tables live under their floor in the API), named in the
 * current language: for the orders' table filter and column. Empty without floors or tables permission.
 */
export function useBranchTables(): TableChoice[] {
  const dataProvider = useDataProvider();
  const { branchId } = useCurrentScope();
  const [locale] = useLocaleState();
  const [tables, setTables] = useState<TableChoice[]>([]);

  useEffect(() => {
    if (branchId === undefined) return;
    let active = true;
    const nameOf = (record: RaRecord) =>
      localizedName(record.locales as LocalizedText[], locale, `#${record.id}`);
    (async () => {
      const { data: floors } = await dataProvider.getList("floors", ALL);
      const perFloor = await Promise.all(
        floors.map((floor) => dataProvider.getList("tables", { ...ALL, meta: { floorId: floor.id } })),
      );
      const choices = perFloor.flatMap(({ data }, index) =>
        data.map((table) => ({ id: Number(table.id), name: `${nameOf(table)} · ${nameOf(floors[index])}` })),
      );
      if (active) setTables(choices);
    })().catch(() => active && setTables([]));
    return () => {
      active = false;
    };
  }, [dataProvider, branchId, locale]);

  return tables;
}
