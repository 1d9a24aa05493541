// The keys each settings tab edits (SPEC §3 Settings; server/modules/settings/keys.ts).

export const CONTACT_KEYS = ["ContactPhone", "Whatsapp"] as const;
export const SOCIAL_KEYS = [
  "Website",
  "Facebook",
  "Instagram",
  "X",
  "Linkedin",
  "Youtube",
  "Snapchat",
] as const;
export const COLOR_KEYS = ["PrimaryColor", "AccentColor", "TextColor"] as const;
export const RESERVATION_STATUS_COLORS = ["Completed", "Pending", "Canceled"] as const;
export const PAYMENT_STATUS_COLORS = ["PartiallyPaid", "Paid", "NotPaid", "NoData", "Reservable"] as const;
/** Order types: restaurants only. */
export const ORDER_TYPE_KEYS = ["DineIn", "Delivery", "CarPickup", "SelfPickUp"] as const;

const withOrderTypes = (keys: readonly string[], isRestaurant: boolean) =>
  isRestaurant ? [...keys, ...ORDER_TYPE_KEYS] : keys;

export const businessSettingKeys = (isRestaurant: boolean): readonly string[] =>
  withOrderTypes(
    [
      "Locales",
      "Logo",
      "LogoDark",
      ...CONTACT_KEYS,
      "Address",
      ...SOCIAL_KEYS,
      ...COLOR_KEYS,
      "ReservationStatusColors",
      "PaymentStatusColors",
      "TimeZone",
      "Currency",
      "GeneralDiscount",
      "ExtraCharge",
      "PreviewPrices",
      "TermsConditions",
    ],
    isRestaurant,
  );

export const branchSettingKeys = (isRestaurant: boolean): readonly string[] =>
  withOrderTypes(["Locales", ...CONTACT_KEYS, "Address"], isRestaurant);

export const TABLET_KEYS = [
  "CoverScreen",
  "CategoriesView",
  "ItemsListView",
  "CartVisible",
  "EnableOrdering",
  "PreviewPrices",
  "PassKey",
] as const;

export const mobileSettingKeys = (isRestaurant: boolean): readonly string[] => [
  "CoverScreen",
  "HeaderBackground",
  "MenuLayout",
  "CategoriesView",
  "ItemsListView",
  "previewHomePageTitle",
  "HidePrices",
  ...(isRestaurant ? ["HideCart"] : []),
  "DisableOrdering",
  "PayCash",
  "PayOnline",
  "RandomSorting",
  "EnableReservationTill",
  "SliderAds",
  "HomeAd",
  "HomeAdLink",
  "AboutUsVisible",
];

export { choicesOf } from "../../resources/shared/choices";
