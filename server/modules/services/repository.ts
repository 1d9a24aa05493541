import type { Kysely, Transaction } from "kysely";
import { parseLocales } from "../../db/locales";
import { paginate, sortOf, type ListResult } from "../../db/pagination";
import { searchLike } from "../../db/locales";
import type { DB } from "../../db/schema/index";
import { notFound } from "../../errors";
import { toMediaBrief } from "../media/repository";

type Db = Kysely<DB> | Transaction<DB>;

const serviceColumns = [
  "services.id",
  "services.business_id",
  "services.locales",
  "services.serviceable_type",
  "services.serviceable_id",
  "services.media_id",
  "services.created_at",
  "services.updated_at",
] as const;

const baseQuery = (db: Db) =>
  db
    .selectFrom("services")
    .leftJoin("media", "media.id", "services.media_id")
    .select(serviceColumns)
    .select([
      "media.src as media_src",
      "media.thumb_src as media_thumb_src",
      "media.type as media_type",
      "media.slug as media_slug",
      "media.sort as media_sort",
    ]);

type ServiceRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

const fields = (row: ServiceRow) => ({
  id: row.id,
  business_id: row.business_id,
  locales: parseLocales(row.locales),
  serviceable_type: row.serviceable_type,
  serviceable_id: row.serviceable_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** One service with its image. */
export const toService = (row: ServiceRow) => ({
  ...fields(row),
  media:
    row.media_id && row.media_src
      ? toMediaBrief({
          id: row.media_id,
          src: row.media_src,
          thumb_src: row.media_thumb_src,
          type: row.media_type ?? "",
          slug: row.media_slug,
          sort: row.media_sort ?? 0,
        })
      : null,
});

/** A service of a list, its image reduced to id and src (SPEC §7). */
const toListEntry = (row: ServiceRow) => ({
  ...fields(row),
  media: row.media_id && row.media_src ? { id: row.media_id, src: row.media_src } : null,
});

export async function findService(db: Db, id: number) {
  const row = await baseQuery(db).where("services.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function listServiceGroups(
  db: Db,
  businessIds: number[],
  params: {
    page?: number;
    per_page?: number;
    sort?: string;
    order?: string;
    q?: string;
    serviceable_type?: string;
  },
) {
  const empty = {
    data: [],
    total: 0,
    total_capped: false,
    current_page: params.page ?? 1,
    per_page: params.per_page ?? 10,
    last_page: 1,
  };
  if (!businessIds.length) return empty;
  const { column, direction } = sortOf(params, ["id", "created_at", "updated_at", "search"], "id");
  let query = baseQuery(db).where("services.business_id", "in", businessIds);
  if (params.q?.trim()) query = query.where(searchLike("services.search", params.q.trim()));
  if (params.serviceable_type) query = query.where("services.serviceable_type", "=", params.serviceable_type);
  const page: ListResult<ServiceRow> = await paginate(
    query
      .orderBy("services.serviceable_type")
      .orderBy(`services.${column}`, direction)
      .orderBy("services.id"),
    params,
  );
  const groups: { serviceable_type: string; services: ReturnType<typeof toListEntry>[] }[] = [];
  for (const row of page.data) {
    const last = groups[groups.length - 1];
    if (last?.serviceable_type === row.serviceable_type) last.services.push(toListEntry(row));
    else groups.push({ serviceable_type: row.serviceable_type, services: [toListEntry(row)] });
  }
  return { ...page, data: groups };
}
