import type { Transaction } from "kysely";
import type { DB } from "../schema/index";
import type { DemoBusiness, DemoIds } from "./foundation";
import { translate } from "../../i18n";
import { bilingual } from "../../shared/announce";
import { formatMoney, fromFils } from "../../../src/domain/money";

// Demo activity: about thirty audits over the last month and read/unread notifications for the owner and staff.

const DAY = 86_400_000;
// At a fixed hour of a past day, but never after the demo's "now" (a day-0 row at 10:00 seeded at 08:00).
const isoDaysAgo = (now: number, days: number, hour = 10) => {
  const d = new Date(now - days * DAY);
  d.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return new Date(Math.min(d.getTime(), now - 60_000)).toISOString();
};
const dateIn = (now: number, days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);

export async function seedAudits(trx: Transaction<DB>, ids: DemoIds, staffIds: Record<string, number>) {
  const { owner, staff } = ids.users;
  const sara = staffIds["sara@example.com"];
  const abdullah = staffIds["abdullah@example.com"];
  const r = ids.restaurant;
  const c = ids.chalet;
  // [days ago, user, business, branch, action, entity, entity id, changes]
  const rows: [number, number, DemoBusiness, number | null, string, string, number | null, object][] = [
    [29, owner, r, null, "create", "user", sara, { after: { name: "Sara Al-Rashidi", role: "staff" } }],
    [
      29,
      owner,
      r,
      r.branchIds[0],
      "set",
      "permissions",
      sara,
      { permissions: [[], ["users.read", "settings.update"]] },
    ],
    [
      28,
      owner,
      r,
      null,
      "set",
      "business_settings",
      r.businessId,
      { PrimaryColor: ["#BB3CBF", "#BB3CBF"], GeneralDiscount: [0, 10] },
    ],
    [27, owner, r, null, "set", "business_config", r.businessId, { timezone: ["UTC", "Asia/Kuwait"] }],
    [26, owner, c, null, "set", "business_config", c.businessId, { check_out_at: ["14:00", "12:00"] }],
    [25, sara, r, null, "update", "item", null, { hide: [false, true] }],
    [24, staff, r, r.branchIds[0], "status", "order", null, { status: ["pending", "accepted"] }],
    [23, staff, r, r.branchIds[0], "status", "order", null, { status: ["accepted", "ready"] }],
    [22, owner, r, null, "create", "category", null, { after: { name: "Grills" } }],
    [21, owner, c, null, "create", "holiday", null, { after: { name: "National Day" } }],
    [20, abdullah, c, c.branchIds[0], "create", "reservation", null, { after: { status: "pending" } }],
    [19, abdullah, c, c.branchIds[0], "status", "reservation", null, { status: ["pending", "completed"] }],
    [
      18,
      owner,
      c,
      c.branchIds[0],
      "set",
      "mobile_settings",
      c.branchIds[0],
      { EnableReservationTill: [null, dateIn(ids.now, 60)] },
    ],
    [17, sara, r, r.branchIds[0], "set", "branch_settings", r.branchIds[0], { Delivery: [false, true] }],
    [16, owner, r, null, "update", "menu", r.menuIds[0], { locales: ["Menu", "Main Menu"] }],
    [15, staff, r, r.branchIds[0], "status", "order", null, { status: ["ready", "delivered"] }],
    [14, owner, r, r.branchIds[1], "set", "tablet_settings", r.branchIds[1], { PassKey: ["0000", "1357"] }],
    [13, owner, c, null, "update", "item", null, { units: [1, 2] }],
    [12, abdullah, c, c.branchIds[0], "update", "reservation", null, { to: ["2026-02-26", "2026-02-27"] }],
    [11, sara, r, null, "create", "item", null, { after: { name: "Chicken Machboos" } }],
    [10, owner, r, null, "update", "business", r.businessId, { currency: ["KWD", "KWD"] }],
    [9, staff, r, r.branchIds[0], "status", "order", null, { status: ["pending", "rejected"] }],
    [
      8,
      owner,
      c,
      null,
      "set",
      "business_settings",
      c.businessId,
      { PaymentStatusColors: [null, { Paid: "#2E7D32" }] },
    ],
    [
      7,
      owner,
      r,
      r.branchIds[1],
      "set",
      "permissions",
      staffIds["hamad@example.com"],
      { permissions: [["orders.read"], ["orders.read", "orders.update"]] },
    ],
    [6, sara, r, null, "update", "user", staff, { phone: ["+96550000020", "+96550000002"] }],
    [5, owner, c, null, "delete", "discount", null, { before: { amount: 5 } }],
    [4, abdullah, c, c.branchIds[0], "create", "invoice", null, { after: { total: 120 } }],
    [3, owner, r, null, "sort", "category", null, { sortedIds: [3, 1, 2] }],
    [2, staff, r, r.branchIds[0], "status", "order", null, { status: ["pending", "accepted"] }],
    [1, owner, r, null, "update", "profile", owner, { phone: ["+96550000009", "+96550000001"] }],
  ];
  await trx
    .insertInto("audits")
    .values(
      rows.map(([days, userId, business, branchId, action, entity, entityId, changes], i) => ({
        user_id: userId,
        business_id: business.businessId,
        branch_id: branchId,
        action,
        entity,
        entity_id: entityId,
        changes: JSON.stringify(changes),
        ip: `10.0.0.${10 + (i % 5)}`,
        created_at: isoDaysAgo(ids.now, days, 8 + (i % 10)),
      })),
    )
    .execute();
}

