import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BranchParams, errorResponses, LocalesOut } from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { businessTime } from "../config/business-config";
import { kitchenTickets } from "./kitchen-tickets";

const Ticket = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  type: Type.String(),
  status: Type.String(),
  table: Type.Union([LocalesOut, Type.Null()]),
  customer_name: Type.String(),
  notes: Type.String(),
  created_at: Type.String(),
  accepted_at: Type.String(),
  updated_at: Type.String(),
  lines: Type.Array(
    Type.Object({
      locales: LocalesOut,
      quantity: Type.Integer(),
      addons: Type.Array(LocalesOut),
      round: Type.Integer(),
      note: Type.String(),
    }),
  ),
});

/**
 * The kitchen screen's read (issue 48): the branch's open tickets (accepted orders, oldest first) with their lines,
 * the order made ready last (its recall), and the business's age thresholds. A ticket is bumped through the orders'
 * own status change (accepted → ready), with its audit and live event.
 */
const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access: RouteAccess = { scope: "branch", area: "orders", action: "read" };
  app.get(
    "/business/:businessId/branches/:branchId/kitchen",
    {
      config: { access },
      schema: {
        tags: ["Orders"],
        summary: "The kitchen screen's open tickets, the last one made ready, and the age thresholds",
        params: BranchParams,
        response: {
          200: Type.Object({
            data: Type.Object({
              tickets: Type.Array(Ticket),
              last_ready: Type.Union([Ticket, Type.Null()]),
              amber_minutes: Type.Integer(),
              red_minutes: Type.Integer(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      const [{ tickets, lastReady }, config] = await Promise.all([
        kitchenTickets(app.db, branchId),
        businessTime(app.db, businessId),
      ]);
      reply.header("cache-control", "no-store");
      return {
        data: {
          tickets,
          last_ready: lastReady,
          amber_minutes: config.kitchenAmberMinutes,
          red_minutes: Math.max(config.kitchenRedMinutes, config.kitchenAmberMinutes),
        },
      };
    },
  );
};

export default kitchenRoutes;
