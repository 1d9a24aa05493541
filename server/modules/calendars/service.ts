import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import { CALENDAR_FEEDS_PER_UNIT_MAX } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import type { DB } from "../../db/schema/index";
import { HttpError, notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { checkOutboundUrl } from "../../shared/outbound-address";
import { newCalendarToken } from "../../calendars/export-feed";
import { findListing } from "../reservations/stay";
import type { FeedCreateInput, FeedUpdateInput } from "./schemas";

// Calendar sync of one unit (issue 51, docs/calendar-sync.md): its private export address and its imported feeds.
// Every write is audited in the transaction that makes it; an imported feed's address goes through the same
// outbound address guard as webhooks (server/shared/outbound-address.ts).

type Db = Kysely<DB> | Transaction<DB>;

export interface UnitRef {
  businessId: number;
  itemId: number;
  unit: number;
}

/** The unit must be one of a chalet listing of the business: 404 otherwise (never saying whose it is). */
export async function assertUnit(db: Db, ref: UnitRef) {
  const listing = await findListing(db, ref.businessId, ref.itemId);
  if (!listing || ref.unit > listing.units) throw notFound();
}

const findFeed = (db: Db, ref: UnitRef, id: number) =>
  db
    .selectFrom("calendar_feeds")
    .selectAll()
    .where("business_id", "=", ref.businessId)
    .where("item_id", "=", ref.itemId)
    .where("unit", "=", ref.unit)
    .where("id", "=", id)
    .executeTakeFirst();

type FeedRow = Awaited<ReturnType<typeof findFeed>> & object;

export const feedOut = ({ locked_until: _, business_id: __, ...row }: FeedRow) => row;

const audited = (row: FeedRow) => ({
  item_id: row.item_id,
  unit: row.unit,
  name: row.name,
  source: row.source,
  url: row.url,
});

export async function readFeed(db: Db, ref: UnitRef, id: number) {
  const row = await findFeed(db, ref, id);
  if (!row) throw new HttpError(404, "calendars.feedNotFound");
  return feedOut(row);
}

/** The unit's export token, made on first use (reading the unit's calendar sync makes it). */
async function exportToken(db: Kysely<DB>, ref: UnitRef): Promise<string> {
  const find = () =>
    db
      .selectFrom("calendar_exports")
      .select("token")
      .where("item_id", "=", ref.itemId)
      .where("unit", "=", ref.unit)
      .executeTakeFirst();
  const found = await find();
  if (found) return found.token;
  const now = nowIso();
  await db
    .insertInto("calendar_exports")
    .values({
      business_id: ref.businessId,
      item_id: ref.itemId,
      unit: ref.unit,
      token: newCalendarToken(),
      created_at: now,
      updated_at: now,
    })
    // Two first reads at once: the second keeps the first's token.
    .onConflict((oc) => oc.columns(["item_id", "unit"]).doNothing())
    .execute();
  return (await find())!.token;
}

export const exportPath = (token: string) => `/api/public/calendars/${token}.ics`;

export async function calendarSyncOf(db: Kysely<DB>, ref: UnitRef) {
  await assertUnit(db, ref);
  const feeds = await db
    .selectFrom("calendar_feeds")
    .selectAll()
    .where("business_id", "=", ref.businessId)
    .where("item_id", "=", ref.itemId)
    .where("unit", "=", ref.unit)
    .orderBy("id")
    .execute();
  return {
    item_id: ref.itemId,
    unit: ref.unit,
    export_path: exportPath(await exportToken(db, ref)),
    feeds: feeds.map(feedOut),
  };
}

/** A new export token: the old address answers 404 from now on. */
export async function rotateExport(request: FastifyRequest, ref: UnitRef) {
  const db = request.server.db;
  await assertUnit(db, ref);
  const before = await exportToken(db, ref);
  await db.transaction().execute(async (trx) => {
    const token = newCalendarToken();
    await trx
      .updateTable("calendar_exports")
      .set({ token, updated_at: nowIso() })
      .where("item_id", "=", ref.itemId)
      .where("unit", "=", ref.unit)
      .execute();
    // The audit tells that it changed, not the address: an old token's tail is enough to tell them apart.
    await recordAudit(trx, request, {
      action: "rotate_token",
      entity: "calendar_export",
      entityId: ref.itemId,
      businessId: ref.businessId,
      before: { unit: ref.unit, token: `…${before.slice(-4)}` },
      after: { unit: ref.unit, token: `…${token.slice(-4)}` },
    });
  });
  return calendarSyncOf(db, ref);
}

async function assertUrl(request: FastifyRequest, url: string) {
  const refused = await checkOutboundUrl(url, request.server.config.calendarsAllowPrivate);
  if (refused) throw validationFailed({ url: `calendars.url.${refused}` });
}

export async function createFeed(request: FastifyRequest, ref: UnitRef, input: FeedCreateInput) {
  const db = request.server.db;
  await assertUnit(db, ref);
  await assertUrl(request, input.url);
  const id = await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom("calendar_feeds")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("item_id", "=", ref.itemId)
      .where("unit", "=", ref.unit)
      .executeTakeFirstOrThrow();
    if (Number(n) >= CALENDAR_FEEDS_PER_UNIT_MAX)
      throw new HttpError(422, "calendars.tooMany", { max: CALENDAR_FEEDS_PER_UNIT_MAX });
    const now = nowIso();
    const row = await trx
      .insertInto("calendar_feeds")
      .values({
        business_id: ref.businessId,
        item_id: ref.itemId,
        unit: ref.unit,
        name: input.name.trim() || input.source,
        source: input.source,
        url: input.url.trim(),
        // Due at once: the background job fetches it on its next round.
        next_sync_at: now,
        locked_until: null,
        last_success_at: null,
        last_error: null,
        last_error_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, request, {
      action: "create",
      entity: "calendar_feed",
      entityId: row.id,
      businessId: ref.businessId,
      after: audited(row),
    });
    return row.id;
  });
  return readFeed(db, ref, id);
}

