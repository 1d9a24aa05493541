// The public API's answers as the customer pages read them (server/modules/public*/schemas.ts). Amounts are decimal
// KWD (3 places) as the API sends them; the pages turn them into fils (src/domain/money.ts) before adding them up.

export interface LocaleText {
  locale: string;
  name?: string | null;
  description?: string | null;
}

export interface PublicBranch {
  slug: string;
  branch: { id: number; locales: LocaleText[] };
  business: {
    id: number;
    type: string;
    locales: LocaleText[];
    currency: string;
    logo: string | null;
    logo_dark: string | null;
    colors: { primary: string | null; accent: string | null; text: string | null };
  };
  time_zone: string;
  order_types: string[];
  payment_methods: string[];
  order_terms: { general_discount_percent: number; extra_charge: number };
  accepting_orders: boolean;
  /** open, paused, busy, closed_today, holiday, outside_hours, ordering_disabled */
  ordering_state: string;
  busy_until: string | null;
  opening_hours: { weekday: number; closed: boolean; opens: string; closes: string }[];
  reservation_till: string;
  menu_address: string;
}

export interface Picture {
  src: string;
  thumb_src: string | null;
  type: string;
}

export interface MenuItem {
  id: number;
  category_id: number;
  locales: LocaleText[];
  disable_ordering: boolean;
  sold_out: boolean;
  pictures: Picture[];
  prices: { id: number; locales: LocaleText[]; price: number }[];
  addons: { id: number; locales: LocaleText[]; price: number }[];
  discount: { type: string; amount: number; locales: LocaleText[]; to: string } | null;
  /** Today's holiday price: it replaces the first price row's (the server charges it so). */
  holiday_price: number | null;
}

export interface MenuCategory {
  id: number;
  parent_id: number | null;
  locales: LocaleText[];
  picture: string | null;
  items: MenuItem[];
  children: MenuCategory[];
}

export interface PublicMenu {
  currency: string;
  date: string;
  categories: MenuCategory[];
}

export interface PlacedOrder {
  number: number;
  tracking_token: string;
  status: string;
  total: number;
  currency: string;
  table: string | null;
}

export interface TrackedOrder {
  number: number;
  status: string;
  type: string;
  total: number;
  currency: string;
  branch: { slug: string; locales: LocaleText[] };
  history: { status: string; at: string; reason?: string }[];
  lines: { locales: LocaleText[]; quantity: number; line_total: number }[];
  channel: string;
  created_at: string;
}

export interface Listing {
  id: number;
  locales: LocaleText[];
  units: number;
  unit_names: string[];
  bedrooms: number;
  address: { en: string; ar: string };
  insurance: number;
  currency: string;
  prices: { weekdays: number | null; weekend: number | null; full_week: number | null };
  pictures: Picture[];
  booking_enabled: boolean;
}

export interface Availability {
  from: string;
  to: string;
  check_in_at: string;
  check_out_at: string;
  reservation_till: string;
  units: { unit: number; name: string; free_nights: string[] }[];
}

export interface StayQuote {
  nights: number;
  currency: string;
  total: number;
  insurance: number;
  price_details: { date: string; nights: number; kind: string; amount: number }[];
  available: boolean;
  unavailable_reason?: string;
  free_units: number[];
  check_in: string;
  check_out: string;
}

export interface StayRequest {
  number: number;
  tracking_token: string;
  status: string;
  total: number;
  currency: string;
  unit_name: string;
  check_in: string;
  check_out: string;
  nights: number;
}
