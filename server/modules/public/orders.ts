import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { groupedBatch, type Batch, type Settled } from "../../db/grouped-transactions";
import { inChunks } from "../../db/in-chunks";
import { parseLocales } from "../../db/locales";
import { validationFailed, type FieldErrors } from "../../errors";
import { pickLocale } from "../../i18n";
import { publishToBranch } from "../../shared/announce";
import { catalogLine } from "../orders/catalog-lines";
import { draftOrder, type OrderDraft } from "../orders/service";
import { writeOrders } from "../orders/write-orders";
import { refuseBlockedCustomer } from "../customers/blocked";
import { findOrder, orderDetailOf, type OrderRow } from "../orders/repository";
import type { OrderCreateInput } from "../orders/schemas";
import { fromFils } from "../../../src/domain/money";
import { normalizePhone } from "../../../src/domain/phone";
import { IDEMPOTENCY_KEY_MAX_LENGTH, type Locale } from "../../../src/domain/constants";
import type { OrderContext } from "./order-context";
import { idempotencyKeyOf as readIdempotencyKey } from "../../http/idempotency-key";
import { checkPublicLines } from "./order-checks";
import { enabledOrderTypes, enabledPaymentMethods, orderingDisabled, type PublicPlace } from "./place";
import type { PublicOrderInput } from "./schemas";
import { newPublicToken, tableName, tableOfToken } from "./table-tokens";

// POST an order at a branch from a customer's app. It is checked against what the branch offers now (its order
// types, payment methods, switches and hours) and against the visible menu, then made by the same createOrder as a
// staff order (its lines, totals, status history, audit, notifications), with a tracking token and, under an
// Idempotency-Key, a record of the key: all in one transaction, so nothing is half-written.

type Db = Kysely<DB> | Transaction<DB>;

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

/** The header's key: 1 to 100 visible ASCII characters, or 422 (read as every create route reads it). */
export const idempotencyKeyOf = (request: FastifyRequest) =>
  readIdempotencyKey(request, "public.idempotencyKeyInvalid");

const hashOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("base64url");

async function orderOfKey(db: Db, branchId: number, key: string, hash: string) {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["order_id", "request_hash"])
    .where("branch_id", "=", branchId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw validationFailed({ "idempotency-key": "public.idempotencyKeyReused" });
  return row.order_id;
}

/**
 * Whether the request retries an order already made under its Idempotency-Key (same branch, same body): the rate
 * limits let it through uncounted, so a customer whose network dropped the answer gets their order, not a 429.
 */
export async function isReplay(db: Kysely<DB>, request: FastifyRequest, slug: string): Promise<boolean> {
  const header = request.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return false;
  const row = await db
    .selectFrom("idempotency_keys")
    .innerJoin("branches", "branches.id", "idempotency_keys.branch_id")
    .select("idempotency_keys.request_hash")
    .where("branches.slug", "=", slug)
    .where("idempotency_keys.key", "=", key)
    .executeTakeFirst();
  return row?.request_hash === hashOf({ slug, body: request.body });
}

/** The refusals that need no transaction: what the branch offers and who the customer is. */
function checkOffer(context: OrderContext, body: PublicOrderInput) {
  const { place, settings } = context;
  const errors: FieldErrors = {};
  if (!enabledOrderTypes(place, settings).includes(body.type)) errors.type = "public.orderTypeNotEnabled";
  if (!enabledPaymentMethods(settings).includes(body.payment_method ?? "cash"))
    errors.payment_method = "public.paymentMethodNotEnabled";
  if (!body.customer.name.trim()) errors["customer.name"] = "public.nameRequired";
  if (!body.customer.phone.trim()) errors["customer.phone"] = "public.phoneRequired";
  else if (!normalizePhone(body.customer.phone)) errors["customer.phone"] = "validation.phone";
  if (body.type === "delivery" && !body.customer.address?.trim())
    errors["customer.address"] = "validation.required";
  if (body.type === "dine_in" && !body.table_token) errors.table_token = "public.tableTokenRequired";
  if (Object.keys(errors).length) throw validationFailed(errors);
  // Closed is said last: a customer fixing a form should not be told twice to come back later.
  const state = orderingDisabled(settings) ? "paused" : context.ordering.state;
  if (state !== "open") throw validationFailed({ branch: `public.closed.${state}` });
}

