import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { Type } from "typebox";
import { BusinessIdParams, BusinessParams, DataOf, Id, ListOf, errorResponses } from "../../http/schemas";
import { localesColumns, parseLocales, searchLike, validateLocales } from "../../db/locales";
import { mapList, paginate } from "../../db/pagination";
import { forbidden, notFound, validationFailed } from "../../errors";
import { can } from "../../../src/domain/permissions";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, assertWritten, DeletedOut, listOrder, nextUpdatedAt, slashed, writeErrors } from "../catalog/shared";
import { deleteCatalogMedia, removeMediaFiles } from "../catalog/media-cleanup";
import { readyMenus } from "./ready-menu";
import { menuStamp } from "./versions";
import { MenuCreateBody, MenuEditorOut, MenuListQuery, MenuOut, MenuUpdateBody } from "./schemas";

const tags = ["Menus"];
const base = "/business/:businessId/menus";
const messages = { "locales.0.name": { required: "validation.nameRequired" } };
const columns = ["id", "business_id", "type", "locales", "created_at", "updated_at"] as const;
type MenuRow = { id: number; business_id: number; type: string; locales: string; created_at: string; updated_at: string };
const toMenu = (row: MenuRow) => ({ ...row, locales: parseLocales(row.locales) });

/**
 * SPEC §7 Menus. SPEC names the create call `POST menus`; like every other business record it lives under
 * the business here: `POST business/{businessId}/menus`.
 */
const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sendMenu = readyMenus(app);
  const findMenu = (businessId: number, id: number, db = app.db) =>
    db.selectFrom("menus").select(columns).where("id", "=", id).where("business_id", "=", businessId).executeTakeFirst();

  // The menu editor's payload: readable with either the `menu` or the `menus` read permission (SPEC §6).
  app.get("/menu/:menuId", {
    schema: {
      tags,
      params: Type.Object({ menuId: Id }),
      response: { 200: MenuEditorOut, 304: Type.Null({ description: "Not modified: the If-None-Match tag is current" }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { menuId } = request.params;
    const stamp = await menuStamp(app.db, menuId);
    if (!stamp) throw notFound();
    const { businessId } = stamp;
    const access = await requireBusiness(request, businessId);
    const allowed = (["menu", "menus"] as const).some((area) => can(access, { businessId, area, action: "read" }));
    if (!allowed) throw forbidden();
    return sendMenu(request, reply, menuId, stamp);
  });

  for (const path of slashed(base)) app.get(path, {
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, querystring: MenuListQuery, response: { 200: ListOf(MenuOut), ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "menus", action: "read" });
    const order = listOrder(request.query, { id: "id", name: "search", type: "type", created_at: "created_at" }, "id");
    let query = app.db.selectFrom("menus").select(columns).where("business_id", "=", businessId).orderBy(sql.ref(order.column), order.direction).orderBy("id");
    if (request.query.q?.trim()) query = query.where(searchLike("search", request.query.q.trim()));
    if (request.query.type) query = query.where("type", "=", request.query.type);
    return mapList(await paginate(query, request.query), toMenu);
  });

  app.get(`${base}/:id`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DataOf(MenuOut), ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "menus", action: "read" });
    const row = await findMenu(businessId, id);
    if (!row) throw notFound();
    return { data: toMenu(row) };
  });

  for (const path of slashed(base)) app.post(path, {
    config: { messages },
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, body: MenuCreateBody, response: { 201: DataOf(MenuOut), ...errorResponses } },
  }, async (request, reply) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "menus", action: "create" });
    const errors = validateLocales(request.body.locales);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await app.db.transaction().execute(async (trx) => {
      const now = nextUpdatedAt();
      const created = await trx
        .insertInto("menus")
        .values({ business_id: businessId, type: request.body.type ?? "normal", ...localesColumns(request.body.locales), created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = await findMenu(businessId, created.id, trx);
      await recordAudit(trx, request, { action: "create", entity: "menu", entityId: created.id, businessId, after });
      return after!;
    });
    return reply.status(201).send({ data: toMenu(row) });
  });

  app.post(`${base}/:id`, {
    config: { messages },
    schema: { tags, params: BusinessIdParams, body: MenuUpdateBody, response: { 200: DataOf(MenuOut), ...writeErrors } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "menus", action: "update" });
    const body = request.body;
    const errors = body.locales ? validateLocales(body.locales) : {};
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await app.db.transaction().execute(async (trx) => {
      const before = await findMenu(businessId, id, trx);
      if (!before) throw notFound();
      assertFresh(before.updated_at, body.updated_at);
      await trx
        .updateTable("menus")
        .set({ ...(body.locales ? localesColumns(body.locales) : {}), ...(body.type ? { type: body.type } : {}), updated_at: nextUpdatedAt(before.updated_at) })
        .where("id", "=", id)
        .where("updated_at", "=", before.updated_at)
        .executeTakeFirst()
        .then(assertWritten);
      const after = await findMenu(businessId, id, trx);
      await recordAudit(trx, request, { action: "update", entity: "menu", entityId: id, businessId, before, after });
      return after!;
    });
    return { data: toMenu(row) };
  });

  app.post(`${base}/:id/delete`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DeletedOut, ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "menus", action: "delete" });
    const files = await app.db.transaction().execute(async (trx) => {
      const before = await findMenu(businessId, id, trx);
      if (!before) throw notFound();
      const count = await trx.selectFrom("menus").select((eb) => eb.fn.countAll<number>().as("total")).where("business_id", "=", businessId).executeTakeFirstOrThrow();
      if (Number(count.total) <= 1) throw validationFailed({ id: "catalog.lastMenu" }, "catalog.lastMenu");
      const categoryIds = (await trx.selectFrom("categories").select("id").where("menu_id", "=", id).execute()).map((c) => c.id);
      const itemIds = categoryIds.length
        ? (await trx.selectFrom("items").select("id").where("category_id", "in", categoryIds).execute()).map((i) => i.id)
        : [];
      const urls = await deleteCatalogMedia(trx, request, { itemIds, categoryIds });
      if (categoryIds.length) await trx.deleteFrom("settings").where("scope", "=", "category").where("scope_id", "in", categoryIds).execute();
      // Categories, items and their rows cascade with the menu.
      await trx.deleteFrom("menus").where("id", "=", id).execute();
      await recordAudit(trx, request, { action: "delete", entity: "menu", entityId: id, businessId, before });
      return urls;
    });
    await removeMediaFiles(app, files);
    return { data: { id } };
  });
};

export default menuRoutes;
