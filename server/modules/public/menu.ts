import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { loadMenuEditor, type EditorCategory } from "../menus/editor";
import { menuStamp, type MenuStamp } from "../menus/versions";
import {
  BodyCache,
  compressBody,
  etagOf,
  matchesEtag,
  pickEncoding,
  type ReadyBody,
} from "../menus/payload-cache";
import { notFound } from "../../errors";
import type { ItemOutput } from "../items/repository";
import { localDateOf } from "../../../src/domain/zoned-time";
import { PUBLIC_MENU_FRESH_MS, PUBLIC_MENU_KEPT_SLUGS } from "../../../src/domain/constants";
import { holidaysOn } from "../../shared/holidays";
import { placeOfSlug, type PublicPlace } from "./place";
import type { PublicCategory } from "./schemas";

// The public menu of a branch (its business's menu) from a ready compressed body, like the dashboard's menu
// (menus/ready-menu.ts), with a strong ETag and 304. What customers see also depends on the day (holiday prices)
// and the hour (discounts start and end at any time), so the body's key adds the local date and the discounts in
// effect now; every catalog write (an item sold out, hidden, repriced) bumps the menu version (plugins/audit.ts).

/** Raised when the body changes shape, so clients holding a tag of the old shape load the new one. */
const FORMAT = "public-menu-1";
const budget = () =>
  (Number(process.env.MENU_CACHE_MB) > 0 ? Number(process.env.MENU_CACHE_MB) : 64) * 1024 * 1024;

type Db = Kysely<DB>;

/** The business's menu customers order from: its first "normal" menu, else its first. */
export async function menuOfBusiness(db: Db, businessId: number): Promise<number> {
  const menus = await db
    .selectFrom("menus")
    .select(["id", "type"])
    .where("business_id", "=", businessId)
    .orderBy("id")
    .execute();
  const menu = menus.find((m) => m.type === "normal") ?? menus[0];
  if (!menu) throw notFound();
  return menu.id;
}

/** The ids of the business's discounts in effect at `now`: part of the body's key. */
async function discountsInEffect(db: Db, businessId: number, now: string): Promise<string> {
  const rows = await db
    .selectFrom("discounts")
    .select("id")
    .where("business_id", "=", businessId)
    .where("from", "<=", now)
    .where("to", ">=", now)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id).join(",");
}

/** One item as customers see it: the discount and holiday price in effect, the pictures, no staff-only fields. */
function publicItem(item: ItemOutput, now: string, holidays: Set<number>) {
  const discount = item.discounts.find((d) => d.from <= now && d.to >= now);
  const holiday = item.holidays.find((h) => holidays.has(h.id));
  return {
    id: item.id,
    category_id: item.category_id,
    locales: item.locales,
    sort: item.sort,
    disable_ordering: item.disable_ordering,
    sold_out: item.sold_out,
    pictures: item.media.map((m) => ({ id: m.id, src: m.src, thumb_src: m.thumb_src, type: m.type })),
    prices: item.prices.map((p) => ({ id: p.id, locales: p.locales, price: p.price })),
    addons: item.addons.map((a) => ({ id: a.id, locales: a.locales, price: a.price })),
    discount: discount
      ? { type: discount.type, amount: discount.amount, locales: discount.locales, to: discount.to }
      : null,
    holiday_price: holiday ? holiday.price : null,
  };
}

/** Categories in order with their visible items; hidden items never leave the server. */
function publicCategory(category: EditorCategory, now: string, holidays: Set<number>): PublicCategory {
  return {
    id: category.id,
    parent_id: category.parent_id,
    locales: category.locales,
    picture: category.media?.src ?? null,
    sort: category.sort,
    items: category.items.filter((item) => !item.hide).map((item) => publicItem(item, now, holidays)),
    children: category.children_nested.map((c) => publicCategory(c, now, holidays)),
  };
}

async function buildMenu(db: Db, place: PublicPlace, menuId: number, date: string, now: string) {
  const [menu, holidays] = await Promise.all([
    loadMenuEditor(db, menuId),
    holidaysOn(db, place.businessId, date).then((ids) => new Set(ids)),
  ]);
  if (!menu) throw notFound();
  return {
    currency: place.currency,
    date,
    categories: menu.categories.map((c) => publicCategory(c, now, holidays)),
  };
}

const tagOf = (menuId: number, stamp: MenuStamp, date: string, discounts: string) =>
  createHash("sha256")
    .update(`${FORMAT}|${menuId}|${stamp.createdAt}|${stamp.version}|${date}|${discounts}`)
    .digest("base64url")
    .slice(0, 22);

/** What a branch's address resolved to, and when: kept while nothing is written (PUBLIC_MENU_FRESH_MS at most). */
interface Resolved {
  place: PublicPlace;
  menuId: number;
  tag: string;
  date: string;
  now: string;
  epoch: number;
  at: number;
}

export function readyPublicMenus(app: FastifyInstance) {
  // One cache per app instance (tests build several apps over different databases in one process).
  const cache = new BodyCache(budget());
  // A menu request asked five statements before its ready body (the branch, the business's time zone, its menu,
  // the menu's version, the discounts in effect): at 2,000 items the route served two thirds of a bare route's
  // rate. They are kept per address while this process wrote nothing (db/write-epoch.ts) and for a second at most,
  // which bounds what another instance wrote or the clock moved (a discount starting, midnight).
  const resolved = new Map<string, Resolved>();

  async function resolve(slug: string): Promise<Resolved> {
    const kept = resolved.get(slug);
    if (kept && kept.epoch === app.writes.value && Date.now() - kept.at < PUBLIC_MENU_FRESH_MS) return kept;
    if (kept) resolved.delete(slug);
    const epoch = app.writes.value;
    const at = Date.now();
    const place = await placeOfSlug(app.db, slug);
    const menuId = await menuOfBusiness(app.db, place.businessId);
    const now = new Date(at).toISOString();
    const date = localDateOf(now, place.timeZone);
    const [stamp, discounts] = await Promise.all([
      menuStamp(app.db, menuId),
      discountsInEffect(app.db, place.businessId, now),
    ]);
    if (!stamp) throw notFound();
    const fresh = { place, menuId, tag: tagOf(menuId, stamp, date, discounts), date, now, epoch, at };
    // A write while it was read may or may not be in it: then it serves this request only.
    if (app.writes.value === epoch) {
      resolved.set(slug, fresh);
      if (resolved.size > PUBLIC_MENU_KEPT_SLUGS) resolved.delete(resolved.keys().next().value as string);
    }
    return fresh;
  }

  return async function sendPublicMenu(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const { place, menuId, tag, date, now } = await resolve(slug);
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply.header("vary", "Accept-Encoding").header("cache-control", "public, no-cache");
    if (matchesEtag(request.headers["if-none-match"], tag))
      return reply.code(304).header("etag", etagOf(tag, encoding)).send();
    const build = async (): Promise<ReadyBody> => {
      // One snapshot, as the dashboard's menu: a body never mixes rows from before and after a write.
      const begin = app.db.transaction();
      const trx = app.dialect === "postgres" ? begin.setIsolationLevel("repeatable read") : begin;
      const menu = await trx.execute((db) => buildMenu(db, place, menuId, date, now));
      return compressBody(tag, reply.serializeInput({ data: menu }, "200") as string);
    };
    const body = await cache.get(tag, build);
    reply
      .header("etag", etagOf(body.tag, encoding))
      .header("content-type", "application/json; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body[encoding]);
  };
}
