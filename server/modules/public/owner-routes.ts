import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import {
  BranchIdParams,
  BranchParams,
  BusinessIdParams,
  BusinessParams,
  DataOf,
  Id,
  errorResponses,
} from "../../http/schemas";
import { notFound } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { findBranch } from "../branches/repository";
import { branchAddress } from "./branch";
import { newPublicToken, tableAddress, tokensOfTables } from "./table-tokens";

// The owner's switches that live on records (dashboard, signed in): an item's "sold out" (one or many at once, in the
// menu editor), and the tables' QR tokens (listed for the QR sheet, rotated when a code must stop working). Audited;
// an item's change bumps the menu version (plugins/audit.ts), so the public menu shows it at once.

// Signed-in routes of the dashboard: documented apart from the public API (tag "Public", no token).
const tags = ["Front door"];

const SoldOutOut = DataOf(Type.Object({ ids: Type.Array(Type.Integer()), sold_out: Type.Boolean() }));
const TableTokenOut = Type.Object({
  table_id: Type.Integer(),
  floor_id: Type.Integer(),
  token: Type.String(),
  address: Type.String(),
});

export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Sets the flag on the business's items among `ids` (others are not its: 404 when none is). */
  const setSoldOut = async (
    request: Parameters<typeof recordAudit>[1],
    businessId: number,
    ids: number[],
    soldOut: boolean,
  ) => {
    return app.db.transaction().execute(async (trx) => {
      const items = await trx
        .selectFrom("items")
        .select(["id", "sold_out"])
        .where("business_id", "=", businessId)
        .where("id", "in", ids)
        .execute();
      if (items.length !== new Set(ids).size) throw notFound();
      const changed = items.filter((i) => !!Number(i.sold_out) !== soldOut).map((i) => i.id);
      if (changed.length)
        await trx
          .updateTable("items")
          .set({ sold_out: soldOut ? 1 : 0 })
          .where("id", "in", changed)
          .execute();
      for (const id of changed)
        await recordAudit(trx, request, {
          action: "update",
          entity: "item",
          entityId: id,
          businessId,
          before: { sold_out: !soldOut },
          after: { sold_out: soldOut },
        });
      return { data: { ids: items.map((i) => i.id), sold_out: soldOut } };
    });
  };

  app.post(
    "/business/:businessId/items/:id/sold-out",
    {
      config: { access: { scope: "business", area: "items", action: "update" } },
      schema: {
        tags,
        params: BusinessIdParams,
        body: Type.Object({ sold_out: Type.Boolean() }),
        response: { 200: SoldOutOut, ...errorResponses },
      },
    },
    async (request) =>
      setSoldOut(request, request.params.businessId, [request.params.id], request.body.sold_out),
  );

  app.post(
    "/business/:businessId/items/sold-out",
    {
      config: { access: { scope: "business", area: "items", action: "update" } },
      schema: {
        tags,
        params: BusinessParams,
        body: Type.Object({
          ids: Type.Array(Id, { minItems: 1, maxItems: 5000 }),
          sold_out: Type.Boolean(),
        }),
        response: { 200: SoldOutOut, ...errorResponses },
      },
    },
    async (request) =>
      setSoldOut(request, request.params.businessId, request.body.ids, request.body.sold_out),
  );

  app.get(
    "/business/:businessId/branches/:branchId/table-tokens",
    {
      config: { access: { scope: "branch", area: "tables", action: "read" } },
      schema: {
        tags,
        params: BranchParams,
        querystring: Type.Object({ floor_id: Type.Optional(Id) }),
        response: { 200: DataOf(Type.Array(TableTokenOut)), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      const branch = (await findBranch(app.db, businessId, branchId))!;
      const address = branchAddress(app.config.qrAppUrl, branch.slug);
      const tokens = await app.db
        .transaction()
        .execute((trx) => tokensOfTables(trx, branchId, request.query.floor_id));
      return { data: tokens.map((t) => ({ ...t, address: tableAddress(address, t.token) })) };
    },
  );

  app.post(
    "/business/:businessId/branches/:branchId/tables/:id/rotate-token",
    {
      config: { access: { scope: "branch", area: "tables", action: "update" } },
      schema: {
        tags,
        params: BranchIdParams,
        response: { 200: DataOf(TableTokenOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      const branch = (await findBranch(app.db, businessId, branchId))!;
      const token = newPublicToken();
      const table = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("tables")
          .select(["id", "floor_id"])
          .where("id", "=", id)
          .where("branch_id", "=", branchId)
          .executeTakeFirst();
        if (!row) throw notFound();
        await trx.updateTable("tables").set({ qr_token: token }).where("id", "=", id).execute();
        // The token itself stays out of the audit: the log is read by more people than the tables' QR sheet.
        await recordAudit(trx, request, {
          action: "rotate_token",
          entity: "table",
          entityId: id,
          businessId,
          branchId,
        });
        return row;
      });
      const address = tableAddress(branchAddress(app.config.qrAppUrl, branch.slug), token);
      return { data: { table_id: table.id, floor_id: table.floor_id, token, address } };
    },
  );
};
