import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { FORGOTTEN_MARKER } from "../../../src/domain/constants";

// What a forgotten customer leaves outside their orders and stays: the audit rows of those records, the
// notifications told about them, the webhook deliveries sent of them and the answers kept for an API client's retry
// hold copies of those records (names, phone, address, notes). Forgetting masks them there too, in the same
// transaction; the amounts, statuses and dates those copies record stay, so the money history reads the same.

const CHUNK = 500;

/** A text as it appears inside a JSON document (quotes and backslashes escaped). */
const asInJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The fields that hold what the customer told (their name, phone and address under `customer`, the customer_* columns,
 * notes and line notes): every text under them is masked whole, as on the order itself.
 */
const PERSONAL_KEYS = new Set([
  "customer",
  "customer_name",
  "customer_phone",
  "customer_address",
  "notes",
  "note",
]);

function maskedValue(value: unknown, texts: string[], personal: boolean): unknown {
  if (typeof value === "string") {
    if (personal) return value.trim() ? FORGOTTEN_MARKER : value;
    return texts.reduce((text, mask) => text.split(mask).join(FORGOTTEN_MARKER), value);
  }
  if (Array.isArray(value)) return value.map((v) => maskedValue(v, texts, personal));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        maskedValue(v, texts, personal || PERSONAL_KEYS.has(key)),
      ]),
    );
  return value;
}

/**
 * The JSON document with the customer's own fields (PERSONAL_KEYS) masked whole and every occurrence of the texts
 * (their names and phone) masked in its other string values, or undefined when nothing changed. Keys, numbers
 * (every amount), booleans and the other fields' values (statuses, dates) are never touched, so a short text cannot
 * corrupt a total, a status or a field's name.
 */
export function maskedJson(json: string, texts: string[]): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const before = JSON.stringify(parsed);
  const masked = JSON.stringify(maskedValue(parsed, texts, false));
  return masked === before ? undefined : masked;
}

/** The JSON column each table keeps a copy of the customer's records in. */
const COPY_COLUMN = {
  audits: "changes",
  notifications: "data",
  webhook_deliveries: "body",
  idempotent_requests: "response",
} as const;

/** Writes one row's copy back with the customer masked in it (maskedJson); a copy holding nothing of theirs is left. */
async function writeMasked(
  trx: Transaction<DB>,
  table: keyof typeof COPY_COLUMN,
  row: { id: number; json: string },
  masks: string[],
) {
  const masked = maskedJson(row.json, masks);
  if (masked !== undefined)
    await trx
      .updateTable(table)
      .set({ [COPY_COLUMN[table]]: masked })
      .where("id", "=", row.id)
      .execute();
}

/** Longest first, so a name is masked whole before a shorter text inside it; a single character is left alone. */
export const masksOf = (texts: Iterable<string>) =>
  [...new Set(texts)].filter((text) => text.trim().length > 1).sort((a, b) => b.length - a.length);

/** The customer masked (maskedJson) in the audit rows of their records (entity and ids). */
export async function maskAudits(
  trx: Transaction<DB>,
  businessId: number,
  records: [entity: string, ids: number[]][],
  masks: string[],
) {
  for (const [entity, ids] of records)
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await trx
        .selectFrom("audits")
        .select(["id", "changes"])
        .where("business_id", "=", businessId)
        .where("entity", "=", entity)
        .where("entity_id", "in", ids.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) await writeMasked(trx, "audits", { id: row.id, json: row.changes }, masks);
    }
}

/** `column LIKE %text%` for a text as the stored JSON spells it (LIKE's own characters escaped). */
const containsIn = (column: "data" | "response", text: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${asInJson(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/**
 * The customer masked (maskedJson) in the business's notifications about the customer's orders and stays (`data.order_id`,
 * `data.reservation_id`), every member's copy. Only rows holding one of the texts are read (LIKE), then kept to
 * those about the customer's records: a namesake's notification about another order keeps its text.
 */
export async function maskNotifications(
  trx: Transaction<DB>,
  businessId: number,
  records: { orderIds: number[]; stayIds: number[] },
  masks: string[],
) {
  if (!masks.length || (!records.orderIds.length && !records.stayIds.length)) return;
  const orders = new Set(records.orderIds);
  const stays = new Set(records.stayIds);
  const rows = await trx
    .selectFrom("notifications")
    .select(["id", "data"])
    .where("business_id", "=", businessId)
    .where((eb) => eb.or(masks.map((text) => containsIn("data", text))))
    .execute();
  for (const row of rows) {
    let about: { order_id?: unknown; reservation_id?: unknown };
    try {
      about = JSON.parse(row.data) as typeof about;
    } catch {
      continue;
    }
    if (!orders.has(Number(about.order_id)) && !stays.has(Number(about.reservation_id))) continue;
    await writeMasked(trx, "notifications", { id: row.id, json: row.data }, masks);
  }
}

/**
 * The customer masked (maskedJson) in the bodies of the business's webhook deliveries about the customer's orders and stays
 * (`order:<id>`, `stay:<id>`), sent or still queued: a resend or a retry then carries `*****` too.
 */
export async function maskWebhookDeliveries(
  trx: Transaction<DB>,
  businessId: number,
  records: { orderIds: number[]; stayIds: number[] },
  masks: string[],
) {
  const keys = [...records.orderIds.map((id) => `order:${id}`), ...records.stayIds.map((id) => `stay:${id}`)];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("webhook_deliveries")
      .select(["id", "body"])
      .where("business_id", "=", businessId)
      .where("record_key", "in", keys.slice(i, i + CHUNK))
      .execute();
    for (const row of rows)
      await writeMasked(trx, "webhook_deliveries", { id: row.id, json: row.body }, masks);
  }
}

/**
 * The customer masked (maskedJson) in the answers kept for API clients' retries (plugins/idempotency.ts, a day at most) of the
 * business whose record is one of the customer's orders or stays: a retry then replays the record as it now is.
 */
export async function maskIdempotentReplies(
  trx: Transaction<DB>,
  businessId: number,
  records: { orderIds: number[]; stayIds: number[] },
  masks: string[],
) {
  if (!masks.length || (!records.orderIds.length && !records.stayIds.length)) return;
  const ids = new Set([...records.orderIds, ...records.stayIds]);
  const rows = await trx
    .selectFrom("idempotent_requests")
    .select(["id", "response"])
    .where("scope", "like", `b:${businessId}|%`)
    .where("state", "=", "done")
    .where((eb) => eb.or(masks.map((text) => containsIn("response", text))))
    .execute();
  for (const row of rows) {
    if (!row.response) continue;
    let answer: { data?: { id?: unknown } };
    try {
      answer = JSON.parse(row.response) as typeof answer;
    } catch {
      continue;
    }
    if (!ids.has(Number(answer.data?.id))) continue;
    await writeMasked(trx, "idempotent_requests", { id: row.id, json: row.response }, masks);
  }
}
