import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Kysely } from "kysely";
import type { Static, TObject } from "typebox";
import type { Locale } from "../../src/domain/constants";
import { localDateTimeText, type CsvValue } from "../../src/domain/csv";
import { wallClock } from "../../src/domain/zoned-time";
import type { DB } from "../db/schema/index";
import { BranchParams, errorResponses } from "../http/schemas";
import { pickLocale, translate } from "../i18n";
import type { RouteAccess } from "../plugins/access";
import { businessTime } from "../modules/config/business-config";
import { CsvFileResponse, sendCsv } from "./csv-stream";
import { listPeriod } from "./period-bounds";
import type { Bounds } from "./period-bounds";

/** What a branch list's export hands its module to read the rows with. */
export interface ListExportContext<Filters> {
  db: Kysely<DB>;
  branchId: number;
  /** The list's filters as the request gave them. */
  filters: Filters;
  /** The period filter as UTC bounds, in the business's zone. */
  bounds: Bounds;
  locale: Locale;
  /** An instant as local date and time in the business's zone (the zone is named in the headings). */
  localTime: (iso: string) => string;
  /** A stored code in the request's language (`<area>.<group>.<value>`); no value, an empty cell. */
  code: (group: string, value: string | null) => string;
}

export interface BranchListExport<Query extends TObject> {
  /** The list's area: its path (`…/branches/:branchId/<area>/export`), its access, and its translations' prefix. */
  area: "orders" | "reservations";
  tag: string;
  summary: string;
  /** The list's filters, without its page and sort. */
  querystring: Query;
  /** The headings' keys under `<area>.export.`, in column order. */
  headings: readonly string[];
  /**
   * The rows, chunk by chunk. Awaited before the answer starts, so a filter refused while reading the list's
   * selection still answers its error rather than a broken download.
   */
  rows: (context: ListExportContext<Static<Query>>) => Promise<AsyncIterable<CsvValue[][]>>;
}

/**
 * The export route of a branch's list (orders, reservations): every row the list's filters select as one streamed
 * CSV download. Headings and codes in the request's language, times as local date and time in the business's zone.
 * The module says only which rows and which cells; the route, its access and the answer are the same for each list.
 */
export const branchListExportRoutes =
  <Query extends TObject>(spec: BranchListExport<Query>): FastifyPluginAsyncTypebox =>
  async (app) => {
    const access: RouteAccess = { scope: "branch", area: spec.area, action: "read" };
    app.get(
      `/business/:businessId/branches/:branchId/${spec.area}/export`,
      {
        config: { access },
        schema: {
          tags: [spec.tag],
          summary: spec.summary,
          params: BranchParams,
          querystring: spec.querystring,
          response: {
            200: CsvFileResponse,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { businessId, branchId } = request.params;
        const filters = request.query as Static<Query>;
        const locale = pickLocale(request.headers);
        const { timeZone } = await businessTime(app.db, businessId);
        const bounds = await listPeriod(app.db, businessId, filters as { from?: string; to?: string });
        const rows = await spec.rows({
          db: app.db,
          branchId,
          filters,
          bounds,
          locale,
          localTime: (iso) => localDateTimeText(wallClock(Date.parse(iso), timeZone)),
          code: (group, value) => (value ? translate(locale, `${spec.area}.${group}.${value}`) : ""),
        });
        const headings = spec.headings.map((key) =>
          translate(locale, `${spec.area}.export.${key}`, { zone: timeZone }),
        );
        return sendCsv(reply, `${spec.area}-${branchId}.csv`, headings, rows);
      },
    );
  };
