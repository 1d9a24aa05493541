import type { Transaction } from "kysely";
import { permissionString } from "../../../src/domain/permissions";
import type { PermissionAction, PermissionArea } from "../../../src/domain/constants";
import { hashPassword } from "../../modules/auth/passwords";
import type { DB } from "../schema/index";
import { nowIso } from "../dialect";
import { localesColumns } from "../locales";
import { DEMO_LOGINS } from "./demo-logins";

export interface DemoBusiness {
  businessId: number;
  branchIds: number[];
  menuIds: number[];
}

export interface DemoIds {
  users: { owner: number; staff: number; other: number };
  restaurant: DemoBusiness;
  chalet: DemoBusiness;
  otherBusiness: DemoBusiness;
  /** The one instant the whole demo is dated from (ms), so nothing in it depends on when each row is written. */
  now: number;
}

const text = (en: string, ar: string) =>
  localesColumns([
    { locale: "en", name: en },
    { locale: "ar", name: ar },
  ]);

/** What the demo staff member may do, in the restaurant's first branch only (SPEC §6 areas). */
export const DEMO_STAFF_GRANTS: [PermissionArea, PermissionAction[]][] = [
  ["orders", ["read", "update"]],
  ["menu", ["read"]],
  ["categories", ["read"]],
  ["items", ["read", "update"]],
  ["reservations", ["read"]],
  ["holidays", ["read"]],
  ["floors", ["read"]],
  ["tables", ["read"]],
  ["invoices", ["read"]],
];

async function createUser(
  trx: Transaction<DB>,
  name: string,
  login: (typeof DEMO_LOGINS)[number],
  phone: string,
) {
  const now = nowIso();
  const row = await trx
    .insertInto("users")
    .values({
      name,
      email: login.email,
      phone,
      password_hash: await hashPassword(login.password),
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createBusiness(
  trx: Transaction<DB>,
  ownerId: number,
  type: string,
  name: [string, string],
  branches: [string, string, string][],
  menus: [string, string][],
): Promise<DemoBusiness> {
  const now = nowIso();
  const { id: businessId } = await trx
    .insertInto("businesses")
    .values({ owner_id: ownerId, type, name: name[0], ...text(...name), created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("business_users")
    .values({ business_id: businessId, user_id: ownerId, role: "owner", created_at: now })
    .execute();
  const branchIds: number[] = [];
  for (const [slug, en, ar] of branches) {
    const row = await trx
      .insertInto("branches")
      .values({ business_id: businessId, slug, ...text(en, ar), created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    branchIds.push(row.id);
  }
  const menuIds: number[] = [];
  for (const [en, ar] of menus) {
    const row = await trx
      .insertInto("menus")
      .values({ business_id: businessId, type: "normal", ...text(en, ar), created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    menuIds.push(row.id);
  }
  return { businessId, branchIds, menuIds };
}

/** Users, the three demo businesses with branches and menus, and the staff member's partial permissions. */
export async function seedFoundation(trx: Transaction<DB>, now: number): Promise<DemoIds> {
  const [ownerLogin, staffLogin, otherLogin] = DEMO_LOGINS;
  const owner = await createUser(trx, "Fahad Al-Sabah", ownerLogin, "+96550000001");
  const staff = await createUser(trx, "Noura Al-Mutairi", staffLogin, "+96550000002");
  const other = await createUser(trx, "Yousef Al-Kandari", otherLogin, "+96550000003");

  const restaurant = await createBusiness(
    trx,
    owner,
    "restaurant",
    ["Gulf Bites", "لقمة الخليج"],
    [
      ["gulf-bites-salmiya", "Salmiya", "السالمية"],
      ["gulf-bites-kuwait-city", "Kuwait City", "مدينة الكويت"],
    ],
    [
      ["Main Menu", "القائمة الرئيسية"],
      ["Breakfast Menu", "قائمة الفطور"],
    ],
  );
  const chalet = await createBusiness(
    trx,
    owner,
    "chalet",
    ["Khiran Chalets", "شاليهات الخيران"],
    [
      ["khiran-chalets-khiran", "Khiran", "الخيران"],
      ["khiran-chalets-bnaider", "Bnaider", "بنيدر"],
    ],
    [["Chalets", "الشاليهات"]],
  );
  const otherBusiness = await createBusiness(
    trx,
    other,
    "restaurant",
    ["Jabriya Cafe", "مقهى الجابرية"],
    [["jabriya-cafe-main", "Jabriya", "الجابرية"]],
    [["Cafe Menu", "قائمة المقهى"]],
  );

  const branchId = restaurant.branchIds[0];
  await trx
    .insertInto("business_users")
    .values({ business_id: restaurant.businessId, user_id: staff, role: "staff", created_at: nowIso() })
    .execute();
  await trx
    .insertInto("permissions")
    .values(
      DEMO_STAFF_GRANTS.flatMap(([area, actions]) =>
        actions.map((action) => ({
          user_id: staff,
          business_id: restaurant.businessId,
          branch_id: branchId,
          permission: permissionString(branchId, area, action),
        })),
      ),
    )
    .execute();

  return { users: { owner, staff, other }, restaurant, chalet, otherBusiness, now };
}
