/**
 * The product's sidebar links for the owner of a restaurant, in English and in their order: what the sidebar unit
 * test and the shell browser test expect to read.
 */
export const PRODUCT_LINK_NAMES = [
  "Dashboard",
  "Restaurants Listing",
  "Menus",
  "Categories",
  "Holidays",
  "Coupons",
  "Orders",
  "Reservations",
  "Floors",
  "Financial Reports",
  "Business",
  "Branches",
  "Users",
  "Hotels",
  "Services",
  "Events",
  "Settings",
  "Audits",
  "Permissions",
  "Configurations",
];