/** Line notes have no column of their own: they join the order's notes, one line per item ("2 × #14: no onions"). */
function notesOf(body: PublicOrderInput): string {
  const lineNotes = body.lines
    .map((line) => (line.note?.trim() ? `${line.quantity} × #${line.item_id}: ${line.note.trim()}` : ""))
    .filter(Boolean);
  return [body.notes?.trim() ?? "", ...lineNotes].filter(Boolean).join("\n").slice(0, 2000);
}

export interface PlacedOrder {
  id: number;
  number: number;
  tracking_token: string;
  status: string;
  total: number;
  currency: string;
  table: string | null;
  replayed: boolean;
}

function answerOf(
  row: OrderRow,
  table: { locales: ReturnType<typeof parseLocales> } | undefined,
  locale: Locale,
  replayed: boolean,
): PlacedOrder {
  return {
    id: row.id,
    number: row.number,
    tracking_token: row.tracking_token ?? "",
    status: row.status,
    total: fromFils(row.total),
    currency: row.currency,
    table: table ? tableName(table.locales, locale) : null,
    replayed,
  };
}

/** The answer to a retried submit: the first order, as it is now. */
async function answerOfEarlier(db: Db, place: PublicPlace, orderId: number, locale: Locale) {
  const row = (await findOrder(db, place.branchId, orderId))!;
  const table = row.table_id
    ? await db.selectFrom("tables").select("locales").where("id", "=", row.table_id).executeTakeFirst()
    : undefined;
  return answerOf(row, table && { locales: parseLocales(table.locales) }, locale, true);
}

/** An order checked and priced before the transaction, with what its answer and its key need. */
interface Pending {
  draft: OrderDraft;
  key?: string;
  hash: string;
  table?: { id: number; locales: ReturnType<typeof parseLocales> };
  locale: Locale;
}

/** Made now: the order's answer and its row as written. Made before, under the same key: its id. */
type Made = { placed: PlacedOrder; detail: ReturnType<typeof orderDetailOf> } | { earlier: number };

/**
 * The customers' orders of one moment, written together (db/grouped-transactions.ts): their keys looked up at
 * once, the orders by one writeOrders, the keys in one statement. A key already written, or given twice in the
 * same moment, answers with its first order (or 422 when the body differs), as a retry that came later would.
 */
const publicOrders: Batch<Pending, Made> = {
  async writeAll(trx, inputs) {
    const keys = [...new Set(inputs.flatMap((input) => (input.key ? [input.key] : [])))];
    const stored = keys.length
      ? await trx
          .selectFrom("idempotency_keys")
          .select(["branch_id", "key", "request_hash", "order_id"])
          .where("key", "in", keys)
          .execute()
      : [];
    const keyOf = (branchId: number, key: string) => `${branchId}:${key}`;
    const earlier = new Map(stored.map((row) => [keyOf(row.branch_id, row.key), row]));
    const outcomes: (Settled<Made> | { sameAs: number; hash: string })[] = [];
    const firstOfKey = new Map<string, number>();
    const toWrite: number[] = [];
    inputs.forEach((input, i) => {
      const name = input.key && keyOf(input.draft.target.branchId, input.key);
      const before = name ? earlier.get(name) : undefined;
      if (before)
        outcomes[i] =
          before.request_hash === input.hash
            ? { ok: true, value: { earlier: before.order_id } }
            : { ok: false, error: validationFailed({ "idempotency-key": "public.idempotencyKeyReused" }) };
      else if (name && firstOfKey.has(name))
        outcomes[i] = { sameAs: firstOfKey.get(name)!, hash: input.hash };
      else {
        if (name) firstOfKey.set(name, i);
        toWrite.push(i);
      }
    });
    const created = await writeOrders(
      trx,
      toWrite.map((i) => inputs[i].draft),
    );
    toWrite.forEach((i, n) => {
      const { row, lines, history } = created[n];
      const input = inputs[i];
      const onTable = row.table_id ? input.table : undefined;
      // A customer's order names no member in its history, and is not invoiced until accepted or paid.
      const detail = orderDetailOf(
        row,
        lines,
        history.map((h) => ({ ...h, user_name: null })),
        null,
      );
      outcomes[i] = { ok: true, value: { placed: answerOf(row, onTable, input.locale, false), detail } };
    });
    const keyRows = toWrite.flatMap((i, n) => {
      const { key, hash, draft } = inputs[i];
      if (!key) return [];
      const { businessId, branchId } = draft.target;
      return [
        {
          business_id: businessId,
          branch_id: branchId,
          key,
          request_hash: hash,
          order_id: created[n].id,
          created_at: nowIso(),
        },
      ];
    });
    await inChunks(keyRows, 6, (chunk) => trx.insertInto("idempotency_keys").values(chunk).execute());
    return outcomes.map((outcome) => {
      if (!("sameAs" in outcome)) return outcome;
      const first = inputs[outcome.sameAs];
      const firstMade = outcomes[outcome.sameAs] as Settled<Made>;
      if (first.hash !== outcome.hash)
        return { ok: false, error: validationFailed({ "idempotency-key": "public.idempotencyKeyReused" }) };
      return firstMade.ok && "placed" in firstMade.value
        ? { ok: true, value: { earlier: firstMade.value.placed.id } }
        : firstMade;
    });
  },
};

