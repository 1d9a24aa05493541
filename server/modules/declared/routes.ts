import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PermissionAction } from "../../../src/domain/constants";
import { isDeclaration, type DeclaredRecord, type ResourceDeclaration } from "../../../src/domain/resources";
import { Type, type TObject } from "typebox";
import {
  BranchIdParams,
  BranchParams,
  BusinessIdParams,
  BusinessParams,
  DataOf,
  DeletedOut,
  ListOf,
  errorResponses,
  Id,
  writeErrors,
} from "../../http/schemas";
import { requirePathParent } from "./pathParent";
import { slashed } from "../../shared/paths";
import { detailRowsOf, listRows, untyped, type ListParams, type Scope } from "./repository";
import { filtersOf, periodOf } from "./listQuery";
import { registerLegacyPaths } from "./legacy";
import { withRelated } from "./related";
import * as schemas from "./schemas";
import { createRecord, deleteRecords, updateRecord } from "./service";
import { recordOf } from "./values";
import { findRow } from "./repository";

// CRUD and bulk delete of every declared resource (DESIGN §3b), at the paths the declarations give. Access is
// route config read by one hook (plugins/access.ts); handlers only ever see records of the path's scope.

/** `business/{businessId}/coupons` → `/business/:businessId/coupons` */
const routePath = (declaration: ResourceDeclaration) => `/${declaration.path.replace(/\{(\w+)\}/g, ":$1")}`;

/** The path's business, branch and parent (PathParent). */
const scopeOfPath =
  (declaration: ResourceDeclaration) =>
  (request: FastifyRequest): Scope => {
    const params = request.params as Record<string, number>;
    const parent = declaration.pathParent;
    const session = request.user.scope;
    return {
      businessId: params.businessId,
      branchId: params.branchId,
      ...(parent ? { parentId: params[parent.param] } : {}),
      ...(session ? { sessionBranchId: session.branchId } : {}),
    };
  };

function registerResource(app: FastifyInstance, declaration: ResourceDeclaration) {
  const base = routePath(declaration);
  const branch = declaration.scope === "branch";
  const parent = declaration.pathParent;
  const withParent = (schema: TObject) =>
    parent ? Type.Object({ ...schema.properties, [parent.param]: Id }) : schema;
  const params = withParent(branch ? BranchParams : BusinessParams);
  const idParams = withParent(branch ? BranchIdParams : BusinessIdParams);
  const tags = [declaration.name];
  const scopeOf = scopeOfPath(declaration);
  // After the access hook (route config, plugins/access.ts) of every route: the path's parent in the same scope.
  if (parent) app.addHook("preValidation", requirePathParent(declaration, scopeOf));
  const access = (action: PermissionAction) => ({
    access: { scope: declaration.scope, area: declaration.area, action },
  });
  const messages = schemas.fieldMessagesOf(declaration);
  const Record = schemas.recordOutOf(declaration);
  const db = () => untyped(app.db);

  const list = async (request: FastifyRequest) => {
    const query = request.query as ListParams;
    const filters = filtersOf(declaration, query);
    const period = periodOf(declaration, query);
    const page = await listRows(db(), declaration, scopeOf(request), query, filters, period);
    const records = await withRelated(
      db(),
      declaration,
      page.data.map((row) => recordOf(declaration, row)),
    );
    return { ...page, data: records };
  };
  const listSchema = (perPage?: number, hide = false) => ({
    tags,
    hide,
    params,
    querystring: schemas.listQueryOf(declaration, perPage),
    response: { 200: ListOf(Record), ...errorResponses },
  });

  // SPEC §7 writes some list and create paths with a trailing slash: both spellings answer (one documented).
  for (const path of slashed(base))
    app.get(path, { config: access("read"), schema: listSchema(undefined, path.endsWith("/")) }, list);

  // Before `/:id`: further paths of the same list, with their own page size.
  for (const view of declaration.listViews ?? [])
    app.get(`${base}/${view.path}`, { config: access("read"), schema: listSchema(view.perPage) }, list);

  app.get(
    `${base}/:id`,
    {
      config: access("read"),
      schema: {
        tags,
        params: idParams,
        response: { 200: DataOf(schemas.detailOutOf(declaration)), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const row = recordOf(declaration, await findRow(db(), declaration, scopeOf(request), id));
      const [record] = await withRelated(db(), declaration, [row]);
      return { data: { ...record, ...(await detailRowsOf(db(), declaration, id)) } };
    },
  );

  for (const path of slashed(base))
    app.post(
      path,
      {
        config: { ...access("create"), messages },
        schema: {
          tags,
          hide: path.endsWith("/"),
          params,
          body: schemas.createBodyOf(declaration),
          response: { 201: DataOf(Record), ...writeErrors },
        },
      },
      async (request, reply) => {
        const created = await createRecord(
          request,
          declaration,
          scopeOf(request),
          request.body as DeclaredRecord,
        );
        return reply.status(201).send({ data: created });
      },
    );

  // Before `/:id`, so `delete` is never read as an id.
  app.post(
    `${base}/delete`,
    {
      config: access("delete"),
      schema: {
        tags,
        params,
        body: schemas.BulkDeleteBody,
        response: { 200: schemas.BulkDeletedOut, ...errorResponses },
      },
    },
    async (request) => {
      const { ids } = request.body as { ids: number[] };
      return { data: { ids: await deleteRecords(request, declaration, scopeOf(request), ids) } };
    },
  );

  app.post(
    `${base}/:id`,
    {
      config: { ...access("update"), messages },
      schema: {
        tags,
        params: idParams,
        body: schemas.updateBodyOf(declaration),
        response: { 200: DataOf(Record), ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return {
        data: await updateRecord(request, declaration, scopeOf(request), id, request.body as DeclaredRecord),
      };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      config: access("delete"),
      schema: { tags, params: idParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      await deleteRecords(request, declaration, scopeOf(request), [id]);
      return { data: { id } };
    },
  );
}

/**
 * Registers every declaration the application serves (the registry of src/domain/resources, app.registry): adding
 * a resource there adds its API.
 */
export default async function declaredRoutes(app: FastifyInstance) {
  for (const declaration of app.registry.filter(isDeclaration)) {
    // Each resource in a context of its own, so a hook it adds reaches its routes only.
    await app.register(async (resourceApp) => registerResource(resourceApp, declaration));
    registerLegacyPaths(app, declaration);
  }
}
