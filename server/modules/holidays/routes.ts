import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql, type Transaction } from "kysely";
import { fromFils } from "../../../src/domain/money";
import { BusinessIdParams, BusinessParams, DataOf, ListOf, errorResponses } from "../../http/schemas";
import type { DB } from "../../db/schema/index";
import { localesColumns, parseLocales, searchLike, validateLocales } from "../../db/locales";
import { mapList, paginate } from "../../db/pagination";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, assertWritten, DeletedOut, isoFromInput, listOrder, nextUpdatedAt, slashed, writeErrors } from "../catalog/shared";
import { HolidayCreateBody, HolidayDetailOut, HolidayFilterQuery, HolidayListQuery, HolidayOut, HolidayUpdateBody } from "./schemas";

const tags = ["Holidays"];
const base = "/business/:businessId/holidays";
const messages = { "locales.0.name": { required: "validation.nameRequired" } };
const columns = ["id", "business_id", "locales", "from", "to", "created_at", "updated_at"] as const;
type HolidayRow = { id: number; business_id: number; locales: string; from: string; to: string; created_at: string; updated_at: string };
const toHoliday = (row: HolidayRow) => ({ ...row, locales: parseLocales(row.locales) });

type DateFields = { from?: string | null; to?: string | null; startDate?: string | null; endDate?: string | null };

/** SPEC §5: the date range is required, each end a real date, from not after to; stored as ISO UTC text. */
function dateRange(body: DateFields, stored?: HolidayRow): { from: string; to: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const read = (field: "from" | "to", given: string | null | undefined, fallback?: string) => {
    if (given === undefined && fallback) return fallback;
    if (!given?.trim()) {
      errors[field] = "validation.required";
      return "";
    }
    const iso = isoFromInput(given);
    if (!iso) errors[field] = "validation.date";
    return iso ?? "";
  };
  const from = read("from", body.from !== undefined ? body.from : body.startDate, stored?.from);
  const to = read("to", body.to !== undefined ? body.to : body.endDate, stored?.to);
  if (from && to && from > to) errors.to = "validation.dateRange";
  return { from, to, errors };
}

/** SPEC §7 Holidays: blocked periods of a business, each with a price per item. */
const holidayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const findHoliday = (businessId: number, id: number, db: typeof app.db | Transaction<DB> = app.db) =>
    db.selectFrom("holidays").select(columns).where("id", "=", id).where("business_id", "=", businessId).executeTakeFirst();

  function listQuery(businessId: number, params: { q?: string; from?: string; to?: string; sort?: string; order?: string }) {
    const rangeErrors: FieldErrors = {};
    const from = params.from ? isoFromInput(params.from) : undefined;
    const to = params.to ? isoFromInput(params.to) : undefined;
    if (from === null) rangeErrors.from = "validation.date";
    if (to === null) rangeErrors.to = "validation.date";
    if (Object.keys(rangeErrors).length) throw validationFailed(rangeErrors);
    const order = listOrder(params, { id: "id", name: "search", from: "from", to: "to", created_at: "created_at" }, "from");
    let query = app.db.selectFrom("holidays").select(columns).where("business_id", "=", businessId).orderBy(sql.ref(order.column), order.direction).orderBy("id");
    if (params.q?.trim()) query = query.where(searchLike("search", params.q.trim()));
    // Overlap: the holiday ends on or after the range starts and starts on or before the range ends.
    if (from) query = query.where("to", ">=", from);
    if (to) query = query.where("from", "<=", to);
    return query;
  }

  for (const path of slashed(base)) app.get(path, {
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, querystring: HolidayListQuery, response: { 200: ListOf(HolidayOut), ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "holidays", action: "read" });
    return mapList(await paginate(listQuery(businessId, request.query), request.query), toHoliday);
  });

  app.get(`${base}/filter`, {
    schema: { tags, params: BusinessParams, querystring: HolidayFilterQuery, response: { 200: ListOf(HolidayOut), ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "holidays", action: "read" });
    return mapList(await paginate(listQuery(businessId, request.query), request.query), toHoliday);
  });

  app.get(`${base}/:id`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DataOf(HolidayDetailOut), ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "holidays", action: "read" });
    const row = await findHoliday(businessId, id);
    if (!row) throw notFound();
    const prices = await app.db.selectFrom("holiday_item_prices").select(["item_id", "amount"]).where("holiday_id", "=", id).orderBy("item_id").execute();
    return { data: { ...toHoliday(row), prices: prices.map((p) => ({ item_id: p.item_id, price: fromFils(p.amount) })) } };
  });

  for (const path of slashed(base)) app.post(path, {
    config: { messages },
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, body: HolidayCreateBody, response: { 201: DataOf(HolidayOut), ...errorResponses } },
  }, async (request, reply) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "holidays", action: "create" });
    const range = dateRange(request.body);
    const errors = { ...validateLocales(request.body.locales), ...range.errors };
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await app.db.transaction().execute(async (trx) => {
      const now = nextUpdatedAt();
      const created = await trx
        .insertInto("holidays")
        .values({ business_id: businessId, ...localesColumns(request.body.locales), from: range.from, to: range.to, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = await findHoliday(businessId, created.id, trx);
      await recordAudit(trx, request, { action: "create", entity: "holiday", entityId: created.id, businessId, after });
      return after!;
    });
    return reply.status(201).send({ data: toHoliday(row) });
  });

  app.post(`${base}/:id`, {
    config: { messages },
    schema: { tags, params: BusinessIdParams, body: HolidayUpdateBody, response: { 200: DataOf(HolidayOut), ...writeErrors } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "holidays", action: "update" });
    const body = request.body;
    const row = await app.db.transaction().execute(async (trx) => {
      const before = await findHoliday(businessId, id, trx);
      if (!before) throw notFound();
      assertFresh(before.updated_at, body.updated_at);
      const range = dateRange(body, before);
      const errors = { ...(body.locales ? validateLocales(body.locales) : {}), ...range.errors };
      if (Object.keys(errors).length) throw validationFailed(errors);
      await trx
        .updateTable("holidays")
        .set({ ...(body.locales ? localesColumns(body.locales) : {}), from: range.from, to: range.to, updated_at: nextUpdatedAt(before.updated_at) })
        .where("id", "=", id)
        .where("updated_at", "=", before.updated_at)
        .executeTakeFirst()
        .then(assertWritten);
      const after = await findHoliday(businessId, id, trx);
      await recordAudit(trx, request, { action: "update", entity: "holiday", entityId: id, businessId, before, after });
      return after!;
    });
    return { data: toHoliday(row) };
  });

  app.post(`${base}/:id/delete`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DeletedOut, ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "holidays", action: "delete" });
    await app.db.transaction().execute(async (trx) => {
      const before = await findHoliday(businessId, id, trx);
      if (!before) throw notFound();
      // Its item prices cascade with it.
      await trx.deleteFrom("holidays").where("id", "=", id).execute();
      await recordAudit(trx, request, { action: "delete", entity: "holiday", entityId: id, businessId, before });
    });
    return { data: { id } };
  });
};

export default holidayRoutes;
