import {
  CURRENCIES,
  DEFAULT_PAYMENT_STATUS_COLORS,
  DEFAULT_RESERVATION_STATUS_COLORS,
  ITEMS_VIEWS,
  LIST_GRID_VIEWS,
  MENU_LAYOUTS,
  EXTRA_CHARGE_MIN,
  GENERAL_DISCOUNT_MAX,
  GENERAL_DISCOUNT_MIN,
  PASS_KEY_LENGTH,
  PRIMARY_COLOR,
  TEXT_COLOR,
} from "../../../src/domain/constants";
import type { SettingsScope } from "../../../src/domain/settingsScopes";
import { MONEY_MAX } from "../../http/schemas";
import { sliderAds, passKey } from "./app-rules";
import {
  boolean,
  color,
  date,
  group,
  image,
  imageOrColor,
  link,
  localized,
  locales,
  number,
  oneOf,
  phone,
  restaurantOnly,
  timeZone,
  url,
  type Rule,
} from "./rules";

// The settings of each scope (SPEC §3), with the rule of each key. Keys not listed are refused.

export type { SettingsScope };

export const USER_PREFERENCE_KEYS = { receiveOrderNotifications: "ReceiveOrderNotifications" } as const;

const colorsOf = (names: readonly string[]) => group(Object.fromEntries(names.map((n) => [n, color])));
const channels = {
  DineIn: restaurantOnly(boolean),
  Delivery: restaurantOnly(boolean),
  CarPickup: restaurantOnly(boolean),
  SelfPickUp: restaurantOnly(boolean),
};
// Category lists use the four views; item lists also accept the list/grid pair (SPEC §3 enumerations).
const categoriesView = oneOf(ITEMS_VIEWS);
const itemsListView = oneOf([
  ...ITEMS_VIEWS,
  ...LIST_GRID_VIEWS.filter((v) => !(ITEMS_VIEWS as readonly string[]).includes(v)),
]);

export const SETTINGS_KEYS: Record<SettingsScope, Record<string, Rule>> = {
  business: {
    Locales: locales,
    Logo: image,
    LogoDark: image,
    ContactPhone: phone,
    Whatsapp: phone,
    Address: localized(500),
    Website: url,
    Facebook: url,
    Instagram: url,
    X: url,
    Linkedin: url,
    Youtube: url,
    Snapchat: url,
    PrimaryColor: color,
    AccentColor: color,
    TextColor: color,
    TimeZone: timeZone,
    Currency: oneOf(CURRENCIES),
    GeneralDiscount: number(GENERAL_DISCOUNT_MIN, GENERAL_DISCOUNT_MAX),
    ExtraCharge: number(EXTRA_CHARGE_MIN, MONEY_MAX),
    ...channels,
    PreviewPrices: boolean,
    TermsConditions: localized(20_000),
    ReservationStatusColors: colorsOf(Object.keys(DEFAULT_RESERVATION_STATUS_COLORS)),
    PaymentStatusColors: colorsOf(Object.keys(DEFAULT_PAYMENT_STATUS_COLORS)),
  },
  branch: {
    Locales: locales,
    ContactPhone: phone,
    Whatsapp: phone,
    Address: localized(500),
    ...channels,
  },
  tablet: {
    CoverScreen: image,
    CategoriesView: categoriesView,
    ItemsListView: itemsListView,
    CartVisible: boolean,
    EnableOrdering: boolean,
    PreviewPrices: boolean,
    PassKey: passKey(PASS_KEY_LENGTH),
  },
  mobile: {
    CoverScreen: image,
    HeaderBackground: imageOrColor,
    MenuLayout: oneOf(MENU_LAYOUTS),
    CategoriesView: categoriesView,
    ItemsListView: itemsListView,
    previewHomePageTitle: boolean,
    HidePrices: boolean,
    HideCart: restaurantOnly(boolean),
    DisableOrdering: boolean,
    PayCash: boolean,
    PayOnline: boolean,
    RandomSorting: boolean,
    EnableReservationTill: date,
    SliderAds: sliderAds,
    HomeAd: image,
    HomeAdLink: link,
    AboutUsVisible: boolean,
  },
  user: {
    [USER_PREFERENCE_KEYS.receiveOrderNotifications]: boolean,
  },
};

/** Other spellings clients send, stored under the SPEC name (SPEC §3: LogoDark "also seen as logo_dark"). */
export const KEY_ALIASES: Partial<Record<SettingsScope, Record<string, string>>> = {
  business: { logo_dark: "LogoDark" },
};

/** Values answered for keys that were never saved (SPEC §9 colours; notifications on by default). */
export const SETTINGS_DEFAULTS: Record<SettingsScope, Record<string, unknown>> = {
  business: {
    PrimaryColor: PRIMARY_COLOR,
    TextColor: TEXT_COLOR,
    ReservationStatusColors: DEFAULT_RESERVATION_STATUS_COLORS,
    PaymentStatusColors: DEFAULT_PAYMENT_STATUS_COLORS,
  },
  branch: {},
  tablet: {},
  mobile: {},
  user: { [USER_PREFERENCE_KEYS.receiveOrderNotifications]: true },
};
