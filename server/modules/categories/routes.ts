import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { categories } from "../../../src/domain/resources/categories";
import { BusinessIdParams, BusinessParams, errorResponses } from "../../http/schemas";
import { notFound, validationFailed } from "../../errors";
import type { RouteAccess } from "../../plugins/access";
import { recordAudit } from "../../plugins/audit";
import { findCategory, writeCategorySetting } from "./repository";
import { sortCategories } from "./sorting";
import { CategorySortBody, CategorySortOut, SettingOut, SettingsBody } from "./schemas";
import { CATEGORY_SCOPE, settingsOf, validateSettings } from "./settings";

const updateCategories: RouteAccess = { scope: "business", area: "categories", action: "update" };

/**
 * SPEC §7 Categories. Their list, reads and writes are generated from src/domain/resources/categories.ts (with
 * ./hooks.ts); this module serves what is not CRUD: the menu editor's drag-and-drop order and the settings.
 */
const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = [categories.name];
  const base = "/business/:businessId/categories";

  app.post(
    `${base}/sort`,
    {
      config: { access: updateCategories },
      schema: {
        tags,
        params: BusinessParams,
        body: CategorySortBody,
        response: { 200: CategorySortOut, ...errorResponses },
      },
    },
    async (request) => ({
      data: await app.db
        .transaction()
        .execute((trx) => sortCategories(trx, request, request.params.businessId, request.body)),
    }),
  );

  app.post(
    `${base}/:id/settings/set`,
    {
      config: { access: updateCategories },
      schema: {
        tags,
        params: BusinessIdParams,
        body: SettingsBody,
        response: { 200: Type.Object({ data: Type.Array(SettingOut) }), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      if (!(await findCategory(app.db, businessId, id))) throw notFound();
      const entries = request.body.settings;
      const errors = validateSettings(entries);
      if (Object.keys(errors).length) throw validationFailed(errors);
      await app.db.transaction().execute(async (trx) => {
        const before = (await settingsOf(trx, [id]))(id);
        for (const entry of entries)
          await writeCategorySetting(trx, CATEGORY_SCOPE, id, entry.key, entry.data);
        const after = (await settingsOf(trx, [id]))(id);
        await recordAudit(trx, request, {
          action: "set",
          entity: "category_settings",
          entityId: id,
          businessId,
          before: { settings: before },
          after: { settings: after },
        });
      });
      return { data: (await settingsOf(app.db, [id]))(id) };
    },
  );
};

export default categoryRoutes;
