import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { BusinessParams, DataOf, ListOf, errorResponses } from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { loadAccess, readableBranchIds } from "../../plugins/tenancy";
import { financialReport } from "./report";
import { pageOfInvoices } from "./repository";
import { InvoiceListQuery, InvoiceOut, ReportOut, ReportQuery } from "./schemas";

const tags = ["Invoices"];

/**
 * Invoices are read business-wide, over the branches where the user may read them: `invoices.read` in some branch
 * of the business, or in the `branch_id` asked for (404 when it is not the business's).
 */
const readInvoices: RouteAccess = {
  scope: "branch",
  area: "invoices",
  action: "read",
  branch: { query: "branch_id", optional: true },
};

/** Invoices of a business (one per order and per reservation payment) and the financial report over them. */
const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/invoices",
    {
      config: { access: readInvoices },
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
      const branches = readableBranchIds(
        await loadAccess(request),
        businessId,
        "invoices",
        filters.branch_id,
      );
      return pageOfInvoices(app.db, businessId, branches, filters);
    },
  );

  app.get(
    "/business/:businessId/reports/financial",
    {
      config: { access: readInvoices },
      schema: {
        tags,
        params: BusinessParams,
        querystring: ReportQuery,
        response: { 200: DataOf(ReportOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const branches = readableBranchIds(
        await loadAccess(request),
        businessId,
        "invoices",
        request.query.branch_id,
      );
      return { data: await financialReport(app.db, businessId, branches, request.query) };
    },
  );
};

export default invoiceRoutes;
