import type { DataProvider, GetListParams, Identifier, RaRecord } from "react-admin";
import { errorBodyOf, fieldErrorsOf } from "./errorMessages";
import { apiFetch as rawApiFetch } from "./httpClient";
import { customMethods, type CustomMethods } from "./methods";
import { MAX_PER_PAGE } from "../domain/constants";
import { declarationOf } from "../domain/resources";
import { bulkUpdateOf } from "./bulkUpdates";
import { RESOURCE_WRITE_PATHS, readCurrentScope, resourcePath, type PathOptions, type Scope } from "./routes";

/** List answer of the API (DESIGN §4). */
interface ListAnswer {
  data: RaRecord[];
  total: number;
  /** The server stopped counting: at least `total` rows match. */
  total_capped?: boolean;
}

type ListQueryParams = Pick<GetListParams, "pagination" | "sort" | "filter">;
/** A call's meta: placeholders such as `floorId` for nested resources. */
type Meta = Record<string, unknown> | undefined;

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

/**
 * react-admin shows a failed save's `errors: { field: message }` under the fields; the API sends a list of
 * messages per field (DESIGN §4), so the first one of each is kept.
 */
function withFieldMessages(error: unknown): never {
  const body = errorBodyOf(error);
  if (body?.errors) body.errors = fieldErrorsOf(error);
  throw error;
}

const apiFetch: typeof rawApiFetch = (path, options) => rawApiFetch(path, options).catch(withFieldMessages);

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
const jsonBody = (data: unknown) => JSON.stringify(data);

/** react-admin's methods over the product's resources, and the custom methods of the other calls. */
export type AppDataProvider = DataProvider & CustomMethods;

/**
 * The provider of every call the dashboard makes once signed in: GET lists and records, POST to create, POST
 * `path/{id}` to update and POST `path/{id}/delete` to delete (DESIGN §4), and the custom methods of
 * ./methods for the rest (sorting, statuses, settings, notifications…).
 */
