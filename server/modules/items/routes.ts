import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { BusinessIdParams, BusinessParams, DataOf, ListOf, errorResponses, DeletedOut, writeErrors } from "../../http/schemas";
import { nameIn, parseLocales, searchLike } from "../../db/locales";
import { paginate, listOrder } from "../../db/pagination";
import { notFound } from "../../errors";
import { pickLocale } from "../../i18n";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { slashed } from "../../shared/paths";
import { deleteCatalogMedia, removeMediaFiles } from "../media/removal";
import { findItemRow, loadItem, loadItems } from "./repository";
import { saveItem } from "./service";
import { ItemCreateBody, ItemListQuery, ItemOut, ItemSearchOut, ItemSearchQuery, ItemUpdateBody } from "./schemas";
import { itemOrderRoutes } from "./order-routes";

const tags = ["Items"];
const base = "/business/:businessId/items";
const messages = { "locales.0.name": { required: "validation.nameRequired" } };

/** SPEC §7 Items: list, search, read, create, update and delete (sorting and holiday prices in order-routes). */
const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of slashed(base)) app.get(path, {
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, querystring: ItemListQuery, response: { 200: ListOf(ItemOut), ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "read" });
    const { q, category_id, menu_id } = request.query;
    const order = listOrder(request.query, { id: "items.id", name: "items.search", sort: "items.sort", created_at: "items.created_at", updated_at: "items.updated_at" }, "items.id");
    let query = app.db
      .selectFrom("items")
      .select("items.id")
      .where("items.business_id", "=", businessId)
      .orderBy(sql.ref(order.column), order.direction)
      .orderBy("items.id");
    if (q?.trim()) query = query.where(searchLike("items.search", q.trim()));
    if (category_id) query = query.where("items.category_id", "=", category_id);
    if (menu_id) query = query.where("items.category_id", "in", app.db.selectFrom("categories").select("id").where("menu_id", "=", menu_id));
    const page = await paginate(query, request.query);
    const items = await loadItems(app.db, { ids: page.data.map((r) => r.id) });
    const byId = new Map(items.map((i) => [i.id, i]));
    return { ...page, data: page.data.map((r) => byId.get(r.id)!) };
  });

  // Light results for pickers (slider ads link to a chalet item): name, link and featured picture.
  app.get(`${base}/search`, {
    schema: { tags, params: BusinessParams, querystring: ItemSearchQuery, response: { 200: ItemSearchOut, ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "read" });
    const q = request.query.q?.trim();
    let query = app.db
      .selectFrom("items")
      .select(["id", "locales", "category_id"])
      .where("business_id", "=", businessId)
      .orderBy("search")
      .orderBy("id")
      .limit(request.query.limit ?? 20);
    if (q) query = query.where(searchLike("search", q));
    const rows = await query.execute();
    const ids = rows.map((r) => r.id);
    const media = ids.length
      ? await app.db
          .selectFrom("media")
          .select(["id", "mediable_id", "src", "thumb_src", "slug"])
          .where("mediable_type", "=", "Item")
          .where("mediable_id", "in", ids)
          .orderBy("sort")
          .orderBy("id")
          .execute()
      : [];
    const locale = pickLocale(request.headers);
    return {
      data: rows.map((row) => {
        const own = media.filter((m) => m.mediable_id === row.id);
        const picture = own.find((m) => m.slug === "featured") ?? own[0];
        const locales = parseLocales(row.locales);
        return {
          id: row.id,
          name: nameIn(locales, locale),
          locales,
          category_id: row.category_id,
          link: `items/${row.id}`,
          media: picture ? { id: picture.id, src: picture.src, thumb_src: picture.thumb_src } : null,
        };
      }),
    };
  });

  app.get(`${base}/:id`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DataOf(ItemOut), ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "read" });
    const item = await loadItem(app.db, id);
    if (!item || item.business_id !== businessId) throw notFound();
    return { data: item };
  });

  for (const path of slashed(base)) app.post(path, {
    config: { messages },
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, body: ItemCreateBody, response: { 201: DataOf(ItemOut), ...errorResponses } },
  }, async (request, reply) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "create" });
    const item = await app.db.transaction().execute((trx) => saveItem(trx, request, businessId, null, request.body));
    return reply.status(201).send({ data: item });
  });

  app.post(`${base}/:id`, {
    config: { messages },
    schema: { tags, params: BusinessIdParams, body: ItemUpdateBody, response: { 200: DataOf(ItemOut), ...writeErrors } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "update" });
    return { data: await app.db.transaction().execute((trx) => saveItem(trx, request, businessId, id, request.body)) };
  });

  app.post(`${base}/:id/delete`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DeletedOut, ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "items", action: "delete" });
    const files = await app.db.transaction().execute(async (trx) => {
      if (!(await findItemRow(trx, businessId, id))) throw notFound();
      const before = await loadItem(trx, id);
      const urls = await deleteCatalogMedia(trx, request, { itemIds: [id] });
      await trx.deleteFrom("items").where("id", "=", id).execute();
      await recordAudit(trx, request, { action: "delete", entity: "item", entityId: id, businessId, before });
      return urls;
    });
    await removeMediaFiles(app, files);
    return { data: { id } };
  });

  await app.register(itemOrderRoutes);
};

export default itemRoutes;
