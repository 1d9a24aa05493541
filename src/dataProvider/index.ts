import type { DataProvider, GetListParams, Identifier, RaRecord } from "react-admin";
import { apiFetch } from "./httpClient";
import { readCurrentScope, resourcePath, type Scope } from "./routes";

/** List answer of the API (DESIGN §4). */
interface ListAnswer {
  data: RaRecord[];
  total: number;
}

type ListQueryParams = Pick<GetListParams, "pagination" | "sort" | "filter">;

/** `page`, `per_page`, `sort`, `order` (asc|desc), `q` and plain filters, as the API lists expect them. */
export function listQuery({ pagination, sort, filter }: ListQueryParams): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set("page", String(pagination.page));
    query.set("per_page", String(pagination.perPage));
  }
  if (sort?.field) {
    query.set("sort", sort.field);
    query.set("order", sort.order.toLowerCase());
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    values.forEach((item) => query.append(key, String(item)));
  }
  return query.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
const jsonBody = (data: unknown) => JSON.stringify(data);

/**
 * The base provider of the product's resources: GET lists and records, POST to create, POST `path/{id}` to
 * update and POST `path/{id}/delete` to delete (DESIGN §4). Later screens add custom methods over it.
 */
export function createDataProvider(currentScope: () => Scope = readCurrentScope): DataProvider {
  const pathOf = (resource: string) => resourcePath(resource, currentScope());
  const recordPath = (resource: string, id: Identifier) =>
    `${pathOf(resource)}/${encodeURIComponent(String(id))}`;

  const getList = async (resource: string, params: ListQueryParams & { signal?: AbortSignal }) => {
    const { json } = await apiFetch(withQuery(pathOf(resource), listQuery(params)), {
      signal: params.signal,
    });
    const answer = json as ListAnswer;
    return { data: answer.data, total: answer.total };
  };
  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) => {
    const { json } = await apiFetch(recordPath(resource, id), { signal });
    return json.data as RaRecord;
  };
  const update = async (resource: string, id: Identifier, data: unknown) => {
    const { json } = await apiFetch(recordPath(resource, id), { method: "POST", body: jsonBody(data) });
    return (json?.data ?? { ...(data as object), id }) as RaRecord;
  };
  const remove = async (resource: string, id: Identifier, previousData?: RaRecord) => {
    await apiFetch(`${recordPath(resource, id)}/delete`, { method: "POST" });
    return previousData ?? { id };
  };

  const provider = {
    getList,
    getOne: async (resource: string, params: { id: Identifier; signal?: AbortSignal }) => ({
      data: await getOne(resource, params.id, params.signal),
    }),
    getMany: async (resource: string, params: { ids: Identifier[]; signal?: AbortSignal }) => ({
      data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))),
    }),
    getManyReference: (
      resource: string,
      params: ListQueryParams & { target: string; id: Identifier; signal?: AbortSignal },
    ) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource: string, params: { data: unknown }) => {
      const { json } = await apiFetch(pathOf(resource), { method: "POST", body: jsonBody(params.data) });
      return { data: json.data as RaRecord };
    },
    update: async (resource: string, params: { id: Identifier; data: unknown }) => ({
      data: await update(resource, params.id, params.data),
    }),
    updateMany: async (resource: string, params: { ids: Identifier[]; data: unknown }) => {
      for (const id of params.ids) await update(resource, id, params.data);
      return { data: params.ids };
    },
    delete: async (resource: string, params: { id: Identifier; previousData?: RaRecord }) => ({
      data: await remove(resource, params.id, params.previousData),
    }),
    deleteMany: async (resource: string, params: { ids: Identifier[] }) => {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },
  };
  return provider as DataProvider;
}

export const dataProvider = createDataProvider();
