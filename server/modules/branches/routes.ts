import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { BusinessIdParams, BusinessParams, DataOf, ListOf, errorResponses } from "../../http/schemas";
import { localesColumns, searchLike, validateLocales, nameIn } from "../../db/locales";
import { mapList, paginate } from "../../db/pagination";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { requireBusiness } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, assertWritten, DeletedOut, listOrder, nextUpdatedAt, slashed, writeErrors } from "../catalog/shared";
import { uniqueBranchSlug } from "../business/provision";
import { branchesQuery, deleteBranch, findBranch, SLUG_FORMAT, slugTaken, toBranch } from "./repository";
import { BranchCreateBody, BranchListQuery, BranchOut, BranchUpdateBody } from "./schemas";
import { qrRoutes } from "./qr";

const tags = ["Branches"];
const messages = { "locales.0.name": { required: "validation.nameRequired" } };
const base = "/business/:businessId/branches";

/** SPEC §7 Branches (branch settings live in the settings module). A branch is a business-level record (DESIGN §5). */
const branchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function slugErrors(slug: string, exceptId?: number): Promise<FieldErrors> {
    if (!SLUG_FORMAT.test(slug)) return { slug: "catalog.slugFormat" };
    if (await slugTaken(app.db, slug, exceptId)) return { slug: "catalog.slugTaken" };
    return {};
  }

  for (const path of slashed(base)) app.get(path, {
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, querystring: BranchListQuery, response: { 200: ListOf(BranchOut), ...errorResponses } },
  }, async (request) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "branches", action: "read" });
    const order = listOrder(request.query, { id: "id", name: "search", slug: "slug", created_at: "created_at" }, "id");
    let query = branchesQuery(app.db, businessId).orderBy(sql.ref(order.column), order.direction).orderBy("id");
    const q = request.query.q?.trim();
    if (q) query = query.where((eb) => eb.or([searchLike("search", q), searchLike("slug", q)]));
    return mapList(await paginate(query, request.query), toBranch);
  });

  app.get(`${base}/:id`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DataOf(BranchOut), ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "branches", action: "read" });
    const row = await findBranch(app.db, businessId, id);
    if (!row) throw notFound();
    return { data: toBranch(row) };
  });

  for (const path of slashed(base)) app.post(path, {
    config: { messages },
    schema: { tags, hide: path.endsWith("/"), params: BusinessParams, body: BranchCreateBody, response: { 201: DataOf(BranchOut), ...errorResponses } },
  }, async (request, reply) => {
    const { businessId } = request.params;
    await requireBusiness(request, businessId, { area: "branches", action: "create" });
    const body = request.body;
    const slug = body.slug?.trim();
    const errors = { ...validateLocales(body.locales), ...(slug ? await slugErrors(slug) : {}) };
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await app.db.transaction().execute(async (trx) => {
      const now = nextUpdatedAt();
      const created = await trx
        .insertInto("branches")
        .values({
          business_id: businessId,
          slug: slug || (await uniqueBranchSlug(trx, nameIn(body.locales, "en"))),
          ...localesColumns(body.locales),
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = await findBranch(trx, businessId, created.id);
      await recordAudit(trx, request, { action: "create", entity: "branch", entityId: created.id, businessId, branchId: created.id, after });
      return after!;
    });
    return reply.status(201).send({ data: toBranch(row) });
  });

  app.post(`${base}/:id`, {
    config: { messages },
    schema: { tags, params: BusinessIdParams, body: BranchUpdateBody, response: { 200: DataOf(BranchOut), ...writeErrors } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "branches", action: "update" });
    const body = request.body;
    const slug = body.slug?.trim();
    const errors = { ...(body.locales ? validateLocales(body.locales) : {}), ...(slug ? await slugErrors(slug, id) : {}) };
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await app.db.transaction().execute(async (trx) => {
      const before = await findBranch(trx, businessId, id);
      if (!before) throw notFound();
      assertFresh(before.updated_at, body.updated_at);
      await trx
        .updateTable("branches")
        .set({ ...(body.locales ? localesColumns(body.locales) : {}), ...(slug ? { slug } : {}), updated_at: nextUpdatedAt(before.updated_at) })
        .where("id", "=", id)
        .where("updated_at", "=", before.updated_at)
        .executeTakeFirst()
        .then(assertWritten);
      const after = await findBranch(trx, businessId, id);
      await recordAudit(trx, request, { action: "update", entity: "branch", entityId: id, businessId, branchId: id, before, after });
      return after!;
    });
    return { data: toBranch(row) };
  });

  app.post(`${base}/:id/delete`, {
    schema: { tags, params: BusinessIdParams, response: { 200: DeletedOut, ...errorResponses } },
  }, async (request) => {
    const { businessId, id } = request.params;
    await requireBusiness(request, businessId, { area: "branches", action: "delete" });
    await app.db.transaction().execute(async (trx) => {
      const before = await findBranch(trx, businessId, id);
      if (!before) throw notFound();
      const count = await trx
        .selectFrom("branches")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("business_id", "=", businessId)
        .executeTakeFirstOrThrow();
      if (Number(count.total) <= 1) throw validationFailed({ id: "catalog.lastBranch" }, "catalog.lastBranch");
      await deleteBranch(trx, id);
      await recordAudit(trx, request, { action: "delete", entity: "branch", entityId: id, businessId, branchId: id, before });
    });
    return { data: { id } };
  });

  await app.register(qrRoutes);
};

export default branchRoutes;
