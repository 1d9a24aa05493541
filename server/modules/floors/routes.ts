import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import { can } from "../../../src/domain/permissions";
import { BranchIdParams, BranchParams, DataOf, ListOf, errorResponses } from "../../http/schemas";
import { localesColumns, searchLike, validateLocales } from "../../db/locales";
import { mapList, paginate } from "../../db/pagination";
import { forbidden, notFound, validationFailed } from "../../errors";
import { loadAccess, requireBranch } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, DeletedOut, listOrder, nextUpdatedAt, writeErrors } from "../catalog/shared";
import { findFloor, floorsQuery, toFloor } from "./repository";
import { FloorCreateBody, FloorListQuery, FloorOut, FloorUpdateBody, localeMessages } from "./schemas";

const tags = ["Floors"];
const base = "/business/:businessId/branches/:branchId/floors";

/**
 * A branch_id sent in a body must be a branch of the same business (else 422) where the user may do the same
 * (else 403): it would move the floor out of the branch in the path.
 */
async function requireTargetBranch(
  request: FastifyRequest,
  businessId: number,
  branchId: number,
  action: "create" | "update",
) {
  const access = await loadAccess(request);
  const business = access.business.find((b) => b.id === businessId);
  if (!business?.branches.some((b) => b.id === branchId))
    throw validationFailed({ branch_id: "floors.branchNotInBusiness" });
  if (!can(access, { businessId, branchId, area: "floors", action })) throw forbidden();
}

/**
 * SPEC §7 Floors, under a branch. A floor that still has tables is not deleted (422): its tables go first, so
 * no table, and no order's table, disappears by surprise. Moving a floor to another branch moves its tables.
 */
const floorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    base,
    {
      schema: {
        tags,
        params: BranchParams,
        querystring: FloorListQuery,
        response: { 200: ListOf(FloorOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "floors", action: "read" });
      const order = listOrder(
        request.query,
        { id: "floors.id", name: "floors.search", created_at: "floors.created_at" },
        "floors.id",
      );
      let query = floorsQuery(app.db, branchId)
        .orderBy(sql.ref(order.column), order.direction)
        .orderBy("floors.id");
      const q = request.query.q?.trim();
      if (q) query = query.where(searchLike("floors.search", q));
      return mapList(await paginate(query, request.query), toFloor);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: { tags, params: BranchIdParams, response: { 200: DataOf(FloorOut), ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "floors", action: "read" });
      const row = await findFloor(app.db, branchId, id);
      if (!row) throw notFound();
      return { data: toFloor(row) };
    },
  );

  app.post(
    base,
    {
      config: { messages: localeMessages },
      schema: {
        tags,
        params: BranchParams,
        body: FloorCreateBody,
        response: { 201: DataOf(FloorOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "floors", action: "create" });
      const body = request.body;
      const target = body.branch_id ?? branchId;
      if (target !== branchId) await requireTargetBranch(request, businessId, target, "create");
      const errors = validateLocales(body.locales);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const row = await app.db.transaction().execute(async (trx) => {
        const now = nextUpdatedAt();
        const { id } = await trx
          .insertInto("floors")
          .values({
            business_id: businessId,
            branch_id: target,
            ...localesColumns(body.locales),
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const after = (await findFloor(trx, target, id))!;
        await recordAudit(trx, request, {
          action: "create",
          entity: "floor",
          entityId: id,
          businessId,
          branchId: target,
          after: toFloor(after),
        });
        return after;
      });
      return reply.status(201).send({ data: toFloor(row) });
    },
  );

  app.post(
    `${base}/:id`,
    {
      config: { messages: localeMessages },
      schema: {
        tags,
        params: BranchIdParams,
        body: FloorUpdateBody,
        response: { 200: DataOf(FloorOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "floors", action: "update" });
      const body = request.body;
      const target = body.branch_id ?? branchId;
      if (target !== branchId) await requireTargetBranch(request, businessId, target, "update");
      const errors = body.locales ? validateLocales(body.locales) : {};
      if (Object.keys(errors).length) throw validationFailed(errors);
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findFloor(trx, branchId, id);
        if (!before) throw notFound();
        assertFresh(before.updated_at, body.updated_at);
        const now = nextUpdatedAt(before.updated_at);
        await trx
          .updateTable("floors")
          .set({ ...(body.locales ? localesColumns(body.locales) : {}), branch_id: target, updated_at: now })
          .where("id", "=", id)
          .execute();
        if (target !== branchId)
          await trx
            .updateTable("tables")
            .set({ branch_id: target, updated_at: now })
            .where("floor_id", "=", id)
            .execute();
        const after = (await findFloor(trx, target, id))!;
        await recordAudit(trx, request, {
          action: "update",
          entity: "floor",
          entityId: id,
          businessId,
          branchId,
          before: toFloor(before),
          after: toFloor(after),
        });
        return after;
      });
      return { data: toFloor(row) };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      schema: { tags, params: BranchIdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "floors", action: "delete" });
      await app.db.transaction().execute(async (trx) => {
        const before = await findFloor(trx, branchId, id);
        if (!before) throw notFound();
        if (Number(before.tables_count ?? 0) > 0) throw validationFailed({ tables: "floors.hasTables" });
        await trx.deleteFrom("floors").where("id", "=", id).execute();
        await recordAudit(trx, request, {
          action: "delete",
          entity: "floor",
          entityId: id,
          businessId,
          branchId,
          before: toFloor(before),
        });
      });
      return { data: { id } };
    },
  );
};

export default floorRoutes;
