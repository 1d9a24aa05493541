import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type TObject } from "typebox";
import type { PermissionAction } from "../../../src/domain/constants";
import type { DeclaredRecord, GroupedList, ResourceDeclaration } from "../../../src/domain/resources";
import { mapList } from "../../db/pagination";
import { notFound } from "../../errors";
import { DataOf, errorResponses, Id, IdParams, ListOf, idFromPath } from "../../http/schemas";
import { DeletedOut, writeErrors } from "../catalog/shared";
import { assertSameBusiness, businessForCreate, businessOfRecord, readableBusinesses } from "./legacyScope";
import { withRelated } from "./related";
import { filtersOf, periodOf } from "./listQuery";
import { listRows, untyped, type ListParams, type Scope } from "./repository";
import * as schemas from "./schemas";
import { createRecord, deleteRecords, updateRecord } from "./service";
import { recordOf } from "./values";

// A declared business resource at its legacy path (`legacyPath`): records by id alone, lists over one or every
// readable business (grouped when the declaration says so), creates in the business sent or the user's first. The scope of each call is settled by one
// preValidation hook per route, before any validation (an outsider learns nothing), and handed to the handler.

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

  /** The record's business, after membership (404) and the action's permission (403). */
  const recordScope =
    (action: Exclude<PermissionAction, "create">) =>
    async (request: FastifyRequest): Promise<void> => {
      const id = idFromPath((request.params as { id?: string }).id);
      const row =
        id !== undefined
          ? await db().selectFrom(table).select("business_id").where("id", "=", id).executeTakeFirst()
          : undefined;
      if (!row) throw notFound();
      const businessId = await businessOfRecord(
        request,
        { business_id: Number(row.business_id) },
        { area, action },
      );
      const sent = (request.body as { business_id?: number } | undefined)?.business_id;
      if (action === "update") assertSameBusiness(sent, businessId);
      scopes.set(request, { businessId });
    };

  app.get(
    base,
    {
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
      config: { messages },
      preValidation: async (request) => {
        const sent = (request.body as { business_id?: unknown } | undefined)?.business_id;
        const asked = typeof sent === "number" ? sent : undefined;
        scopes.set(request, { businessId: await businessForCreate(request, asked, area) });
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
      config: { messages },
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
