import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { loadAccess, readableBranchIds } from "../../plugins/tenancy";
import type { Static, TSchema } from "typebox";
import { BusinessParams, errorResponses } from "../../http/schemas";
import { businessTime } from "../config/business-config";
import { businessCurrency } from "../invoices/issue";
import type { OverviewArea } from "./access";
import { overviewPeriod, type OverviewPeriod } from "./period";
import { orderRhythm, orderSummary, orderTypes, salesByDay } from "./restaurant";
import { topItems } from "./top-items";
import { balances, listingRevenue, movements, occupancy } from "./chalet";
import * as S from "./schemas";

const tags = ["Overview"];

interface WidgetContext {
  businessId: number;
  branches: number[];
  period: OverviewPeriod;
}

/**
 * The Overview's figures, one call per widget: GET /business/{id}/overview/{widget}?from=&to=|days=&branch_id=.
 * Restaurant widgets read orders, chalet widgets reservations, of the branches the user may read them in.
 */
const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const widget = <T extends TSchema>(
    name: string,
    area: OverviewArea,
    figures: T,
    compute: (context: WidgetContext) => Promise<Static<T>>,
  ) =>
    app.get(
      `/business/:businessId/overview/${name}`,
      {
        // The figures of the branches where the user may read the area (of `branch_id` alone when asked).
        config: {
          access: { scope: "branch", area, action: "read", branch: { query: "branch_id", optional: true } },
        },
        schema: {
          tags,
          params: BusinessParams,
          querystring: S.OverviewQuery,
          response: { 200: S.WidgetOf(figures), ...errorResponses },
        },
      },
      async (request) => {
        const { businessId } = request.params;
        const branches = readableBranchIds(
          await loadAccess(request),
          businessId,
          area,
          request.query.branch_id,
        );
        const { timeZone } = await businessTime(app.db, businessId);
        const period = overviewPeriod(request.query, timeZone);
        const [currency, result] = await Promise.all([
          businessCurrency(app.db, businessId),
          compute({ businessId, branches, period }),
        ]);
        return {
          data: {
            period: {
              from: period.current.from,
              to: period.current.to,
              days: period.days,
              previous_from: period.previous.from,
              previous_to: period.previous.to,
              today: period.today,
              time_zone: timeZone,
            },
            currency,
            figures: result,
          },
          // The figures were checked against their schema where the widget is declared (Static<T>).
        } as never;
      },
    );

  widget("summary", "orders", S.SummaryOut, (c) => orderSummary(app.db, c.branches, c.period));
  widget("sales", "orders", S.SalesOut, (c) => salesByDay(app.db, c.branches, c.period));
  widget("order-types", "orders", S.OrderTypesOut, (c) => orderTypes(app.db, c.branches, c.period));
  widget("top-items", "orders", S.TopItemsOut, (c) => topItems(app.db, c.branches, c.period));
  widget("rhythm", "orders", S.RhythmOut, (c) => orderRhythm(app.db, c.branches, c.period));
  widget("occupancy", "reservations", S.OccupancyOut, (c) =>
    occupancy(app.db, c.businessId, c.branches, c.period),
  );
  widget("listings", "reservations", S.ListingsOut, (c) =>
    listingRevenue(app.db, c.businessId, c.branches, c.period),
  );
  widget("movements", "reservations", S.MovementsOut, (c) => movements(app.db, c.branches, c.period));
  widget("balances", "reservations", S.BalancesOut, (c) => balances(app.db, c.branches));
};

export default overviewRoutes;