export function createDataProvider(currentScope: () => Scope = readCurrentScope): AppDataProvider {
  const pathOf = (resource: string, meta?: Meta, write = false) =>
    resourcePath(resource, currentScope(), { params: meta, write } satisfies PathOptions);
  const recordPath = (resource: string, id: Identifier, meta?: Meta, write = false) =>
    `${pathOf(resource, meta, write)}/${encodeURIComponent(String(id))}`;

  const getPage = async (
    resource: string,
    params: ListQueryParams & { signal?: AbortSignal; meta?: Meta },
  ) => {
    const { json } = await apiFetch(withQuery(pathOf(resource, params.meta), listQuery(params)), {
      signal: params.signal,
    });
    return json as ListAnswer;
  };
  const getList = async (
    resource: string,
    params: ListQueryParams & { signal?: AbortSignal; meta?: Meta },
  ) => {
    const perPage = params.pagination?.perPage ?? 0;
    if (perPage > MAX_PER_PAGE) return getEverything(resource, params);
    const answer = await getPage(resource, params);
    // The list's pagination says "of more than" a capped total (its controller hands the meta on).
    return answer.total_capped
      ? { data: answer.data, total: answer.total, meta: { totalCapped: true } }
      : { data: answer.data, total: answer.total };
  };
  /**
   * More rows than a page holds are only asked for by Export and "Select all": every matching row is read, page
   * after page at the API's largest page size, until a short page (the list's total may be capped).
   */
  const getEverything = async (
    resource: string,
    params: ListQueryParams & { signal?: AbortSignal; meta?: Meta },
  ) => {
    const rows: RaRecord[] = [];
    const first = ((params.pagination?.page ?? 1) - 1) * (params.pagination?.perPage ?? 0);
    for (let page = Math.floor(first / MAX_PER_PAGE) + 1; ; page++) {
      const answer = await getPage(resource, { ...params, pagination: { page, perPage: MAX_PER_PAGE } });
      rows.push(...answer.data);
      if (answer.data.length < MAX_PER_PAGE) break;
    }
    return { data: rows, total: rows.length };
  };
  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal, meta?: Meta) => {
    const { json } = await apiFetch(recordPath(resource, id, meta), { signal });
    return json.data as RaRecord;
  };
  const update = async (resource: string, id: Identifier, data: unknown, meta?: Meta) => {
    const { json } = await apiFetch(recordPath(resource, id, meta, true), {
      method: "POST",
      body: jsonBody(data),
    });
    return (json?.data ?? { ...(data as object), id }) as RaRecord;
  };
  const remove = async (resource: string, id: Identifier, previousData?: RaRecord, meta?: Meta) => {
    // Written at an unscoped path (`users/{id}/delete`): the current business says which one they leave.
    const businessId = RESOURCE_WRITE_PATHS[resource] ? currentScope().businessId : undefined;
    const query = businessId !== undefined ? `business_id=${businessId}` : "";
    await apiFetch(withQuery(`${recordPath(resource, id, meta, true)}/delete`, query), { method: "POST" });
    return previousData ?? { id };
  };

  const provider = {
    getList,
    getOne: async (resource: string, params: { id: Identifier; signal?: AbortSignal; meta?: Meta }) => ({
      data: await getOne(resource, params.id, params.signal, params.meta),
    }),
    getMany: async (resource: string, params: { ids: Identifier[]; signal?: AbortSignal; meta?: Meta }) => {
      // Every list takes `ids`: one request, answering the records found (react-admin's contract). Ids that are not
      // numbers (a pending invitation's `invitation-N`) are read one by one.
      const numeric = params.ids.every((id) => Number.isInteger(Number(id)) && Number(id) > 0);
      if (numeric && params.ids.length <= MAX_PER_PAGE) {
        if (!params.ids.length) return { data: [] };
        const answer = await getPage(resource, {
          pagination: { page: 1, perPage: params.ids.length },
          filter: { ids: params.ids },
          signal: params.signal,
          meta: params.meta,
        });
        return { data: answer.data };
      }
      return {
        data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal, params.meta))),
      };
    },
    getManyReference: (
      resource: string,
      params: ListQueryParams & { target: string; id: Identifier; signal?: AbortSignal; meta?: Meta },
    ) => {
      // A target the resource cannot be filtered by would list unrelated rows: refused here (and by the server).
      const declaration = declarationOf(resource);
      if (declaration && !declaration.fields.some((f) => f.name === params.target && f.filterable))
        return Promise.reject(new Error(`${resource} cannot be listed by ${params.target}`));
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    create: async (resource: string, params: { data: unknown; meta?: Meta }) => {
      const { json } = await apiFetch(pathOf(resource, params.meta, true), {
        method: "POST",
        body: jsonBody(params.data),
      });
      // Adding a user answers `{ invited, email }` without an id (it must not reveal whether the account existed):
      // react-admin wants an id, so the e-mail stands in for it.
      const data = json.data as Partial<RaRecord> & { email?: string };
      return { data: (data.id === undefined ? { ...data, id: data.email ?? "" } : data) as RaRecord };
    },
    update: async (resource: string, params: { id: Identifier; data: unknown; meta?: Meta }) => ({
      data: await update(resource, params.id, params.data, params.meta),
    }),
    // One call where the API changes the selection atomically (bulkUpdates.ts); else each record on its own.
    updateMany: async (resource: string, params: { ids: Identifier[]; data: unknown; meta?: Meta }) => {
      const bulk = bulkUpdateOf(resource, params.data);
      if (bulk && params.ids.every((id) => Number.isInteger(Number(id)))) {
        const body = jsonBody(bulk.body(params.ids.map(Number)));
        await apiFetch(resourcePath(bulk.path, currentScope(), { params: params.meta }), {
          method: "POST",
          body,
        });
        return { data: params.ids };
      }
      for (const id of params.ids) await update(resource, id, params.data, params.meta);
      return { data: params.ids };
    },
    delete: async (resource: string, params: { id: Identifier; previousData?: RaRecord; meta?: Meta }) => ({
      data: await remove(resource, params.id, params.previousData, params.meta),
    }),
    deleteMany: async (resource: string, params: { ids: Identifier[]; meta?: Meta }) => {
      // Declared resources delete a selection in one call, all or nothing.
      if (declarationOf(resource)) {
        const body = jsonBody({ ids: params.ids });
        await apiFetch(`${pathOf(resource, params.meta, true)}/delete`, { method: "POST", body });
        return { data: params.ids };
      }
      for (const id of params.ids) await remove(resource, id, undefined, params.meta);
      return { data: params.ids };
    },
  };
  return { ...(provider as DataProvider), ...customMethods };
}

export const dataProvider = createDataProvider();
