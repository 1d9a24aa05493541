import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { WEBHOOK_ENDPOINTS_MAX } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import type { DB } from "../../db/schema/index";
import { HttpError, notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { checkOutboundUrl } from "../../shared/outbound-address";
import { newWebhookSecret } from "../../webhooks/signing";
import { countEndpoints, findEndpoint, lastStatuses, type EndpointRow } from "./repository";
import type { EndpointCreateInput, EndpointUpdateInput } from "./schemas";

// Webhook endpoints of a business (owners only, docs/webhooks.md): every write checks the address, runs in one
// transaction with its audit row, and the audit never holds the secret.

/** An endpoint as answered; `withSecret` for the owner's read of one endpoint and the answers that make a secret. */
export function endpointOut(row: EndpointRow, lastStatus: string | null, withSecret = false) {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    enabled: row.enabled === 1,
    secret_hint: row.secret.slice(-4),
    ...(withSecret ? { secret: row.secret } : {}),
    last_status: lastStatus as "pending" | "delivered" | "failed" | null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What the audit keeps of an endpoint: never its secret. */
const audited = (row: EndpointRow) => ({
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  secret: `…${row.secret.slice(-4)}`,
});

async function assertUrl(request: FastifyRequest, url: string): Promise<void> {
  const refused = await checkOutboundUrl(url, request.server.config.webhooksAllowPrivate);
  if (refused) throw validationFailed({ url: `webhooks.url.${refused}` });
}

export async function readEndpoint(db: Kysely<DB>, businessId: number, id: number, withSecret: boolean) {
  const row = await findEndpoint(db, businessId, id);
  if (!row) throw notFound();
  return endpointOut(row, (await lastStatuses(db, [id])).get(id) ?? null, withSecret);
}

export async function createEndpoint(
  request: FastifyRequest,
  businessId: number,
  input: EndpointCreateInput,
) {
  await assertUrl(request, input.url);
  const db = request.server.db;
  const id = await db.transaction().execute(async (trx) => {
    if ((await countEndpoints(trx, businessId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new HttpError(422, "webhooks.tooMany", { max: WEBHOOK_ENDPOINTS_MAX });
    const now = nowIso();
    const row = await trx
      .insertInto("webhook_endpoints")
      .values({
        business_id: businessId,
        url: input.url,
        events: JSON.stringify(input.events),
        secret: newWebhookSecret(),
        enabled: input.enabled === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, request, {
      action: "create",
      entity: "webhook_endpoint",
      entityId: row.id,
      businessId,
      after: audited(row),
    });
    return row.id;
  });
  return readEndpoint(db, businessId, id, true);
}

export async function updateEndpoint(
  request: FastifyRequest,
  businessId: number,
  id: number,
  input: EndpointUpdateInput,
  rotateSecret = false,
) {
  if (!(await findEndpoint(request.server.db, businessId, id))) throw notFound();
  if (input.url !== undefined) await assertUrl(request, input.url);
  const db = request.server.db;
  await db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, businessId, id);
    if (!before) throw notFound();
    const after = await trx
      .updateTable("webhook_endpoints")
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events ? { events: JSON.stringify(input.events) } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled ? 1 : 0 } : {}),
        ...(rotateSecret ? { secret: newWebhookSecret() } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, request, {
      action: rotateSecret ? "rotate_secret" : "update",
      entity: "webhook_endpoint",
      entityId: id,
      businessId,
      before: audited(before),
      after: audited(after),
    });
  });
  return readEndpoint(db, businessId, id, rotateSecret);
}

export async function deleteEndpoint(request: FastifyRequest, businessId: number, id: number) {
  await request.server.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, businessId, id);
    if (!before) throw notFound();
    // Its deliveries and their attempts go with it (foreign keys cascade; SQLite's are on).
    await trx.deleteFrom("webhook_endpoints").where("id", "=", id).execute();
    await recordAudit(trx, request, {
      action: "delete",
      entity: "webhook_endpoint",
      entityId: id,
      businessId,
      before: audited(before),
    });
  });
}
