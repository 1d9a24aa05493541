import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { categories } from "../../../src/domain/resources/categories";
import { BusinessIdParams, BusinessParams, errorResponses } from "../../http/schemas";
import { nowIso } from "../../db/dialect";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { positionCase } from "../items/order-routes";
import { findCategory, subtreeIds } from "./repository";
import { moveSubtreeToMenu } from "./placement";
import { CategorySortBody, CategorySortOut, SettingOut, SettingsBody } from "./schemas";
import { CATEGORY_SCOPE, settingsOf, validateSettings } from "./settings";

/**
 * SPEC §7 Categories. Their list, reads and writes are generated from src/domain/resources/categories.ts (with
 * ./hooks.ts); this module serves what is not CRUD: the menu editor's drag-and-drop order and the settings.
 */
const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = [categories.name];
  const base = "/business/:businessId/categories";

  app.post(`${base}/sort`, {
    schema: { tags, params: BusinessParams, body: CategorySortBody, response: { 200: CategorySortOut, ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "categories", action: "update" });
    const { sortedIds } = request.body;
    const moving = request.body.parent_id !== undefined;
    const rows = await app.db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      if (new Set(sortedIds).size !== sortedIds.length) errors.sortedIds = "validation.invalid";
      const found = await trx.selectFrom("categories").select(["id", "menu_id"]).where("business_id", "=", businessId).where("id", "in", sortedIds).execute();
      if (found.length !== new Set(sortedIds).size) errors.sortedIds = "catalog.sortedIdsNotFound";
      let parentMenu: number | undefined;
      const parentId = request.body.parent_id ?? null;
      if (moving && parentId !== null) {
        const parent = await findCategory(trx, businessId, parentId);
        if (!parent) errors.parent_id = "catalog.parentNotFound";
        else if ((await subtreeIds(trx, businessId, sortedIds)).includes(parentId)) errors.parent_id = "catalog.parentCycle";
        else parentMenu = parent.menu_id;
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      await trx
        .updateTable("categories")
        .set({ sort: positionCase(sortedIds), ...(moving ? { parent_id: parentId } : {}) })
        .where("business_id", "=", businessId)
        .where("id", "in", sortedIds)
        .execute();
      if (parentMenu !== undefined) await moveSubtreeToMenu(trx, businessId, sortedIds, parentMenu);
      await recordAudit(trx, request, { action: "sort", entity: "category", businessId, after: { ...(moving ? { parent_id: parentId } : {}), sortedIds } });
      return trx.selectFrom("categories").select(["id", "parent_id", "menu_id", "sort"]).where("id", "in", sortedIds).execute();
    });
    const byId = new Map(rows.map((r) => [r.id, { ...r, sort: Number(r.sort) }]));
    return { data: sortedIds.map((id) => byId.get(id)!) };
  });

  app.post(`${base}/:id/settings/set`, {
    schema: { tags, params: BusinessIdParams, body: SettingsBody, response: { 200: Type.Object({ data: Type.Array(SettingOut) }), ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "categories", action: "update" });
    if (!(await findCategory(app.db, businessId, id))) throw notFound();
    const entries = request.body.settings;
    const errors = validateSettings(entries);
    if (Object.keys(errors).length) throw validationFailed(errors);
    await app.db.transaction().execute(async (trx) => {
      const before = (await settingsOf(trx, [id]))(id);
      for (const entry of entries) {
        // SPEC §5: empty values are dropped, so the key falls back to its default.
        if (entry.data === null || entry.data === undefined || entry.data === "") {
          await trx.deleteFrom("settings").where("scope", "=", CATEGORY_SCOPE).where("scope_id", "=", id).where("key", "=", entry.key).execute();
          continue;
        }
        const data = JSON.stringify(entry.data);
        await trx
          .insertInto("settings")
          .values({ scope: CATEGORY_SCOPE, scope_id: id, key: entry.key, data, updated_at: nowIso() })
          .onConflict((oc) => oc.columns(["scope", "scope_id", "key"]).doUpdateSet({ data, updated_at: nowIso() }))
          .execute();
      }
      const after = (await settingsOf(trx, [id]))(id);
      await recordAudit(trx, request, { action: "set", entity: "category_settings", entityId: id, businessId, before: { settings: before }, after: { settings: after } });
    });
    return { data: (await settingsOf(app.db, [id]))(id) };
  });
};

export default categoryRoutes;
