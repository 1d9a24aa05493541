import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { PermissionAction } from "../../../src/domain/constants";
import {
  BusinessIdParams,
  BusinessParams,
  DataOf,
  ListOf,
  errorResponses,
  DeletedOut,
  writeErrors,
} from "../../http/schemas";
import { nameIn, parseLocales } from "../../db/locales";
import { notFound } from "../../errors";
import { pickLocale } from "../../i18n";
import type { RouteAccess } from "../../plugins/access";
import { recordAudit } from "../../plugins/audit";
import { slashed } from "../../shared/paths";
import { deleteCatalogMedia, removeMediaFiles } from "../media/removal";
import { deleteItemRow, findItemRow, loadItem, pageOfItems, searchItems } from "./repository";
import { saveItem } from "./service";
import {
  ItemCreateBody,
  ItemListQuery,
  ItemOut,
  ItemSearchOut,
  ItemSearchQuery,
  ItemUpdateBody,
} from "./schemas";
import { itemOrderRoutes } from "./order-routes";

const tags = ["Items"];
const base = "/business/:businessId/items";
const messages = { "locales.0.name": { required: "validation.nameRequired" } };
/** SPEC §6 area `items`, business-level. */
const items = (action: PermissionAction): RouteAccess => ({ scope: "business", area: "items", action });

/** SPEC §7 Items: list, search, read, create, update and delete (sorting and holiday prices in order-routes). */
const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of slashed(base))
    app.get(
      path,
      {
        config: { access: items("read") },
        schema: {
          tags,
          hide: path.endsWith("/"),
          params: BusinessParams,
          querystring: ItemListQuery,
          response: { 200: ListOf(ItemOut), ...errorResponses },
        },
      },
      async (request) => pageOfItems(app.db, request.params.businessId, request.query),
    );

  // Light results for pickers (slider ads link to a chalet item): name, link and featured picture.
  app.get(
    `${base}/search`,
    {
      config: { access: items("read") },
      schema: {
        tags,
        params: BusinessParams,
        querystring: ItemSearchQuery,
        response: { 200: ItemSearchOut, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await searchItems(app.db, request.params.businessId, request.query);
      const locale = pickLocale(request.headers);
      return {
        data: rows.map((row) => {
          const picture = row.media.find((m) => m.slug === "featured") ?? row.media[0];
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
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: items("read") },
      schema: { tags, params: BusinessIdParams, response: { 200: DataOf(ItemOut), ...errorResponses } },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const item = await loadItem(app.db, id);
      if (!item || item.business_id !== businessId) throw notFound();
      return { data: item };
    },
  );

  for (const path of slashed(base))
    app.post(
      path,
      {
        config: { access: items("create"), messages },
        schema: {
          tags,
          hide: path.endsWith("/"),
          params: BusinessParams,
          body: ItemCreateBody,
          response: { 201: DataOf(ItemOut), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { businessId } = request.params;
        const item = await app.db
          .transaction()
          .execute((trx) => saveItem(trx, request, businessId, null, request.body));
        return reply.status(201).send({ data: item });
      },
    );

  app.post(
    `${base}/:id`,
    {
      config: { access: items("update"), messages },
      schema: {
        tags,
        params: BusinessIdParams,
        body: ItemUpdateBody,
        response: { 200: DataOf(ItemOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      return {
        data: await app.db
          .transaction()
          .execute((trx) => saveItem(trx, request, businessId, id, request.body)),
      };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      config: { access: items("delete") },
      schema: { tags, params: BusinessIdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const files = await app.db.transaction().execute(async (trx) => {
        if (!(await findItemRow(trx, businessId, id))) throw notFound();
        const before = await loadItem(trx, id);
        const urls = await deleteCatalogMedia(trx, request, { itemIds: [id] });
        await deleteItemRow(trx, id);
        await recordAudit(trx, request, {
          action: "delete",
          entity: "item",
          entityId: id,
          businessId,
          before,
        });
        return urls;
      });
      await removeMediaFiles(app, files);
      return { data: { id } };
    },
  );

  await app.register(itemOrderRoutes);
};

export default itemRoutes;
