import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type TObject } from "typebox";
import type { PermissionAction } from "../../../src/domain/constants";
import type { DeclaredRecord, GroupedList, ResourceDeclaration } from "../../../src/domain/resources";
import { mapList } from "../../db/pagination";
import { notFound } from "../../errors";
import {
  DataOf,
  errorResponses,
  Id,
  IdParams,
  ListOf,
  idFromPath,
  DeletedOut,
  writeErrors,
} from "../../http/schemas";
import { perRequest } from "../../shared/per-request";
import { assertSameBusiness, businessForCreate, readableBusinesses } from "./legacyScope";
import { withRelated } from "./related";
import { filtersOf, periodOf } from "./listQuery";
import { listRows, untyped, type ListParams, type Scope } from "./repository";
import * as schemas from "./schemas";
import { createRecord, deleteRecords, updateRecord } from "./service";
import { recordOf } from "./values";

// A declared business resource at its legacy path (`legacyPath`): records by id alone, lists over one or every
// readable business (grouped when the declaration says so), creates in the business sent or the user's first. Each
// route declares its access with the business its record or body names (checked by the access hook before any
// validation, so an outsider learns nothing); a preValidation hook per route hands that scope to the handler.

const scopes = new WeakMap<FastifyRequest, Scope>();
const scopeOf = (request: FastifyRequest) => scopes.get(request)!;

/** Consecutive records sharing the grouping field's value, as one group each (the page is ordered by it). */
function groupsOf(records: DeclaredRecord[], { field, key }: GroupedList) {
  const groups: Record<string, unknown>[] = [];
  for (const record of records) {
    const last = groups[groups.length - 1];
    if (last && last[field] === record[field]) (last[key] as DeclaredRecord[]).push(record);
    else groups.push({ [field]: record[field], [key]: [record] });
  }
  return groups;
}

export function registerLegacyPaths(app: FastifyInstance, declaration: ResourceDeclaration) {
  if (!declaration.legacyPath) return;
  const base = `/${declaration.legacyPath}`;
  const { area, table } = declaration;
  const tags = [declaration.name];
  const db = () => untyped(app.db);
  const Record = schemas.recordOutOf(declaration);
  const messages = schemas.fieldMessagesOf(declaration);
  const grouping = declaration.groupedLegacyList;
  const withBusiness = (body: TObject) => Type.Object({ ...body.properties, business_id: Type.Optional(Id) });

  /** A record addressed by id only: its business (404 when there is no such record), read once per request. */
  const recordBusiness = perRequest(async (request): Promise<number | undefined> => {
    const id = idFromPath((request.params as { id?: string }).id);
    if (id === undefined) return undefined;
    const row = await db().selectFrom(table).select("business_id").where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return Number(row.business_id);
  });
  const newRecordBusiness = perRequest(businessForCreate);
  /** Membership and the action's permission on the record's business, checked by the route's access hook. */
  const access = (action: PermissionAction) => ({
    scope: "business" as const,
    area,
    action,
    business: action === "create" ? newRecordBusiness : recordBusiness,
  });

  /** The record's business, once the route's access has checked it. */
  const recordScope =
    (action: Exclude<PermissionAction, "create">) =>
    async (request: FastifyRequest): Promise<void> => {
      const businessId = await recordBusiness(request);
      if (businessId === undefined) throw notFound();
      const sent = (request.body as { business_id?: number } | undefined)?.business_id;
      if (action === "update") assertSameBusiness(sent, businessId);
      scopes.set(request, { businessId });
    };

  app.get(
    base,
    {
      config: {
        access: {
          scope: "business",
          area,
          action: "read",
          business: { query: "business_id", optional: true },
        },
        lenientQuery:
          "a legacy path: its older clients send query keys of their own (listQuery.ts filtersOf)",
      },
      preValidation: async (request) => {
        const asked = Number((request.query as { business_id?: string }).business_id);
        const ids = await readableBusinesses(
          request,
          Number.isInteger(asked) && asked > 0 ? asked : undefined,
          area,
        );
        scopes.set(request, { businessId: ids[0] ?? 0, businessIds: ids });
      },
      schema: {
        tags,
        querystring: withBusiness(schemas.listQueryOf(declaration) as TObject),
        response: {
          200: grouping ? schemas.GroupedListOf(declaration, grouping) : ListOf(Record),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { business_id: _business, ...query } = request.query as ListParams & { business_id?: number };
      const scope = scopeOf(request);
      const filters = filtersOf(declaration, query, true);
      const period = periodOf(declaration, query);
      // A user of no business lists nothing.
      const page = scope.businessIds?.length
        ? await listRows(db(), declaration, scope, query, filters, period, grouping?.field)
        : {
            data: [],
            total: 0,
            total_capped: false,
            current_page: 1,
            per_page: query.per_page ?? 10,
            last_page: 1,
          };
      const records = await withRelated(
        db(),
        declaration,
        page.data.map((row) => recordOf(declaration, row)),
      );
      return grouping
        ? { ...page, data: groupsOf(records, grouping) }
        : mapList({ ...page, data: records }, (r) => r);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: access("read") },
      preValidation: recordScope("read"),
      schema: { tags, params: IdParams, response: { 200: DataOf(Record), ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const row = await db().selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return { data: (await withRelated(db(), declaration, [recordOf(declaration, row)]))[0] };
    },
  );

  app.post(
    base,
    {
      config: { access: access("create"), messages },
      preValidation: async (request) => {
        scopes.set(request, { businessId: await newRecordBusiness(request) });
      },
      schema: {
        tags,
        body: withBusiness(schemas.createBodyOf(declaration) as TObject),
        response: { 201: DataOf(Record), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { business_id: _business, ...body } = request.body as DeclaredRecord;
      return reply
        .status(201)
        .send({ data: await createRecord(request, declaration, scopeOf(request), body) });
    },
  );

  app.post(
    `${base}/:id`,
    {
      config: { access: access("update"), messages },
      preValidation: recordScope("update"),
      schema: {
        tags,
        params: IdParams,
        body: withBusiness(schemas.updateBodyOf(declaration) as TObject),
        response: { 200: DataOf(Record), ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { business_id: _business, ...body } = request.body as DeclaredRecord;
      return { data: await updateRecord(request, declaration, scopeOf(request), id, body) };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      config: { access: access("delete") },
      preValidation: recordScope("delete"),
      schema: { tags, params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      await deleteRecords(request, declaration, scopeOf(request), [id]);
      return { data: { id } };
    },
  );
}
