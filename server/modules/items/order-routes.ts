import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { fromFils, toFils } from "../../../src/domain/money";
import { BusinessIdParams, BusinessParams, errorResponses } from "../../http/schemas";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import type { RouteAccess } from "../../plugins/access";
import { recordAudit } from "../../plugins/audit";
import {
  findItemRow,
  holidayPricesOf,
  idsInBusiness,
  itemPositions,
  placeItems,
  replaceHolidayPrices,
} from "./repository";
import { HolidayPricesOut, HolidaySyncBody, ItemSortBody, ItemSortOut } from "./schemas";

const updateItems: RouteAccess = { scope: "business", area: "items", action: "update" };

/** Dragging items (SPEC §4): the sorted ids, and the category they are dropped in, saved in one statement. */
export const itemOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Items"];

  app.post(
    "/business/:businessId/items/sort",
    {
      config: { access: updateItems },
      schema: {
        tags,
        params: BusinessParams,
        body: ItemSortBody,
        response: { 200: ItemSortOut, ...errorResponses },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const { sortedIds, categoryId } = request.body;
      const errors: FieldErrors = {};
      if (new Set(sortedIds).size !== sortedIds.length) errors.sortedIds = "validation.invalid";
      if (categoryId && !(await idsInBusiness(app.db, "categories", businessId, [categoryId])).length)
        errors.categoryId = "catalog.categoryNotFound";
      const found = await idsInBusiness(app.db, "items", businessId, sortedIds);
      if (found.length !== new Set(sortedIds).size) errors.sortedIds = "catalog.sortedIdsNotFound";
      if (Object.keys(errors).length) throw validationFailed(errors);

      const rows = await app.db.transaction().execute(async (trx) => {
        await placeItems(trx, businessId, sortedIds, categoryId);
        await recordAudit(trx, request, {
          action: "sort",
          entity: "item",
          businessId,
          after: { category_id: categoryId ?? null, sortedIds },
        });
        return itemPositions(trx, sortedIds);
      });
      const byId = new Map(rows.map((r) => [r.id, { ...r, sort: Number(r.sort) }]));
      return { data: sortedIds.map((id) => byId.get(id)!) };
    },
  );

  // The item's price on each holiday (SPEC §2 holiday prices panel): the list replaces the stored one.
  app.post(
    "/business/:businessId/items/:id/holidays/sync",
    {
      config: { access: updateItems },
      schema: {
        tags,
        params: BusinessIdParams,
        body: HolidaySyncBody,
        response: { 200: HolidayPricesOut, ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      if (!(await findItemRow(app.db, businessId, id))) throw notFound();
      const entries = request.body.holidays;
      const wanted = entries.map((e) => e.holidayId);
      const known = await idsInBusiness(app.db, "holidays", businessId, wanted);
      const errors: FieldErrors = {};
      entries.forEach((entry, i) => {
        if (!known.includes(entry.holidayId)) errors[`holidays.${i}.holidayId`] = "catalog.holidayNotFound";
        else if (wanted.indexOf(entry.holidayId) !== i)
          errors[`holidays.${i}.holidayId`] = "catalog.holidayTwice";
      });
      if (Object.keys(errors).length) throw validationFailed(errors);

      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await holidayPricesOf(trx, id);
        await replaceHolidayPrices(
          trx,
          id,
          entries.map((e) => ({ holidayId: e.holidayId, amount: toFils(e.price) })),
        );
        const after = await holidayPricesOf(trx, id);
        await recordAudit(trx, request, {
          action: "sync",
          entity: "item_holidays",
          entityId: id,
          businessId,
          before: { holidays: before },
          after: { holidays: after },
        });
        return after;
      });
      return { data: saved.map((h) => ({ id: h.holiday_id, price: fromFils(h.amount) })) };
    },
  );
};
