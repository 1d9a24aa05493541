import type { Transaction } from "kysely";
import type { PermissionAction, PermissionArea } from "../../../src/domain/constants";
import { permissionString } from "../../../src/domain/permissions";
import { hashPassword } from "../../modules/auth/passwords";
import type { DB } from "../schema/index";
import { nowIso } from "../dialect";
import type { DemoBusiness, DemoIds } from "./foundation";
import { seedAudits, seedNotifications } from "./people-activity";

// People side of the demo: more staff with different permissions, preferences, settings of every scope,
// business configuration, audits and notifications.

const DAY = 86_400_000;
const dateIn = (now: number, days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);

type Grants = [PermissionArea, PermissionAction[]][];
interface DemoStaff {
  name: string;
  email: string;
  phone: string;
  business: DemoBusiness;
  /** Index of the branch the grants apply to. */
  branch: number;
  grants: Grants;
  receiveOrderNotifications?: boolean;
}

const staffOf = (ids: DemoIds): DemoStaff[] => [
  {
    name: "Hamad Al-Ajmi",
    email: "hamad@example.com",
    phone: "+96550000011",
    business: ids.restaurant,
    branch: 1,
    grants: [
      ["orders", ["read", "update"]],
      ["reservations", ["read", "update"]],
      ["tables", ["read"]],
      ["floors", ["read"]],
    ],
    receiveOrderNotifications: false,
  },
  {
    name: "Sara Al-Rashidi",
    email: "sara@example.com",
    phone: "+96550000012",
    business: ids.restaurant,
    branch: 0,
    grants: [
      ["users", ["read", "create", "update"]],
      ["settings", ["read", "update"]],
      ["orders", ["read", "update", "delete"]],
      ["invoices", ["read"]],
      ["menu", ["read"]],
      ["categories", ["read", "create", "update"]],
      ["items", ["read", "create", "update"]],
    ],
  },
  {
    name: "Abdullah Al-Enezi",
    email: "abdullah@example.com",
    phone: "+96550000013",
    business: ids.chalet,
    branch: 0,
    grants: [
      ["reservations", ["read", "create", "update"]],
      ["holidays", ["read"]],
      ["menu", ["read"]],
    ],
  },
  {
    name: "Maryam Al-Shammari",
    email: "maryam@example.com",
    phone: "+96550000014",
    business: ids.chalet,
    branch: 1,
    grants: [
      ["invoices", ["read"]],
      ["reservations", ["read"]],
      ["users", ["read"]],
      ["settings", ["read"]],
    ],
  },
  {
    name: "Khaled Al-Hajri",
    email: "khaled@example.com",
    phone: "+96550000015",
    business: ids.otherBusiness,
    branch: 0,
    grants: [
      ["orders", ["read", "update"]],
      ["menu", ["read"]],
    ],
  },
];

