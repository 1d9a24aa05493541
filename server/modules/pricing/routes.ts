import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { IdParams, errorResponses, DeletedOut } from "../../http/schemas";
import { notFound } from "../../errors";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";

const TABLES = [
  ["prices", "price"],
  ["discounts", "discount"],
  ["addons", "addon"],
] as const;

/**
 * SPEC §7 Pricing: one price, discount or addon row at a time. Addressed by id only, so the owning item's
 * business is read first; removing a row edits the item, so it needs items.update.
 */
const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [table, entity] of TABLES) {
    app.post(`/${table}/:id/delete`, {
      schema: { tags: ["Pricing"], params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
    }, async (request) => {
      const { id } = request.params;
      const owner = await app.db
        .selectFrom(table)
        .innerJoin("items", "items.id", `${table}.item_id`)
        .select(["items.business_id", "items.id as item_id"])
        .where(`${table}.id`, "=", id)
        .executeTakeFirst();
      if (!owner) throw notFound();
      await requireBusiness(request, owner.business_id, { area: "items", action: "update" });
      await app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) throw notFound();
        await trx.deleteFrom(table).where("id", "=", id).execute();
        await recordAudit(trx, request, { action: "delete", entity, entityId: id, businessId: owner.business_id, before });
      });
      return { data: { id } };
    });
  }
};

export default pricingRoutes;
