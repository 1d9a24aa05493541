import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { BusinessParams, DataOf, errorResponses } from "../../http/schemas";
import { pickLocale, translate } from "../../i18n";
import type { RouteAccess } from "../../plugins/access";
import { loadAccess, readableBranchIds } from "../../plugins/tenancy";
import { CsvFileResponse, sendCsv } from "../../shared/csv-stream";
import { DAY_REPORT_HEADINGS, dayReportRows } from "./export";
import { dayReport, type ReportBranches } from "./report";
import { DayReportOut, DayReportQuery } from "./schemas";

const tags = ["Reports"];

/**
 * Who may read a day's report: whoever reads orders or reservations in the branch asked (`branch_id`), or in any
 * branch of the business without one. The report then holds the orders of the branches where the user reads orders,
 * and the stays of those where the user reads reservations: one area never shows through the other.
 */
const access: RouteAccess = {
  scope: "branch",
  area: ["orders", "reservations"],
  action: "read",
  branch: { query: "branch_id", optional: true },
};

async function reportBranches(
  request: FastifyRequest,
  businessId: number,
  branchId: number | undefined,
): Promise<ReportBranches> {
  const rights = await loadAccess(request);
  const readable = (area: "orders" | "reservations") =>
    readableBranchIds(rights, businessId, area).filter((id) => branchId === undefined || id === branchId);
  return { orders: readable("orders"), stays: readable("reservations") };
}

/** The daily report (issue 48): GET /business/{id}/reports/day?date=&branch_id=, and the same as CSV. */
const dayReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/reports/day",
    {
      config: { access },
      schema: {
        tags,
        summary: "A business day's orders, sales, items, stays and stay payments",
        params: BusinessParams,
        querystring: DayReportQuery,
        response: { 200: DataOf(DayReportOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const branches = await reportBranches(request, businessId, request.query.branch_id);
      reply.header("cache-control", "no-store");
      return { data: await dayReport(app.db, businessId, branches, request.query.date) };
    },
  );

  app.get(
    "/business/:businessId/reports/day/export",
    {
      config: { access },
      schema: {
        tags,
        summary: "A business day's report as a CSV file",
        params: BusinessParams,
        querystring: DayReportQuery,
        response: { 200: CsvFileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const locale = pickLocale(request.headers);
      const branches = await reportBranches(request, businessId, request.query.branch_id);
      const report = await dayReport(app.db, businessId, branches, request.query.date);
      const headings = DAY_REPORT_HEADINGS.map((h) => translate(locale, `dayReport.heading.${h}`));
      async function* rows() {
        yield dayReportRows(report, locale);
      }
      return sendCsv(reply, `day-report-${report.date}.csv`, headings, rows());
    },
  );
};

export default dayReportRoutes;
