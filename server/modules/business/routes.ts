import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import type { BusinessType } from "../../../src/domain/constants";
import { DataOf, IdParams, ListOf, errorResponses, DeletedOut, writeErrors } from "../../http/schemas";
import { localesColumns, searchLike, validateLocales } from "../../db/locales";
import { paginate, listOrder } from "../../db/pagination";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { loadAccess, requireBusiness, requireOwner } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, assertWritten, nextUpdatedAt } from "../../shared/concurrency";
import { slashed } from "../../shared/paths";
import { mediaUsable } from "../../shared/scope-checks";
import { removeMediaFiles } from "../media/removal";
import { isTimeZone } from "../settings/rules";
import { provisionBusiness } from "./provision";
import { businessColumns, deleteBusiness, findBusiness, withRelations } from "./repository";
import { BusinessCreateBody, BusinessListQuery, BusinessOut, BusinessUpdateBody } from "./schemas";

const tags = ["Business"];
const messages = { "locales.0.name": { required: "validation.nameRequired" } };
const nameOf = (locales: { name?: string | null }[]) => (locales[0]?.name ?? "").trim();

/** SPEC §7 Business: the signed-in user's businesses; settings and config live in their own module. */
const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of slashed("/business")) app.get(path, {
    schema: { tags, hide: path.endsWith("/"), querystring: BusinessListQuery, response: { 200: ListOf(BusinessOut), ...errorResponses } },
  }, async (request) => {
    const { q, type } = request.query;
    const order = listOrder(request.query, { id: "businesses.id", name: "businesses.search", type: "businesses.type", created_at: "businesses.created_at" }, "businesses.id");
    let query = app.db
      .selectFrom("businesses")
      .innerJoin("business_users", "business_users.business_id", "businesses.id")
      .select(businessColumns)
      .where("business_users.user_id", "=", request.user.id)
      // Found by membership, not through Access: a scoped session (a login QR's) lists its own business alone.
      .$if(!!request.user.scope, (q) => q.where("businesses.id", "=", request.user.scope!.businessId))
      .orderBy(sql.ref(order.column), order.direction)
      .orderBy("businesses.id");
    if (q?.trim()) query = query.where(searchLike("businesses.search", q.trim()));
    if (type) query = query.where("businesses.type", "=", type);
    const page = await paginate(query, request.query);
    return { ...page, data: await withRelations(app.db, page.data, request.user) };
  });

  app.get("/business/:id", {
    schema: { tags, params: IdParams, response: { 200: DataOf(BusinessOut), ...errorResponses } },
  }, async (request) => {
    await requireBusiness(request, request.params.id, { area: "business", action: "read" });
    const row = await findBusiness(app.db, request.params.id);
    return { data: (await withRelations(app.db, row ? [row] : [], request.user))[0] };
  });

  for (const path of slashed("/business")) app.post(path, {
    config: { account: true, messages },
    schema: { tags, hide: path.endsWith("/"), body: BusinessCreateBody, response: { 201: DataOf(BusinessOut), ...errorResponses } },
  }, async (request, reply) => {
    const body = request.body;
    const errors: FieldErrors = validateLocales(body.locales);
    const logoId = body.logo_media_id ?? body.media_id ?? null;
    if (logoId !== null) {
      const access = await loadAccess(request);
      if (!(await mediaUsable(app.db, logoId, access.business.map((b) => b.id), request.user.id))) errors.logo_media_id = "catalog.mediaNotFound";
    }
    if (body.timezone !== undefined && !isTimeZone(body.timezone)) errors.timezone = "people.settings.timezone";
    if (Object.keys(errors).length) throw validationFailed(errors);
    const created = await app.db.transaction().execute(async (trx) => {
      const ids = await provisionBusiness(trx, {
        ownerId: request.user.id,
        type: body.type as BusinessType,
        name: nameOf(body.locales),
        locales: body.locales,
        logoMediaId: logoId,
        timeZone: body.timezone,
      });
      if (logoId !== null) await trx.updateTable("media").set({ business_id: ids.businessId }).where("id", "=", logoId).where("business_id", "is", null).execute();
      const row = await findBusiness(trx, ids.businessId);
      await recordAudit(trx, request, { action: "create", entity: "business", entityId: ids.businessId, businessId: ids.businessId, after: row });
      return row;
    });
    return reply.status(201).send({ data: (await withRelations(app.db, created ? [created] : [], request.user))[0] });
  });

  app.post("/business/:id", {
    config: { messages },
    schema: { tags, params: IdParams, body: BusinessUpdateBody, response: { 200: DataOf(BusinessOut), ...writeErrors } },
  }, async (request) => {
    const businessId = request.params.id;
    const access = await requireBusiness(request, businessId, { area: "business", action: "update" });
    const body = request.body;
    const errors: FieldErrors = body.locales ? validateLocales(body.locales) : {};
    const logoId = body.logo_media_id !== undefined ? body.logo_media_id : body.media_id;
    if (logoId && !(await mediaUsable(app.db, logoId, access.business.map((b) => b.id), request.user.id))) errors.logo_media_id = "catalog.mediaNotFound";
    if (Object.keys(errors).length) throw validationFailed(errors);
    const updated = await app.db.transaction().execute(async (trx) => {
      const before = await findBusiness(trx, businessId);
      if (!before) throw notFound();
      assertFresh(before.updated_at, body.updated_at);
      await trx
        .updateTable("businesses")
        .set({
          ...(body.locales ? { ...localesColumns(body.locales), name: nameOf(body.locales) } : {}),
          ...(body.type ? { type: body.type } : {}),
          ...(logoId !== undefined ? { logo_media_id: logoId } : {}),
          updated_at: nextUpdatedAt(before.updated_at),
        })
        .where("id", "=", businessId)
        .where("updated_at", "=", before.updated_at)
        .executeTakeFirst()
        .then(assertWritten);
      const after = await findBusiness(trx, businessId);
      await recordAudit(trx, request, { action: "update", entity: "business", entityId: businessId, businessId, before, after });
      return after;
    });
    return { data: (await withRelations(app.db, updated ? [updated] : [], request.user))[0] };
  });

  // Ends every branch of the business: more than a session scoped to one branch may do.
  app.post("/business/:id/delete", {
    config: { account: true },
    schema: { tags, params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
  }, async (request) => {
    const businessId = request.params.id;
    await requireOwner(request, businessId);
    const files = await app.db.transaction().execute(async (trx) => {
      const before = await findBusiness(trx, businessId);
      const media = await trx.selectFrom("media").select(["src", "thumb_src"]).where("business_id", "=", businessId).execute();
      await deleteBusiness(trx, businessId);
      // The business's own audit rows go with it; this one is kept without a business.
      await recordAudit(trx, request, { action: "delete", entity: "business", entityId: businessId, businessId: null, before });
      return media.flatMap((m) => [m.src, m.thumb_src]).filter((src): src is string => !!src);
    });
    await removeMediaFiles(app, files);
    return { data: { id: businessId } };
  });
};

export default businessRoutes;
