import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { csvAmount, localDateTimeText } from "../../../src/domain/csv";
import { averageTicket } from "../../../src/domain/customers";
import { normalizePhone } from "../../../src/domain/phone";
import { wallClock } from "../../../src/domain/zoned-time";
import { BusinessParams, errorResponses } from "../../http/schemas";
import { pickLocale, translate } from "../../i18n";
import type { RouteAccess } from "../../plugins/access";
import { loadAccess } from "../../plugins/tenancy";
import { byIdChunks, CsvFileResponse, sendCsv } from "../../shared/csv-stream";
import { businessTime } from "../config/business-config";
import { customersFound, selectedCustomers } from "./repository";
import { CustomerExportQuery } from "./schemas";
import { sightOf } from "./service";

const HEADINGS = [
  "name",
  "phone",
  "tags",
  "ordersCount",
  "staysCount",
  "spent",
  "averageTicket",
  "outstanding",
  "currency",
  "firstVisit",
  "lastVisit",
  "note",
] as const;

/**
 * The customers directory as one CSV download (issue 50): the customers the list's filters select that the caller
 * sees, read a thousand at a time and streamed. Headings and tags in the request's language, visits as local date
 * and time in the business's zone.
 */
const customerExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access: RouteAccess = { scope: "business", area: "customers", action: "read" };
  app.get(
    "/business/:businessId/customers/export",
    {
      config: { access },
      schema: {
        tags: ["Customers"],
        summary: "The customers the list's filters select, as a CSV file (streamed)",
        params: BusinessParams,
        querystring: CustomerExportQuery,
        response: { 200: CsvFileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const locale = pickLocale(request.headers);
      const { timeZone } = await businessTime(app.db, businessId);
      const sight = sightOf(await loadAccess(request), businessId);
      const phone =
        request.query.phone !== undefined ? (normalizePhone(request.query.phone) ?? "-") : undefined;
      const found = await customersFound(app.db, businessId, request.query.q);
      const query = selectedCustomers(app.db, businessId, sight, { ...request.query, phone }, found);
      const when = (at: string | null) => (at ? localDateTimeText(wallClock(Date.parse(at), timeZone)) : "");

      async function* rows() {
        const chunks = byIdChunks((lastId, limit) =>
          query.where("customers.id", ">", lastId).orderBy("customers.id").limit(limit).execute(),
        );
        for await (const chunk of chunks)
          yield chunk.map((c) => {
            const spent = Number(c.spent);
            const tags = (JSON.parse(c.tags) as string[]).map((tag) =>
              translate(locale, `customers.tags.${tag}`),
            );
            return [
              c.name,
              c.phone,
              tags.join("; "),
              Number(c.orders_count),
              Number(c.stays_count),
              csvAmount(spent),
              csvAmount(averageTicket(spent, Number(c.tickets))),
              csvAmount(Number(c.outstanding)),
              c.currency,
              when(c.first_visit_at),
              when(c.last_visit_at),
              c.note,
            ];
          });
      }

      const headings = HEADINGS.map((key) =>
        translate(locale, `customers.export.${key}`, { zone: timeZone }),
      );
      return sendCsv(reply, `customers-${businessId}.csv`, headings, rows());
    },
  );
};

export default customerExportRoutes;