async function seedStaff(trx: Transaction<DB>, ids: DemoIds): Promise<Record<string, number>> {
  // One hash for every extra demo account (their password is "staff1234", like the demo staff login).
  const passwordHash = await hashPassword("staff1234");
  const now = nowIso();
  const userIds: Record<string, number> = {};
  for (const staff of staffOf(ids)) {
    const { id } = await trx
      .insertInto("users")
      .values({
        name: staff.name,
        email: staff.email,
        phone: staff.phone,
        password_hash: passwordHash,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    userIds[staff.email] = id;
    await trx
      .insertInto("business_users")
      .values({ business_id: staff.business.businessId, user_id: id, role: "staff", created_at: now })
      .execute();
    const branchId = staff.business.branchIds[staff.branch] ?? staff.business.branchIds[0];
    await trx
      .insertInto("permissions")
      .values(
        staff.grants.flatMap(([area, actions]) =>
          actions.map((action) => ({
            user_id: id,
            business_id: staff.business.businessId,
            branch_id: branchId,
            permission: permissionString(branchId, area, action),
          })),
        ),
      )
      .execute();
    await setting(trx, "user", id, "ReceiveOrderNotifications", staff.receiveOrderNotifications ?? true);
  }
  return userIds;
}

async function setting(trx: Transaction<DB>, scope: string, scopeId: number, key: string, data: unknown) {
  await trx
    .insertInto("settings")
    .values({ scope, scope_id: scopeId, key, data: JSON.stringify(data), updated_at: nowIso() })
    .execute();
}
async function settings(
  trx: Transaction<DB>,
  scope: string,
  scopeId: number,
  values: Record<string, unknown>,
) {
  for (const [key, data] of Object.entries(values)) await setting(trx, scope, scopeId, key, data);
}

async function imagesOf(trx: Transaction<DB>, businessId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom("media")
    .select("src")
    .where("business_id", "=", businessId)
    .where("type", "like", "image/%")
    .orderBy("id")
    .limit(6)
    .execute();
  return rows.map((r) => r.src).filter((src) => src.startsWith("/media/") || /^https?:\/\//.test(src));
}

async function seedSettings(trx: Transaction<DB>, ids: DemoIds) {
  const { restaurant, chalet, otherBusiness } = ids;
  const shared = {
    Locales: ["en", "ar"],
    PreviewPrices: true,
    AccentColor: "#F5A623",
    GeneralDiscount: 0,
    ExtraCharge: 0,
  };
  await settings(trx, "business", restaurant.businessId, {
    ...shared,
    ContactPhone: "+96522200011",
    Whatsapp: "+96550000001",
    Address: { en: "Salem Al-Mubarak St, Salmiya, Kuwait", ar: "شارع سالم المبارك، السالمية، الكويت" },
    Website: "https://gulfbites.example.com",
    Instagram: "https://instagram.com/gulfbites",
    X: "https://x.com/gulfbites",
    Snapchat: "https://snapchat.com/add/gulfbites",
    PrimaryColor: "#BB3CBF",
    TextColor: "#494949",
    ExtraCharge: 0.5,
    GeneralDiscount: 10,
    DineIn: true,
    Delivery: true,
    CarPickup: true,
    SelfPickUp: false,
    TermsConditions: {
      en: "Prices include service. Orders can be canceled before they are accepted.",
      ar: "الأسعار شاملة الخدمة. يمكن إلغاء الطلب قبل قبوله.",
    },
  });
  await settings(trx, "business", chalet.businessId, {
    ...shared,
    ContactPhone: "+96522200022",
    Whatsapp: "+96565550022",
    Address: { en: "Khiran Resort Road, Al-Khiran, Kuwait", ar: "طريق منتجع الخيران، الخيران، الكويت" },
    Website: "https://khiranchalets.example.com",
    Instagram: "https://instagram.com/khiranchalets",
    PrimaryColor: "#1E6FA8",
    TextColor: "#333333",
    ReservationStatusColors: { Completed: "red", Pending: "grey", Canceled: "black" },
    PaymentStatusColors: {
      PartiallyPaid: "#F5A623",
      Paid: "#2E7D32",
      NotPaid: "#C62828",
      NoData: "#9E9E9E",
      Reservable: "#1565C0",
    },
    TermsConditions: {
      en: "Check-in from 14:00, check-out by 12:00. The insurance is refunded after inspection.",
      ar: "الدخول من الساعة 14:00 والخروج حتى 12:00. يُسترد التأمين بعد المعاينة.",
    },
  });
  await settings(trx, "business", otherBusiness.businessId, {
    Locales: ["en", "ar"],
    PrimaryColor: "#6D4C41",
    DineIn: true,
    SelfPickUp: true,
  });

  const branchNames: [DemoBusiness, [string, string][]][] = [
    [
      restaurant,
      [
        ["Salmiya, Block 10", "السالمية، قطعة 10"],
        ["Kuwait City, Sharq", "مدينة الكويت، شرق"],
      ],
    ],
    [
      chalet,
      [
        ["Al-Khiran, Block 4", "الخيران، قطعة 4"],
        ["Bnaider, Coastal Road", "بنيدر، الطريق الساحلي"],
      ],
    ],
    [otherBusiness, [["Jabriya, Block 1", "الجابرية، قطعة 1"]]],
  ];
  for (const [business, addresses] of branchNames) {
    const isRestaurant = business !== chalet;
    for (const [index, branchId] of business.branchIds.entries()) {
      const [en, ar] = addresses[index] ?? addresses[0];
      await settings(trx, "branch", branchId, {
        Locales: ["en", "ar"],
        ContactPhone: `+9652220${String(branchId).padStart(4, "0")}`,
        Address: { en, ar },
        ...(isRestaurant
          ? { DineIn: true, Delivery: index === 0, CarPickup: index === 0, SelfPickUp: true }
          : {}),
      });
    }
  }

  for (const [business, reservationTill] of [
    [restaurant, dateIn(ids.now, -10)],
    [chalet, dateIn(ids.now, 60)],
    [otherBusiness, dateIn(ids.now, 90)],
  ] as const) {
    const images = await imagesOf(trx, business.businessId);
    const isRestaurant = business !== chalet;
    for (const [index, branchId] of business.branchIds.entries()) {
      await settings(trx, "tablet", branchId, {
        ...(images[0] ? { CoverScreen: images[0] } : {}),
        CategoriesView: "grid-lg",
        ItemsListView: "list-view",
        CartVisible: isRestaurant,
        EnableOrdering: isRestaurant,
        PreviewPrices: true,
        PassKey: index === 0 ? "2468" : "1357",
      });
      await settings(trx, "mobile", branchId, {
        ...(images[1]
          ? { CoverScreen: images[1], HeaderBackground: images[1] }
          : { HeaderBackground: "#FFFFFF" }),
        MenuLayout: isRestaurant ? "categorized-menu" : "full-menu",
        CategoriesView: "horizontal-slide",
        ItemsListView: isRestaurant ? "grid-sm" : "list-view",
        previewHomePageTitle: false,
        HidePrices: false,
        ...(isRestaurant ? { HideCart: false } : {}),
        DisableOrdering: false,
        PayCash: true,
        PayOnline: !isRestaurant,
        RandomSorting: false,
        EnableReservationTill: reservationTill,
        ...(images.length > 2
          ? {
              SliderAds: images
                .slice(2, 5)
                .map((src, i) => ({ src, link: i === 0 ? "#" : `https://example.com/offers/${i}` })),
            }
          : {}),
        ...(images[0] ? { HomeAd: images[0], HomeAdLink: "#" } : {}),
        AboutUsVisible: true,
      });
    }
  }
}

/** The business configuration; seeded before orders and reservations, which are dated in the business's time zone. */
export async function seedConfig(trx: Transaction<DB>, ids: DemoIds) {
  const now = nowIso();
  const values = {
    timezone: "Asia/Kuwait",
    RESERVATIONS_MARGIN: "3600",
    check_in_at: "14:00",
    check_out_at: "12:00",
  };
  for (const business of [ids.restaurant, ids.chalet, ids.otherBusiness]) {
    await trx
      .insertInto("business_config")
      .values(
        Object.entries(values).map(([key, value]) => ({
          business_id: business.businessId,
          key,
          value,
          updated_at: now,
        })),
      )
      .execute();
  }
  await trx
    .insertInto("business_config")
    .values([
      {
        business_id: ids.restaurant.businessId,
        key: "qr_push_app_id",
        value: "5f0c1d9e-demo-4a1b-9c7e-qr0000000001",
        updated_at: now,
      },
      {
        business_id: ids.restaurant.businessId,
        key: "orders_push_app_id",
        value: "5f0c1d9e-demo-4a1b-9c7e-or0000000001",
        updated_at: now,
      },
    ])
    .execute();
}

/** Staff, preferences, settings, configuration, audits and notifications of the demo businesses. */
export async function seedPeople(trx: Transaction<DB>, ids: DemoIds): Promise<void> {
  const staffIds = await seedStaff(trx, ids);
  await setting(trx, "user", ids.users.owner, "ReceiveOrderNotifications", true);
  await setting(trx, "user", ids.users.staff, "ReceiveOrderNotifications", true);
  await seedSettings(trx, ids);
  await seedAudits(trx, ids, staffIds);
  await seedNotifications(trx, ids);
}
