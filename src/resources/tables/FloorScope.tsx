import { useMemo, type ReactNode } from "react";
import {
  DataProviderContext,
  ResourceContextProvider,
  useDataProvider,
  type DataProvider,
} from "react-admin";
import { useParams } from "react-router-dom";

/** Every call of the wrapped provider carries `meta.floorId`, which fills `{floorId}` of the tables path. */
function withFloor(dataProvider: DataProvider, floorId: string): DataProvider {
  return new Proxy(dataProvider, {
    get(target, name: string) {
      const method = target[name];
      if (typeof method !== "function") return method;
      return (resource: string, params: { meta?: Record<string, unknown> } = {}) =>
        method.call(target, resource, { ...params, meta: { floorId, ...params.meta } });
    },
  });
}

/** The floor of the route: react-admin's tables views (list, forms, delete, export) below reach its tables. */
export function useFloorId(): string {
  return useParams().floorId ?? "";
}

export const FloorScope = ({ children }: { children: ReactNode }) => {
  const floorId = useFloorId();
  const dataProvider = useDataProvider();
  const scoped = useMemo(() => withFloor(dataProvider, floorId), [dataProvider, floorId]);
  return (
    <DataProviderContext.Provider value={scoped}>
      <ResourceContextProvider value="tables">{children}</ResourceContextProvider>
    </DataProviderContext.Provider>
  );
};
