import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { FORGOTTEN_MARKER } from "../../../src/domain/constants";

// What a forgotten customer leaves outside their orders and stays: the audit rows of those records and the
// notifications told about them keep the texts they were written with (names, phone, address, notes). Forgetting
// masks those texts there, in its own transaction; the amounts, statuses and dates those rows record stay, so the
// business's money history reads the same.

const CHUNK = 500;

/** A text as it appears inside a JSON document (quotes and backslashes escaped). */
const asInJson = (text: string) => JSON.stringify(text).slice(1, -1);

function maskedValue(value: unknown, texts: string[]): unknown {
  if (typeof value === "string")
    return texts.reduce((text, mask) => text.split(mask).join(FORGOTTEN_MARKER), value);
  if (Array.isArray(value)) return value.map((v) => maskedValue(v, texts));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, maskedValue(v, texts)]));
  return value;
}

/**
 * The JSON document with every occurrence of the texts in its string values masked, or undefined when none was
 * there. Only string values change: keys, numbers (every amount) and booleans are never touched, so a short text
 * ("12") cannot corrupt a total or a field's name.
 */
export function maskedJson(json: string, texts: string[]): string | undefined {
  if (!texts.some((text) => json.includes(asInJson(text)))) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const masked = JSON.stringify(maskedValue(parsed, texts));
  return masked === JSON.stringify(parsed) ? undefined : masked;
}

/** Longest first, so a name is masked whole before a shorter text inside it; a single character is left alone. */
export const masksOf = (texts: Iterable<string>) =>
  [...new Set(texts)].filter((text) => text.trim().length > 1).sort((a, b) => b.length - a.length);

/** The texts masked in the audit rows of the customer's records (entity and ids). */
export async function maskAudits(
  trx: Transaction<DB>,
  businessId: number,
  records: [entity: string, ids: number[]][],
  masks: string[],
) {
  if (!masks.length) return;
  for (const [entity, ids] of records)
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await trx
        .selectFrom("audits")
        .select(["id", "changes"])
        .where("business_id", "=", businessId)
        .where("entity", "=", entity)
        .where("entity_id", "in", ids.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) {
        const changes = maskedJson(row.changes, masks);
        if (changes !== undefined)
          await trx.updateTable("audits").set({ changes }).where("id", "=", row.id).execute();
      }
    }
}

/** `data LIKE %text%` for a text as the stored JSON spells it (LIKE's own characters escaped). */
const contains = (text: string) =>
  sql<boolean>`data like ${`%${asInJson(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/**
 * The texts masked in the business's notifications about the customer's orders and stays (`data.order_id`,
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
    .where((eb) => eb.or(masks.map((text) => contains(text))))
    .execute();
  for (const row of rows) {
    let about: { order_id?: unknown; reservation_id?: unknown };
    try {
      about = JSON.parse(row.data) as typeof about;
    } catch {
      continue;
    }
    if (!orders.has(Number(about.order_id)) && !stays.has(Number(about.reservation_id))) continue;
    const data = maskedJson(row.data, masks);
    if (data !== undefined)
      await trx.updateTable("notifications").set({ data }).where("id", "=", row.id).execute();
  }
}
