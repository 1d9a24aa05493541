import { declareEntry } from "./define";

// Sidebar pages that are not resources. The menu editor is named "listing" (Chalets Listing, Salons Listing)
// and guards its route /menu with the `menu` area.

export const dashboard = declareEntry({
  kind: "custom",
  name: "dashboard",
  labels: { en: "Dashboard", ar: "لوحة التحكم" },
  access: "everyone",
  chalets: true,
  // Material icon Dashboard.
  sidebar: { icon: "M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z", to: "/admin/overview" },
});

export const listing = declareEntry({
  kind: "custom",
  name: "listing",
  access: { area: "menu" },
  chalets: true,
  // Named after the business type, in the shell's messages (app.shell.links.listing). Material icon RestaurantMenu.
  sidebar: {
    group: "catalog",
    icon: "m8.1 13.34 2.83-2.83L3.91 3.5c-1.56 1.56-1.56 4.09 0 5.66zm6.78-1.81c1.53.71 3.68.21 5.27-1.38 1.91-1.91 2.28-4.65.81-6.12-1.46-1.46-4.2-1.1-6.12.81-1.59 1.59-2.09 3.74-1.38 5.27L3.7 19.87l1.41 1.41L12 14.41l6.88 6.88 1.41-1.41L13.41 13z",
    to: "/menu",
    label: "app.shell.links.listing.{businessType}",
  },
});

/** Settings tabs of the business, the branch, the apps and the account (the profile included). */
export const settings = declareEntry({
  kind: "custom",
  name: "settings",
  labels: { en: "Settings", ar: "الإعدادات" },
  access: { area: "settings" },
  chalets: true,
  // Material icon Settings.
  sidebar: {
    group: "administration",
    icon: "M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58c.18-.14.23-.41.12-.61l-1.92-3.32c-.12-.22-.37-.29-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54c-.04-.24-.24-.41-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96c-.22-.08-.47 0-.59.22L2.74 8.87c-.12.21-.08.47.12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58c-.18.14-.23.41-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32c.12-.22.07-.47-.12-.61zM12 15.6c-1.98 0-3.6-1.62-3.6-3.6s1.62-3.6 3.6-3.6 3.6 1.62 3.6 3.6-1.62 3.6-3.6 3.6",
    to: "/settings",
  },
  auditEntities: [
    "business_settings",
    "branch_settings",
    "tablet_settings",
    "mobile_settings",
    "user_settings",
    "profile",
  ],
});

export const configurations = declareEntry({
  kind: "custom",
  name: "configurations",
  labels: { en: "Configurations", ar: "التهيئة" },
  access: "owner",
  chalets: true,
  // Material icon Tune.
  sidebar: {
    group: "administration",
    icon: "M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z",
    to: "/configurations",
  },
  auditEntities: ["business_config"],
});

/**
 * Webhooks (issue 49): the business's endpoints, their secrets and delivery log. Owners only: an endpoint hands the
 * business's orders, stays and payments to another system, as the configuration's keys do.
 */
export const webhooks = declareEntry({
  kind: "custom",
  name: "webhooks",
  labels: { en: "Webhooks", ar: "الإشعارات البرمجية" },
  access: "owner",
  chalets: true,
  // Material icon Webhook.
  sidebar: {
    group: "administration",
    icon: "M10 15h5.88c.27-.31.67-.5 1.12-.5.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5c-.44 0-.84-.19-1.12-.5H11.9c-.46 2.28-2.48 4-4.9 4-2.76 0-5-2.24-5-5 0-2.42 1.72-4.44 4-4.9v2.07c-1.16.41-2 1.53-2 2.83 0 1.65 1.35 3 3 3s3-1.35 3-3zm2.5-11c1.65 0 3 1.35 3 3h2c0-2.76-2.24-5-5-5s-5 2.24-5 5c0 1.43.6 2.71 1.55 3.62l-2.35 3.9C6.02 14.66 5.5 15.26 5.5 16c0 .83.67 1.5 1.5 1.5s1.5-.67 1.5-1.5c0-.16-.02-.31-.07-.45l3.38-5.63C10.49 9.61 9.5 8.42 9.5 7c0-1.65 1.35-3 3-3m4.5 9c-.64 0-1.23.2-1.72.54l-3.05-5.07C11.53 8.35 11 7.74 11 7c0-.83.67-1.5 1.5-1.5S14 6.17 14 7c0 .15-.02.29-.06.43l2.19 3.65c.28-.05.57-.08.87-.08 2.76 0 5 2.24 5 5s-2.24 5-5 5c-1.85 0-3.47-1.01-4.33-2.5h2.67c.48.32 1.05.5 1.66.5 1.65 0 3-1.35 3-3s-1.35-3-3-3",
    to: "/webhooks",
  },
  auditEntities: ["webhook_endpoint"],
  keepsRecords: true,
});

