import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BranchParams, errorResponses, LocalesOut } from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { businessTime } from "../config/business-config";
import { validationFailed } from "../../errors";
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
 * the order made ready last (its recall), the business's age thresholds and its stations; `?station=` narrows the
 * tickets to that station's lines. A ticket is bumped through the orders'
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
        // A station's screen (configuration kitchen_stations); without one, the pass: every line.
        querystring: Type.Object({ station: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: {
          200: Type.Object({
            data: Type.Object({
              tickets: Type.Array(Ticket),
              last_ready: Type.Union([Ticket, Type.Null()]),
              stations: Type.Array(Type.Object({ id: Type.String(), en: Type.String(), ar: Type.String() })),
              station: Type.Union([Type.String(), Type.Null()]),
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
      const config = await businessTime(app.db, businessId);
      const asked = request.query.station;
      const station = asked ? config.kitchenStations.find((s) => s.id === asked) : undefined;
      if (asked && !station) throw validationFailed({ station: "kitchen.unknownStation" });
      const { tickets, lastReady } = await kitchenTickets(app.db, branchId, station?.categories);
      reply.header("cache-control", "no-store");
      return {
        data: {
          tickets,
          last_ready: lastReady,
          stations: config.kitchenStations.map(({ id, en, ar }) => ({ id, en, ar })),
          station: station?.id ?? null,
          amber_minutes: config.kitchenAmberMinutes,
          red_minutes: Math.max(config.kitchenRedMinutes, config.kitchenAmberMinutes),
        },
      };
    },
  );
};

export default kitchenRoutes;
