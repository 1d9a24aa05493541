import { readableBranches } from "../../plugins/tenancy";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { BusinessParams, DataOf, ListOf, errorResponses } from "../../http/schemas";
import { parseLocales } from "../../db/locales";
import { datedList } from "../../shared/dated-list";
import { fromFils } from "../../../src/domain/money";
import { financialReport } from "./report";
import { InvoiceListQuery, InvoiceOut, ReportOut, ReportQuery } from "./schemas";

const tags = ["Invoices"];

/** Invoices of a business (one per order and per reservation payment) and the financial report over them. */
const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/invoices",
    {
      schema: {
        tags,
        params: BusinessParams,
        querystring: InvoiceListQuery,
        response: { 200: ListOf(InvoiceOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const filters = request.query;
      const branches = await readableBranches(request, businessId, "invoices", filters.branch_id);
      const { bounds, page } = await datedList(app.db, businessId, filters, {
        sortable: {
          id: "invoices.id",
          number: "invoices.number",
          amount: "invoices.amount",
          issued_at: "invoices.issued_at",
        },
        newest: "issued_at",
        id: "invoices.id",
      });
      // Filters on the invoices alone, which the list counts; the joins only add names and never drop a row.
      let query = app.db
        .selectFrom("invoices")
        .where("invoices.business_id", "=", businessId)
        .where("invoices.branch_id", "in", branches.length ? branches : [0]);
      if (filters.payment_state) query = query.where("invoices.payment_state", "=", filters.payment_state);
      if (bounds.from) query = query.where("invoices.issued_at", ">=", bounds.from);
      if (bounds.to) query = query.where("invoices.issued_at", "<", bounds.to);
      const rows = query
        .innerJoin("branches", "branches.id", "invoices.branch_id")
        .leftJoin("orders", "orders.id", "invoices.order_id")
        .selectAll("invoices")
        .select(["branches.locales as branch_locales", "orders.number as order_number"]);
      return page(rows, query, (row) => ({
        id: row.id,
        number: row.number,
        business_id: row.business_id,
        branch_id: row.branch_id,
        branch: { id: row.branch_id, locales: parseLocales(row.branch_locales) },
        kind: row.order_id ? ("order" as const) : ("reservation_payment" as const),
        order_id: row.order_id,
        order_number: row.order_number,
        reservation_id: row.reservation_id,
        reservation_payment_id: row.reservation_payment_id,
        amount: fromFils(row.amount),
        currency: row.currency,
        payment_state: row.payment_state,
        issued_at: row.issued_at,
        issued_on: row.issued_on,
        created_at: row.created_at,
      }));
    },
  );

  app.get(
    "/business/:businessId/reports/financial",
    {
      schema: {
        tags,
        params: BusinessParams,
        querystring: ReportQuery,
        response: { 200: DataOf(ReportOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const branches = await readableBranches(request, businessId, "invoices", request.query.branch_id);
      return { data: await financialReport(app.db, businessId, branches, request.query) };
    },
  );
};

export default invoiceRoutes;
