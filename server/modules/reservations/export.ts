import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { csvAmount, localDateTimeText } from "../../../src/domain/csv";
import { balanceDue } from "../../../src/domain/reservations";
import { wallClock } from "../../../src/domain/zoned-time";
import { nameIn, parseLocales } from "../../db/locales";
import { BranchParams, errorResponses } from "../../http/schemas";
import { pickLocale, translate } from "../../i18n";
import type { RouteAccess } from "../../plugins/access";
import { byIdChunks, CsvFileResponse, sendCsv } from "../../shared/csv-stream";
import { PeriodQuery } from "../../shared/dated-list";
import { listPeriod } from "../../shared/period-bounds";
import { businessTime } from "../config/business-config";
import { selectedReservations, unitName, withListing } from "./repository";
import { PaymentStateIn, ReservationStatusIn } from "./schemas";

/** The list's filters, without its page and sort: the export writes every matching stay, oldest first. */
const ReservationExportQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 255 })),
  status: Type.Optional(ReservationStatusIn),
  payment_state: Type.Optional(PaymentStateIn),
  item_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PeriodQuery,
});

const HEADINGS = [
  "number",
  "listing",
  "unit",
  "checkIn",
  "checkOut",
  "nights",
  "status",
  "customerName",
  "customerPhone",
  "notes",
  "total",
  "paid",
  "balance",
  "currency",
  "paymentState",
  "booked",
] as const;

/**
 * The reservations list's Export, from the server, as the orders' one: every stay the list's filters select, read a
 * thousand at a time and streamed in one request. Headings and codes in the request's language; check-in, check-out
 * and booking times as local date and time in the business's zone, named in the headings.
 */
const reservationExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access: RouteAccess = { scope: "branch", area: "reservations", action: "read" };
  app.get(
    "/business/:businessId/branches/:branchId/reservations/export",
    {
      config: { access },
      schema: {
        tags: ["Reservations"],
        summary: "The stays the list's filters select, as a CSV file (streamed)",
        params: BranchParams,
        querystring: ReservationExportQuery,
        response: {
          200: CsvFileResponse,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      const locale = pickLocale(request.headers);
      const { timeZone } = await businessTime(app.db, businessId);
      const bounds = await listPeriod(app.db, businessId, request.query);
      const { query } = await selectedReservations(app.db, branchId, request.query, bounds);
      const local = (iso: string) => localDateTimeText(wallClock(Date.parse(iso), timeZone));
      const code = (group: string, value: string) => translate(locale, `reservations.${group}.${value}`);

      async function* rows() {
        const chunks = byIdChunks((lastId, limit) =>
          withListing(query.where("reservations.id", ">", lastId))
            .orderBy("reservations.id")
            .limit(limit)
            .execute(),
        );
        for await (const chunk of chunks)
          yield chunk.map((stay) => [
            stay.id,
            nameIn(parseLocales(stay.listing_locales), locale),
            unitName(stay.unit_names, stay.unit),
            local(stay.from),
            local(stay.to),
            stay.nights,
            code("status", stay.status),
            stay.customer_name,
            stay.customer_phone,
            stay.notes,
            csvAmount(stay.total),
            csvAmount(stay.paid),
            csvAmount(balanceDue(stay.status, stay.total, stay.paid)),
            stay.currency,
            code("paymentState", stay.payment_state),
            local(stay.created_at),
          ]);
      }

      const headings = HEADINGS.map((key) =>
        translate(locale, `reservations.export.${key}`, { zone: timeZone }),
      );
      return sendCsv(reply, `reservations-${branchId}.csv`, headings, rows());
    },
  );
};

export default reservationExportRoutes;
