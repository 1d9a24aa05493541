import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";
import { nowIso } from "../db/dialect";
import { inChunks } from "../db/in-chunks";
import { bumpMenuVersion, changesMenus } from "../modules/menus/versions";
import { enqueueDeliveries } from "../webhooks/queue";
import type { WebhookEvent } from "../../src/domain/constants";

/**
 * Audited entities whose writes are webhook events (docs/webhooks.md): queued in the write's own transaction, so
 * a delivery exists exactly when the write committed. Orders and stays are announced after the commit with their
 * whole record instead (shared/announce.ts).
 */
const WEBHOOK_OF_ENTITY: Record<string, { event: WebhookEvent; record: string }> = {
  item: { event: "item.changed", record: "item" },
  menu: { event: "menu.published", record: "menu" },
};

export interface AuditEntry {
  action: "create" | "update" | "delete" | "sort" | "status" | "sync" | "set" | string;
  entity: string;
  entityId?: number | null;
  businessId?: number | null;
  branchId?: number | null;
  before?: object | null;
  after?: object | null;
}

/** Only the fields that changed, as { field: [before, after] }; whole records for creates and deletes. */
export function diff(before?: object | null, after?: object | null): Record<string, unknown> {
  if (!before) return after ? { after } : {};
  if (!after) return { before };
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (key === "updated_at") continue;
    if (JSON.stringify(b[key]) !== JSON.stringify(a[key])) changed[key] = [b[key] ?? null, a[key] ?? null];
  }
  return changed;
}

/**
 * Every write records who did what to which record (DESIGN §4); call inside the write's transaction.
 * Being the one call every write makes, it also moves the business's menu version, so no write that changes a menu
 * can leave a stale cached menu behind (see menus/versions.ts).
 */
export async function recordAudit(
  db: Kysely<DB> | Transaction<DB>,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  await recordAudits(db, [{ request, entry }]);
}

/** Many writes' audit rows in one statement (a rush of orders written together), each as recordAudit would. */
export async function recordAudits(
  db: Kysely<DB> | Transaction<DB>,
  audited: readonly { request: FastifyRequest; entry: AuditEntry }[],
): Promise<void> {
  if (!audited.length) return;
  const createdAt = nowIso();
  const rows = audited.map(({ request, entry }) => ({
    // A key's write names the key, never a person (the audits list shows "API key <name>").
    user_id: request.user?.apiKey ? null : (request.user?.id ?? null),
    api_key_id: request.user?.apiKey?.id ?? null,
    business_id: entry.businessId ?? null,
    branch_id: entry.branchId ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    changes: JSON.stringify(diff(entry.before, entry.after)),
    ip: request.ip,
    created_at: createdAt,
  }));
  await inChunks(rows, 10, (chunk) => db.insertInto("audits").values(chunk).execute());
  for (const { request, entry } of audited) await afterAudit(db, request, entry);
}

/** What an audited write moves besides its row: the menu version, and the webhook deliveries of its event. */
async function afterAudit(db: Kysely<DB> | Transaction<DB>, request: FastifyRequest, entry: AuditEntry) {
  if (entry.businessId && changesMenus(entry.entity)) await bumpMenuVersion(db, entry.businessId);
  const hook = WEBHOOK_OF_ENTITY[entry.entity];
  if (hook && entry.businessId && entry.entityId && request.server.webhooks)
    await enqueueDeliveries(
      db,
      {
        businessId: entry.businessId,
        event: hook.event,
        recordKey: `${hook.record}:${entry.entityId}`,
        data: {
          id: entry.entityId,
          action: entry.action,
          ...(entry.action === "delete" ? { deleted: true } : { record: entry.after ?? null }),
        },
      },
      request.server.webhooks.now(),
    );
}
