import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { localesColumns, validateLocales } from "../../db/locales";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { isInScope } from "../../shared/scope-checks";
import { assertFresh, assertWritten, nextUpdatedAt } from "../../shared/concurrency";
import { chaletValues, findChalet, saveChalet } from "./chalet";
import { businessCurrency } from "../invoices/issue";
import { discountPriceErrors, existingChildren, validateChildren, writeChildren } from "./children";
import { findItemRow, loadItem, type ItemOutput } from "./repository";
import type { ItemWriteInput } from "./schemas";

/** The next sort position at the end of a category. */
export async function nextItemSort(trx: Transaction<DB>, categoryId: number): Promise<number> {
  const row = await trx
    .selectFrom("items")
    .select((eb) => eb.fn.max<number | null>("sort").as("last"))
    .where("category_id", "=", categoryId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

async function businessType(trx: Transaction<DB>, businessId: number): Promise<string> {
  const row = await trx
    .selectFrom("businesses")
    .select("type")
    .where("id", "=", businessId)
    .executeTakeFirstOrThrow();
  return row.type;
}

/**
 * Creates (itemId null) or updates an item with its prices, addons, discounts and chalet details, in one
 * transaction with an audit row. A stale `updated_at` answers 409 and nothing is written.
 */
export async function saveItem(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  itemId: number | null,
  body: ItemWriteInput,
): Promise<ItemOutput> {
  const stored = itemId === null ? undefined : await findItemRow(trx, businessId, itemId);
  if (itemId !== null && !stored) throw notFound();
  if (stored) assertFresh(stored.updated_at, body.updated_at);

  const errors: FieldErrors = body.locales || !stored ? validateLocales(body.locales) : {};
  if (
    body.category_id !== undefined &&
    !(await isInScope(trx, "categories", body.category_id, { businessId }))
  )
    errors.category_id = "catalog.categoryNotFound";
  const isChalet = (await businessType(trx, businessId)) === "chalet";
  const existing = stored
    ? await existingChildren(trx, stored.id)
    : { prices: [], addons: [], discounts: [] };
  Object.assign(errors, validateChildren(body, existing, isChalet));
  if (!Object.keys(errors).some((key) => key.startsWith("discounts.")))
    Object.assign(
      errors,
      await discountPriceErrors(trx, body, stored?.id ?? null, await businessCurrency(trx, businessId)),
    );
  const chaletInput = { ...(body.itemable ?? {}), units: body.itemable?.units ?? body.units };
  const storedChalet = isChalet && stored ? await findChalet(trx, stored.id) : undefined;
  const chalet = isChalet ? await chaletValues(trx, businessId, chaletInput, storedChalet) : undefined;
  if (chalet) Object.assign(errors, chalet.errors);
  if (Object.keys(errors).length) throw validationFailed(errors);

  const before = stored ? await loadItem(trx, stored.id) : undefined;
  const categoryId = body.category_id ?? stored!.category_id;
  const moved = !stored || categoryId !== stored.category_id;
  const updatedAt = nextUpdatedAt(stored?.updated_at);
  const columns = {
    ...(body.locales ? localesColumns(body.locales) : {}),
    ...(body.hide !== undefined ? { hide: body.hide ? 1 : 0 } : {}),
    ...(body.disable_ordering !== undefined ? { disable_ordering: body.disable_ordering ? 1 : 0 } : {}),
    category_id: categoryId,
    ...(moved ? { sort: await nextItemSort(trx, categoryId) } : {}),
    updated_at: updatedAt,
  };
  let id: number;
  if (stored) {
    id = stored.id;
    assertWritten(
      await trx
        .updateTable("items")
        .set(columns)
        .where("id", "=", id)
        .where("updated_at", "=", stored.updated_at)
        .executeTakeFirst(),
    );
  } else {
    const created = await trx
      .insertInto("items")
      .values({
        ...localesColumns(body.locales ?? []),
        ...columns,
        business_id: businessId,
        created_at: updatedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = created.id;
  }
  await writeChildren(trx, { id, business_id: businessId }, body, existing, isChalet);
  if (chalet) await saveChalet(trx, id, chalet.values, storedChalet);

  const after = (await loadItem(trx, id))!;
  await recordAudit(trx, request, {
    action: stored ? "update" : "create",
    entity: "item",
    entityId: id,
    businessId,
    before,
    after,
  });
  return after;
}