export async function placePublicOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  context: OrderContext,
  body: PublicOrderInput,
): Promise<PlacedOrder> {
  const { place, readers } = context;
  const locale = pickLocale(request.headers);
  const key = idempotencyKeyOf(request);
  const hash = hashOf({ slug: place.slug, body });
  const earlier = key ? await orderOfKey(app.db, place.branchId, key, hash) : undefined;
  if (earlier) return answerOfEarlier(app.db, place, earlier, locale);
  checkOffer(context, body);
  // A customer the business blocked is refused before anything is priced (issue 50).
  await refuseBlockedCustomer(app.db, request, {
    businessId: place.businessId,
    branchId: place.branchId,
    phone: body.customer.phone,
    attempt: "order",
  });
  // Everything is read and checked before the transaction: on SQLite its reads would hold the one writer, and every
  // other request with it; on PostgreSQL the business's figures lock. The order is priced at what was read here, a
  // moment before it is written; a table's token rotated in that moment still seats this one order.
  const items = await context.catalog(body.lines.map((line) => line.item_id));
  const pricing = {
    catalog: body.lines.map((line) => catalogLine(items, line)),
    settings: context.orderSettings,
  };
  const errors = checkPublicLines(pricing, place, body, locale);
  const table = body.table_token ? await tableOfToken(app.db, place.branchId, body.table_token) : undefined;
  if (body.table_token && !table) errors.table_token = "public.tableTokenInvalid";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const input: OrderCreateInput = {
    type: body.type,
    table_id: body.type === "dine_in" ? (table?.id ?? null) : null,
    customer: { name: body.customer.name, phone: body.customer.phone, address: body.customer.address },
    notes: notesOf(body),
    payment_method: body.payment_method ?? "cash",
    payment_state: "not_paid",
    lines: body.lines.map((l) => ({
      item_id: l.item_id,
      quantity: l.quantity,
      price_id: l.price_id,
      addon_ids: l.addon_ids,
    })),
  };
  const draft = await draftOrder(app.db, request, place, input, {
    pricing,
    readers,
    trackingToken: newPublicToken(),
  });

  let made: Made;
  try {
    // Written with the orders placed at the same moment: one commit and one statement per table for a rush.
    made = await groupedBatch(app.db, publicOrders, { draft, key, hash, table, locale }, place.businessId);
  } catch (error) {
    // Two submits of one key at once on two servers: the second waits on the key's unique index, then finds the first.
    const winner =
      key && isUniqueViolation(error) ? await orderOfKey(app.db, place.branchId, key, hash) : undefined;
    if (!winner) throw error;
    made = { earlier: winner };
  }
  if ("earlier" in made) return answerOfEarlier(app.db, place, made.earlier, locale);
  // After the commit, as a staff order: the dashboards ring (DESIGN §8), told of the order as it was written.
  await publishToBranch(app, place.businessId, place.branchId, "new-order", made.detail);
  return made.placed;
}