export async function seedNotifications(trx: Transaction<DB>, ids: DemoIds) {
  const { owner, staff } = ids.users;
  const r = ids.restaurant;
  const c = ids.chalet;
  // [hours ago, business, branch, type, en, ar, extra]
  const items: Notice[] = [
    [
      2,
      c,
      c.branchIds[0],
      "new-reservation",
      "New reservation for Sea Breeze Chalet, 12-14 March",
      "حجز جديد لشاليه نسيم البحر، 12-14 مارس",
      {},
    ],
    [
      5,
      c,
      c.branchIds[0],
      "update-reservation",
      "Reservation of Pearl Chalet was paid in full",
      "تم دفع حجز شاليه اللؤلؤة بالكامل",
      {},
    ],
    [
      20,
      c,
      c.branchIds[1],
      "new-reservation",
      "New reservation for Dune Chalet, 20-21 March",
      "حجز جديد لشاليه الكثبان، 20-21 مارس",
      {},
    ],
    [
      30,
      c,
      c.branchIds[0],
      "update-reservation",
      "Reservation of Sea Breeze Chalet was canceled",
      "تم إلغاء حجز شاليه نسيم البحر",
      {},
    ],
    [
      50,
      c,
      c.branchIds[0],
      "new-reservation",
      "New reservation for Pearl Chalet, 5-7 March",
      "حجز جديد لشاليه اللؤلؤة، 5-7 مارس",
      {},
    ],
    [
      96,
      c,
      c.branchIds[1],
      "update-reservation",
      "Reservation of Dune Chalet is partially paid",
      "حجز شاليه الكثبان مدفوع جزئيًا",
      {},
    ],
  ];
  const at = (hours: number) => new Date(ids.now - hours * 3_600_000).toISOString();
  items.push(...(await orderNotices(trx, r, ids.now)));
  // Newest first: the newest few of each person are unread.
  items.sort((a, b) => a[0] - b[0]);
  let staffSeen = 0;
  const rows = items.flatMap(([hours, business, branchId, type, en, ar, extra], index) => {
    const forOwner = {
      user_id: owner,
      business_id: business.businessId,
      branch_id: branchId,
      type,
      data: JSON.stringify({ ...extra, en, ar }),
      read_at: index < 6 ? null : at(Math.max(hours - 1, 0)),
      created_at: at(hours),
    };
    // The demo staff reads orders in the restaurant's first branch only.
    const forStaff =
      business === r && branchId === r.branchIds[0]
        ? [{ ...forOwner, user_id: staff, read_at: staffSeen++ < 3 ? null : at(Math.max(hours - 2, 0)) }]
        : [];
    return [forOwner, ...forStaff];
  });
  // Oldest first, so ids grow with time like real ones.
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  await trx.insertInto("notifications").values(rows).execute();
}

type Notice = [number, DemoBusiness, number, string, string, string, object];

/**
 * Notifications of the restaurant's latest seeded orders, worded like the API's (orders.notify.*), so each one
 * names an order that exists, at the time it was placed or changed.
 */
async function orderNotices(trx: Transaction<DB>, r: DemoBusiness, now: number): Promise<Notice[]> {
  const orders = await trx
    .selectFrom("orders")
    .innerJoin("businesses", "businesses.id", "orders.business_id")
    .select([
      "orders.id",
      "orders.branch_id",
      "orders.number",
      "orders.status",
      "orders.total",
      "orders.created_at",
      "orders.updated_at",
      "businesses.currency",
    ])
    .where("orders.business_id", "=", r.businessId)
    .orderBy("orders.created_at", "desc")
    .limit(9)
    .execute();
  const hoursAgo = (iso: string) => Math.max((now - Date.parse(iso)) / 3_600_000, 0);
  return orders.map((o, i) => {
    const changed = i % 3 === 2 && o.status !== "pending";
    const text = changed
      ? bilingual("orders.notify.status", (l) => ({
          number: o.number,
          status: translate(l, `orders.status.${o.status}`),
        }))
      : bilingual("orders.notify.new", (l) => ({
          number: o.number,
          total: formatMoney(o.total, o.currency, l),
        }));
    const data = changed
      ? { order_id: o.id, number: o.number, status: o.status }
      : { order_id: o.id, number: o.number, total: fromFils(o.total) };
    return [
      hoursAgo(changed ? o.updated_at : o.created_at),
      r,
      o.branch_id,
      changed ? "update-order" : "new-order",
      text.en,
      text.ar,
      data,
    ];
  });
}
