import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { BusinessIdParams, BusinessParams, DataOf, ListOf, errorResponses } from "../../http/schemas";
import { localesColumns, searchLike, validateLocales } from "../../db/locales";
import { paginate } from "../../db/pagination";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { mediaUsable } from "../catalog/references";
import { assertFresh, assertWritten, listOrder, nextUpdatedAt, slashed, writeErrors } from "../catalog/shared";
import { categoryColumns, findCategory, nextCategorySort, toCategories } from "./repository";
import { moveSubtreeToMenu, resolvePlacement } from "./placement";
import { CategoryCreateBody, CategoryListQuery, CategoryOut, CategoryUpdateBody } from "./schemas";
import { categoryOrderRoutes } from "./order-routes";

const tags = ["Categories"];
const base = "/business/:businessId/categories";
const messages = { "locales.0.name": { required: "validation.nameRequired" } };

/** SPEC §7 Categories: list, read, create, update (409 when stale); delete, sort and settings in order-routes. */
const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function one(businessId: number, id: number) {
    const row = await findCategory(app.db, businessId, id);
    if (!row) throw notFound();
    return (await toCategories(app.db, [row]))[0];
  }

  for (const path of slashed(base)) app.get(path, {
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, querystring: CategoryListQuery, response: { 200: ListOf(CategoryOut), ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "categories", action: "read" });
    const { q, menu_id, parent_id } = request.query;
    const order = listOrder(request.query, { id: "categories.id", name: "categories.search", sort: "categories.sort", created_at: "categories.created_at", updated_at: "categories.updated_at" }, "categories.sort");
    let query = app.db
      .selectFrom("categories")
      .select(categoryColumns)
      .where("categories.business_id", "=", businessId)
      .orderBy(sql.ref(order.column), order.direction)
      .orderBy("categories.id");
    if (q?.trim()) query = query.where(searchLike("categories.search", q.trim()));
    if (menu_id) query = query.where("categories.menu_id", "=", menu_id);
    if (parent_id !== undefined) query = parent_id === 0 ? query.where("categories.parent_id", "is", null) : query.where("categories.parent_id", "=", parent_id);
    const page = await paginate(query, request.query);
    return { ...page, data: await toCategories(app.db, page.data) };
  });

  app.get(`${base}/:id`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DataOf(CategoryOut), ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "categories", action: "read" });
    return { data: await one(businessId, id) };
  });

  async function pictureErrors(request: Parameters<typeof requireBusiness>[0], businessId: number, mediaId: number | null | undefined): Promise<FieldErrors> {
    if (!mediaId) return {};
    return (await mediaUsable(app.db, mediaId, [businessId], request.user.id)) ? {} : { media_id: "catalog.mediaNotFound" };
  }

  for (const path of slashed(base)) app.post(path, {
    config: { messages },
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, body: CategoryCreateBody, response: { 201: DataOf(CategoryOut), ...errorResponses } },
  }, async (request, reply) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "categories", action: "create" });
    const body = request.body;
    const picture = await pictureErrors(request, businessId, body.media_id);
    const id = await app.db.transaction().execute(async (trx) => {
      const place = await resolvePlacement(trx, businessId, body);
      const errors = { ...validateLocales(body.locales), ...place.errors, ...picture };
      if (Object.keys(errors).length) throw validationFailed(errors);
      const now = nextUpdatedAt();
      const created = await trx
        .insertInto("categories")
        .values({
          business_id: businessId,
          menu_id: place.menuId,
          parent_id: place.parentId,
          ...localesColumns(body.locales),
          media_id: body.media_id ?? null,
          sort: await nextCategorySort(trx, place.menuId, place.parentId),
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = await findCategory(trx, businessId, created.id);
      await recordAudit(trx, request, { action: "create", entity: "category", entityId: created.id, businessId, after });
      return created.id;
    });
    return reply.status(201).send({ data: await one(businessId, id) });
  });

  app.post(`${base}/:id`, {
    config: { messages },
    schema: { tags, params: BusinessIdParams, body: CategoryUpdateBody, response: { 200: DataOf(CategoryOut), ...writeErrors } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "categories", action: "update" });
    const body = request.body;
    const picture = await pictureErrors(request, businessId, body.media_id);
    await app.db.transaction().execute(async (trx) => {
      const before = await findCategory(trx, businessId, id);
      if (!before) throw notFound();
      assertFresh(before.updated_at, body.updated_at);
      const place = await resolvePlacement(trx, businessId, body, before);
      const errors = {
        ...(body.locales ? validateLocales(body.locales) : {}),
        ...place.errors,
        ...picture,
      };
      if (Object.keys(errors).length) throw validationFailed(errors);
      const moved = place.menuId !== before.menu_id || place.parentId !== before.parent_id;
      await trx
        .updateTable("categories")
        .set({
          ...(body.locales ? localesColumns(body.locales) : {}),
          ...(body.media_id !== undefined ? { media_id: body.media_id } : {}),
          parent_id: place.parentId,
          ...(moved ? { sort: await nextCategorySort(trx, place.menuId, place.parentId) } : {}),
          updated_at: nextUpdatedAt(before.updated_at),
        })
        .where("id", "=", id)
        .where("updated_at", "=", before.updated_at)
        .executeTakeFirst()
        .then(assertWritten);
      if (place.menuId !== before.menu_id) await moveSubtreeToMenu(trx, businessId, [id], place.menuId);
      const after = await findCategory(trx, businessId, id);
      await recordAudit(trx, request, { action: "update", entity: "category", entityId: id, businessId, before, after });
    });
    return { data: await one(businessId, id) };
  });

  await app.register(categoryOrderRoutes);
};

export default categoryRoutes;