export async function updateFeed(request: FastifyRequest, ref: UnitRef, id: number, input: FeedUpdateInput) {
  const db = request.server.db;
  if (!(await findFeed(db, ref, id))) throw new HttpError(404, "calendars.feedNotFound");
  if (input.url !== undefined) await assertUrl(request, input.url);
  await db.transaction().execute(async (trx) => {
    const before = await findFeed(trx, ref, id);
    if (!before) throw new HttpError(404, "calendars.feedNotFound");
    const url = input.url?.trim();
    const after = await trx
      .updateTable("calendar_feeds")
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() || before.name } : {}),
        ...(input.source !== undefined ? { source: input.source } : {}),
        // A new address is fetched at once.
        ...(url !== undefined && url !== before.url ? { url, next_sync_at: nowIso() } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, request, {
      action: "update",
      entity: "calendar_feed",
      entityId: id,
      businessId: ref.businessId,
      before: audited(before),
      after: audited(after),
    });
  });
  return readFeed(db, ref, id);
}

/** Removes a feed and the nights it blocked (they go with it). */
export async function deleteFeed(request: FastifyRequest, ref: UnitRef, id: number) {
  await request.server.db.transaction().execute(async (trx) => {
    const before = await findFeed(trx, ref, id);
    if (!before) throw new HttpError(404, "calendars.feedNotFound");
    await trx.deleteFrom("calendar_blocks").where("feed_id", "=", id).execute();
    await trx.deleteFrom("calendar_feeds").where("id", "=", id).execute();
    await recordAudit(trx, request, {
      action: "delete",
      entity: "calendar_feed",
      entityId: id,
      businessId: ref.businessId,
      before: audited(before),
    });
  });
}

/** "Sync now": fetches the feed at once (409 while another run holds it) and answers its new status. */
export async function syncFeed(request: FastifyRequest, ref: UnitRef, id: number) {
  const app = request.server;
  const before = await findFeed(app.db, ref, id);
  if (!before) throw new HttpError(404, "calendars.feedNotFound");
  if (!(await app.calendars.syncNow(id))) throw new HttpError(409, "calendars.syncBusy");
  const after = await readFeed(app.db, ref, id);
  await recordAudit(app.db, request, {
    action: "sync",
    entity: "calendar_feed",
    entityId: id,
    businessId: ref.businessId,
    before: { event_count: before.event_count, last_error: before.last_error },
    after: { event_count: after.event_count, last_error: after.last_error },
  });
  return after;
}
