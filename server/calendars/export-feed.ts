import { randomBytes } from "node:crypto";
import ical from "ical-generator";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";
import { translate } from "../i18n";
import { businessTime } from "../modules/config/business-config";
import { CALENDAR_TOKEN_BYTES } from "../../src/domain/constants";
import { addDays, localDateOf } from "../../src/domain/zoned-time";

// A unit's export feed (issue 51): what Airbnb, Booking.com or Google Calendar subscribe to at the unit's private
// address. Each stay here (not canceled) and each night an imported calendar blocks is one all-day event from its
// first night to its departure day in the business's time zone, the way the channels write a stay. Nothing of the
// guest is in it: every stay reads "Booked", every block "Blocked".

type Db = Kysely<DB> | Transaction<DB>;

export const newCalendarToken = () => randomBytes(CALENDAR_TOKEN_BYTES).toString("base64url");

/** Stays and blocks that ended more than this long ago are left out (the channels only look ahead). */
const PAST_DAYS = 30;

const utcDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

export async function unitFeedText(db: Db, unit: { business_id: number; item_id: number; unit: number }) {
  const time = await businessTime(db, unit.business_id);
  const since = new Date(Date.now() - PAST_DAYS * 86_400_000).toISOString();
  const [stays, blocks, item] = await Promise.all([
    db
      .selectFrom("reservations")
      .select(["id", "from", "to"])
      .where("item_id", "=", unit.item_id)
      .where("unit", "=", unit.unit)
      .where("status", "!=", "canceled")
      .where("to", ">", since)
      .orderBy("from")
      .execute(),
    db
      .selectFrom("calendar_blocks")
      .select(["id", "from", "to"])
      .where("item_id", "=", unit.item_id)
      .where("unit", "=", unit.unit)
      .where("to", ">", since)
      .orderBy("from")
      .execute(),
    db.selectFrom("items").select("updated_at").where("id", "=", unit.item_id).executeTakeFirst(),
  ]);
  const calendar = ical({
    prodId: { company: "menu-dashboard", product: "calendars", language: "EN" },
    name: `Unit ${unit.unit}`,
    ttl: 15 * 60,
  });
  const stamp = new Date(item?.updated_at ?? Date.now());
  const add = (id: string, period: { from: string; to: string }, summary: string) => {
    const first = localDateOf(period.from, time.timeZone);
    let end = localDateOf(period.to, time.timeZone);
    if (end <= first) end = addDays(first, 1);
    calendar.createEvent({ id, start: utcDay(first), end: utcDay(end), allDay: true, summary, stamp });
  };
  const booked = translate("en", "calendars.event.booked");
  const blocked = translate("en", "calendars.event.blocked");
  for (const stay of stays) add(`stay-${stay.id}@menu-dashboard`, stay, booked);
  for (const block of blocks) add(`block-${block.id}@menu-dashboard`, block, blocked);
  return calendar.toString();
}
