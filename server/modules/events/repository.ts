import type { Kysely, Transaction } from "kysely";
import { parseLocales, searchLike } from "../../db/locales";
import { paginate, sortOf } from "../../db/pagination";
import type { DB, EventsTable } from "../../db/schema/index";
import type { Selectable } from "kysely";
import { notFound } from "../../errors";
import { toMediaBrief } from "../media/repository";

type Db = Kysely<DB> | Transaction<DB>;
export type EventRow = Selectable<EventsTable>;

async function mediaByEvent(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .selectFrom("media")
        .select(["id", "src", "thumb_src", "type", "slug", "sort", "mediable_id"])
        .where("mediable_type", "=", "Event")
        .where("mediable_id", "in", ids)
        .orderBy("sort")
        .orderBy("id")
        .execute()
    : [];
  const byEvent = new Map<number, ReturnType<typeof toMediaBrief>[]>();
  for (const row of rows) {
    const list = byEvent.get(row.mediable_id!) ?? [];
    list.push(toMediaBrief(row));
    byEvent.set(row.mediable_id!, list);
  }
  return byEvent;
}

const toEvent = (row: EventRow, media: ReturnType<typeof toMediaBrief>[]) => ({
  id: row.id,
  business_id: row.business_id,
  locales: parseLocales(row.locales),
  eventable_type: row.eventable_type,
  eventable_id: Number(row.eventable_id),
  start: row.start,
  end: row.end,
  media,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
export type EventOutput = ReturnType<typeof toEvent>;

export async function findEventRow(db: Db, id: number): Promise<EventRow> {
  const row = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One event with its media in order (pictures, videos and YouTube links). */
export async function eventOutput(db: Db, row: EventRow): Promise<EventOutput> {
  return toEvent(row, (await mediaByEvent(db, [row.id])).get(row.id) ?? []);
}

/** A page of events; from/to keep the events that overlap that period. Media of the page in one query. */
export async function listEvents(
  db: Db,
  businessIds: number[],
  params: {
    page?: number;
    per_page?: number;
    sort?: string;
    order?: string;
    q?: string;
    from?: string | null;
    to?: string | null;
  },
) {
  if (!businessIds.length)
    return {
      data: [],
      total: 0,
      total_capped: false,
      current_page: 1,
      per_page: params.per_page ?? 10,
      last_page: 1,
    };
  const { column, direction } = sortOf(
    params,
    ["id", "start", "end", "created_at", "updated_at", "search"],
    "start",
  );
  let query = db.selectFrom("events").selectAll().where("business_id", "in", businessIds);
  if (params.q?.trim()) query = query.where(searchLike("events.search", params.q.trim()));
  if (params.from) query = query.where("end", ">=", params.from);
  if (params.to) query = query.where("start", "<=", params.to);
  const page = await paginate(query.orderBy(column, direction).orderBy("id"), params);
  const media = await mediaByEvent(
    db,
    page.data.map((e) => e.id),
  );
  return { ...page, data: page.data.map((row) => toEvent(row, media.get(row.id) ?? [])) };
}
