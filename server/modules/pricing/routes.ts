import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { IdParams, errorResponses, DeletedOut, idFromPath } from "../../http/schemas";
import { notFound } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { perRequest } from "../../shared/per-request";
import { deletePricing, ownerOfPricing, PRICING_TABLES } from "./repository";

/**
 * SPEC §7 Pricing: one price, discount or addon row at a time. Addressed by id only, so the owning item's
 * business is read first (the route's resolver); removing a row edits the item, so it needs items.update.
 */
const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [table, entity] of PRICING_TABLES) {
    const ownerOf = perRequest(async (request) => {
      const id = idFromPath((request.params as { id?: unknown }).id);
      if (id === undefined) return undefined;
      const owner = await ownerOfPricing(app.db, table, id);
      if (!owner) throw notFound();
      return owner;
    });
    app.post(
      `/${table}/:id/delete`,
      {
        config: {
          access: {
            scope: "business",
            area: "items",
            action: "update",
            business: async (request) => (await ownerOf(request))?.business_id,
          },
        },
        schema: { tags: ["Pricing"], params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
      },
      async (request) => {
        const { id } = request.params;
        const { business_id: businessId } = (await ownerOf(request))!;
        await app.db.transaction().execute(async (trx) => {
          const before = await deletePricing(trx, table, id);
          if (!before) throw notFound();
          await recordAudit(trx, request, { action: "delete", entity, entityId: id, businessId, before });
        });
        return { data: { id } };
      },
    );
  }
};

export default pricingRoutes;