/**
 * The kitchen screen (issue 48): the branch's accepted orders as tickets, bumped to "ready". Restaurants only (a
 * chalet business keeps no orders); read with `orders` in the branch, bumped with `orders.update`.
 */
export const kitchen = declareEntry({
  kind: "custom",
  name: "kitchen",
  labels: { en: "Kitchen", ar: "المطبخ" },
  access: { area: "orders" },
  // Material icon SoupKitchen's outline: a pot (Material icon Kitchen's shape, simplified).
  sidebar: {
    group: "operations",
    icon: "M18 2.01 6 2c-1.1 0-2 .89-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.11-.9-1.99-2-1.99M18 20H6v-9.02h12zm0-11H6V4h12zM8 5h2v3H8zm0 7h2v5H8z",
    to: "/kitchen",
  },
});

/**
 * API keys (issue 49): the keys other systems (a point of sale, a delivery middleware) sign requests with. Owners
 * only: a key may carry any permission, and only an owner grants permissions. The server's routes are under
 * `business/{id}/api-keys` (server/modules/api-keys); docs/api-keys.md tells an integrator how to use a key.
 */
export const apiKeys = declareEntry({
  kind: "custom",
  name: "apiKeys",
  labels: { en: "API keys", ar: "مفاتيح API" },
  access: "owner",
  chalets: true,
  // Material icon VpnKey.
  sidebar: {
    group: "administration",
    icon: "M12.65 10C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H17v4h4v-4h2v-4zM7 14c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2",
    to: "/api-keys",
  },
  auditEntities: ["api_key"],
  keepsRecords: true,
});

/**
 * The daily report (issue 48): a business day's orders, sales, items, stays and their money, per branch or for all
 * the branches the user may read. Opened by reading orders or reservations in a branch (the report then holds only
 * what the user may read: orders of the branches they read orders in, stays of those they read reservations in);
 * `reservations` places it among a chalet business's areas, which keep it too.
 */
export const dayReport = declareEntry({
  kind: "custom",
  name: "day-report",
  labels: { en: "Daily report", ar: "التقرير اليومي" },
  access: { area: "reservations", orAreas: ["orders"] },
  chalets: true,
  // Material icon Summarize.
  sidebar: {
    group: "operations",
    icon: "M15 3H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.89 2 1.99 2H19c1.1 0 2-.9 2-2V9zM8 17c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m0-4c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m0-4c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m6 1V4.5l5.5 5.5z",
    to: "/day-report",
  },
});

/**
 * The rate calendar (issue 51): a chalet listing's nights at the price they will be charged, night overrides and
 * seasons (server/modules/rate-calendar). Chalet businesses only; opened with the Chalets Listing page's `menu`
 * area (or `items`, which edits the same listings), and linked from each listing's card there.
 */
export const rateCalendar = declareEntry({
  kind: "custom",
  name: "rate-calendar",
  labels: { en: "Rate calendar", ar: "تقويم الأسعار" },
  access: { area: "menu", orAreas: ["items"] },
  chalets: true,
  chaletsOnly: true,
  // Material icon EditCalendar.
  sidebar: {
    group: "catalog",
    after: "listing",
    icon: "M5 10h14v2h2V6c0-1.1-.9-2-2-2h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h7v-2H5zm0-4h14v2H5zm17.84 10.28-.71.71-2.12-2.12.71-.71c.39-.39 1.02-.39 1.41 0l.71.71c.39.39.39 1.02 0 1.41m-3.54-.7 2.12 2.12-5.3 5.3H14v-2.12z",
    to: "/rate-calendar",
  },
  auditEntities: ["rate_calendar", "rate_season"],
  keepsRecords: true,
});
