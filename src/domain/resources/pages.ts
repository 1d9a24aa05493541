import { declareEntry } from "./define";

// Sidebar pages that are not resources. The menu editor is named "listing" (Chalets Listing, Salons Listing)
// and guards its route /menu with the `menu` area.

export const dashboard = declareEntry({
  kind: "custom",
  name: "dashboard",
  position: 0,
  access: "everyone",
  chalets: true,
  sidebar: { icon: "dashboard", to: "/admin/overview" },
});

export const listing = declareEntry({
  kind: "custom",
  name: "listing",
  position: 110,
  access: { area: "menu" },
  chalets: true,
  sidebar: {
    group: "catalog",
    icon: "listing",
    to: "/menu",
    label: "app.shell.links.listing.{businessType}",
  },
});

/** Settings tabs of the business, the branch, the apps and the account (the profile included). */
export const settings = declareEntry({
  kind: "custom",
  name: "settings",
  position: 410,
  access: { area: "settings" },
  chalets: true,
  sidebar: { group: "administration", icon: "settings", to: "/settings" },
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
  position: 440,
  access: "owner",
  chalets: true,
  sidebar: { group: "administration", icon: "configuration", to: "/configurations" },
  auditEntities: ["business_config"],
});
