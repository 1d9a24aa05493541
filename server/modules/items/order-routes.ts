import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { fromFils, toFils } from "../../../src/domain/money";
import { BusinessIdParams, BusinessParams, errorResponses } from "../../http/schemas";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { findItemRow } from "./repository";
import { HolidayPricesOut, HolidaySyncBody, ItemSortBody, ItemSortOut } from "./schemas";

/** `case id when 7 then 0 when 3 then 1 ... end`: one statement sets every position. */
export const positionCase = (ids: readonly number[]) =>
  sql<number>`case ${sql.ref("id")} ${sql.join(ids.map((id, index) => sql`when ${id} then ${sql.lit(index)}`), sql` `)} end`;

/** Dragging items (SPEC §4): the sorted ids, and the category they are dropped in, saved in one statement. */
export const itemOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Items"];

  app.post("/business/:businessId/items/sort", {
    schema: { tags, params: BusinessParams, body: ItemSortBody, response: { 200: ItemSortOut, ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "update" });
    const { sortedIds, categoryId } = request.body;
    const errors: FieldErrors = {};
    if (new Set(sortedIds).size !== sortedIds.length) errors.sortedIds = "validation.invalid";
    if (categoryId) {
      const category = await app.db.selectFrom("categories").select("id").where("id", "=", categoryId).where("business_id", "=", businessId).executeTakeFirst();
      if (!category) errors.categoryId = "catalog.categoryNotFound";
    }
    const found = await app.db.selectFrom("items").select("id").where("business_id", "=", businessId).where("id", "in", sortedIds).execute();
    if (found.length !== new Set(sortedIds).size) errors.sortedIds = "catalog.sortedIdsNotFound";
    if (Object.keys(errors).length) throw validationFailed(errors);

    const rows = await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("items")
        .set({ sort: positionCase(sortedIds), ...(categoryId ? { category_id: categoryId } : {}) })
        .where("business_id", "=", businessId)
        .where("id", "in", sortedIds)
        .execute();
      await recordAudit(trx, request, { action: "sort", entity: "item", businessId, after: { category_id: categoryId ?? null, sortedIds } });
      return trx.selectFrom("items").select(["id", "category_id", "sort", "updated_at"]).where("id", "in", sortedIds).execute();
    });
    const byId = new Map(rows.map((r) => [r.id, { ...r, sort: Number(r.sort) }]));
    return { data: sortedIds.map((id) => byId.get(id)!) };
  });

  // The item's price on each holiday (SPEC §2 holiday prices panel): the list replaces the stored one.
  app.post("/business/:businessId/items/:id/holidays/sync", {
    schema: { tags, params: BusinessIdParams, body: HolidaySyncBody, response: { 200: HolidayPricesOut, ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "update" });
    if (!(await findItemRow(app.db, businessId, id))) throw notFound();
    const entries = request.body.holidays;
    const wanted = entries.map((e) => e.holidayId);
    const known = wanted.length
      ? (await app.db.selectFrom("holidays").select("id").where("business_id", "=", businessId).where("id", "in", wanted).execute()).map((h) => h.id)
      : [];
    const errors: FieldErrors = {};
    entries.forEach((entry, i) => {
      if (!known.includes(entry.holidayId)) errors[`holidays.${i}.holidayId`] = "catalog.holidayNotFound";
      else if (wanted.indexOf(entry.holidayId) !== i) errors[`holidays.${i}.holidayId`] = "catalog.holidayTwice";
    });
    if (Object.keys(errors).length) throw validationFailed(errors);

    const saved = await app.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("holiday_item_prices").select(["holiday_id", "amount"]).where("item_id", "=", id).orderBy("holiday_id").execute();
      await trx.deleteFrom("holiday_item_prices").where("item_id", "=", id).execute();
      if (entries.length) {
        await trx
          .insertInto("holiday_item_prices")
          .values(entries.map((e) => ({ holiday_id: e.holidayId, item_id: id, amount: toFils(e.price) })))
          .execute();
      }
      const after = await trx.selectFrom("holiday_item_prices").select(["holiday_id", "amount"]).where("item_id", "=", id).orderBy("holiday_id").execute();
      await recordAudit(trx, request, { action: "sync", entity: "item_holidays", entityId: id, businessId, before: { holidays: before }, after: { holidays: after } });
      return after;
    });
    return { data: saved.map((h) => ({ id: h.holiday_id, price: fromFils(h.amount) })) };
  });
};
