import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { DataOf, ListOf, errorResponses } from "../../http/schemas";
import { localesColumns, searchLike, validateLocales } from "../../db/locales";
import { mapList, paginate } from "../../db/pagination";
import { notFound, validationFailed } from "../../errors";
import { requireBranch } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, DeletedOut, listOrder, nextUpdatedAt, writeErrors } from "../catalog/shared";
import { findFloor, findTable, tablesQuery, toTable } from "./repository";
import {
  FloorParams,
  localeMessages,
  TableCreateBody,
  TableIdParams,
  TableListQuery,
  TableOut,
  TableUpdateBody,
} from "./schemas";

const tags = ["Tables"];
const base = "/business/:businessId/branches/:branchId/floors/:floorId/tables";

/** A floor_id sent in a body must be a floor of the same branch. */
async function requireFloorOfBranch(trx: Transaction<DB>, branchId: number, floorId: number) {
  const floor = await trx
    .selectFrom("floors")
    .select("id")
    .where("id", "=", floorId)
    .where("branch_id", "=", branchId)
    .executeTakeFirst();
  if (!floor) throw validationFailed({ floor_id: "tables.floorNotInBranch" });
}

/** SPEC §7 Tables, under a floor of a branch. The floor in the path must belong to the branch (else 404). */
const tableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pathFloor = async (branchId: number, floorId: number) => {
    const floor = await findFloor(app.db, branchId, floorId);
    if (!floor) throw notFound();
    return floor;
  };

  app.get(
    base,
    {
      schema: {
        tags,
        params: FloorParams,
        querystring: TableListQuery,
        response: { 200: ListOf(TableOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId, floorId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "tables", action: "read" });
      await pathFloor(branchId, floorId);
      const order = listOrder(request.query, { id: "id", name: "search", created_at: "created_at" }, "id");
      let query = tablesQuery(app.db, floorId).orderBy(sql.ref(order.column), order.direction).orderBy("id");
      const q = request.query.q?.trim();
      if (q) query = query.where(searchLike("search", q));
      return mapList(await paginate(query, request.query), toTable);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: { tags, params: TableIdParams, response: { 200: DataOf(TableOut), ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, floorId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "tables", action: "read" });
      await pathFloor(branchId, floorId);
      const row = await findTable(app.db, floorId, id);
      if (!row) throw notFound();
      return { data: toTable(row) };
    },
  );

  app.post(
    base,
    {
      config: { messages: localeMessages },
      schema: {
        tags,
        params: FloorParams,
        body: TableCreateBody,
        response: { 201: DataOf(TableOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, branchId, floorId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "tables", action: "create" });
      await pathFloor(branchId, floorId);
      const body = request.body;
      const errors = validateLocales(body.locales);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const row = await app.db.transaction().execute(async (trx) => {
        const target = body.floor_id ?? floorId;
        if (target !== floorId) await requireFloorOfBranch(trx, branchId, target);
        const now = nextUpdatedAt();
        const { id } = await trx
          .insertInto("tables")
          .values({
            business_id: businessId,
            branch_id: branchId,
            floor_id: target,
            ...localesColumns(body.locales),
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const after = (await findTable(trx, target, id))!;
        await recordAudit(trx, request, {
          action: "create",
          entity: "table",
          entityId: id,
          businessId,
          branchId,
          after: toTable(after),
        });
        return after;
      });
      return reply.status(201).send({ data: toTable(row) });
    },
  );

  app.post(
    `${base}/:id`,
    {
      config: { messages: localeMessages },
      schema: {
        tags,
        params: TableIdParams,
        body: TableUpdateBody,
        response: { 200: DataOf(TableOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, branchId, floorId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "tables", action: "update" });
      await pathFloor(branchId, floorId);
      const body = request.body;
      const errors = body.locales ? validateLocales(body.locales) : {};
      if (Object.keys(errors).length) throw validationFailed(errors);
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findTable(trx, floorId, id);
        if (!before) throw notFound();
        assertFresh(before.updated_at, body.updated_at);
        const target = body.floor_id ?? floorId;
        if (target !== floorId) await requireFloorOfBranch(trx, branchId, target);
        await trx
          .updateTable("tables")
          .set({
            ...(body.locales ? localesColumns(body.locales) : {}),
            floor_id: target,
            updated_at: nextUpdatedAt(before.updated_at),
          })
          .where("id", "=", id)
          .execute();
        const after = (await findTable(trx, target, id))!;
        await recordAudit(trx, request, {
          action: "update",
          entity: "table",
          entityId: id,
          businessId,
          branchId,
          before: toTable(before),
          after: toTable(after),
        });
        return after;
      });
      return { data: toTable(row) };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      schema: { tags, params: TableIdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, floorId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "tables", action: "delete" });
      await pathFloor(branchId, floorId);
      await app.db.transaction().execute(async (trx) => {
        const before = await findTable(trx, floorId, id);
        if (!before) throw notFound();
        // Orders keep their lines and totals; their table_id becomes null (foreign key "set null").
        await trx.deleteFrom("tables").where("id", "=", id).execute();
        await recordAudit(trx, request, {
          action: "delete",
          entity: "table",
          entityId: id,
          businessId,
          branchId,
          before: toTable(before),
        });
      });
      return { data: { id } };
    },
  );
};

export default tableRoutes;
