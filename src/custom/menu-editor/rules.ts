import { defaultDiscountPeriod } from "../../domain/catalogRules";
import { LOCALES } from "../../domain/constants";
import { parseMapsLink } from "../../domain/maps";
import type { ChaletDetails, DiscountRow, EditorCategory, EditorItem, LocaleEntry, PriceRow } from "./types";

// The editor's Save rules (SPEC §4): a card's draft is compared with its last saved copy.

/** One entry per locale (en, ar), in that order, so that drafts compare the same whatever the server sent. */
export function localesDraft(locales: readonly LocaleEntry[] | undefined): LocaleEntry[] {
  return LOCALES.map((locale) => {
    const entry = locales?.find((l) => l.locale === locale);
    return { locale, name: entry?.name ?? "", description: entry?.description ?? "" };
  });
}

export interface CategoryDraft {
  locales: LocaleEntry[];
  media_id: number | null;
}

export const categoryDraftOf = (category: Pick<EditorCategory, "locales" | "media_id">): CategoryDraft => ({
  locales: localesDraft(category.locales),
  media_id: category.media_id ?? null,
});

const comparableLocales = (locales: readonly LocaleEntry[]) =>
  localesDraft(locales).map((l) => ({
    locale: l.locale,
    name: l.name.trim(),
    description: (l.description ?? "").trim(),
  }));

/** Save is enabled only when the category differs from its last saved copy. */
export function isCategoryDirty(saved: CategoryDraft, draft: CategoryDraft): boolean {
  return (
    JSON.stringify({ l: comparableLocales(saved.locales), m: saved.media_id ?? null }) !==
    JSON.stringify({ l: comparableLocales(draft.locales), m: draft.media_id ?? null })
  );
}

export interface ItemDraft {
  locales: LocaleEntry[];
  hide: boolean;
  disable_ordering: boolean;
  prices: PriceRow[];
  addons: PriceRow[];
  discounts: DiscountRow[];
  itemable: ChaletDetails | null;
  updated_at?: string;
  business_id?: number;
}

const priceDraft = (row: PriceRow): PriceRow => ({
  id: row.id,
  locales: localesDraft(row.locales),
  price: row.price,
});

export const itemDraftOf = (item: EditorItem): ItemDraft => ({
  locales: localesDraft(item.locales),
  hide: item.hide,
  disable_ordering: item.disable_ordering,
  prices: item.prices.map(priceDraft),
  addons: item.addons.map(priceDraft),
  discounts: item.discounts.map((d) => ({
    id: d.id,
    amount: d.amount,
    type: d.type,
    from: (d.from ?? "").slice(0, 10),
    to: (d.to ?? "").slice(0, 10),
  })),
  itemable: item.itemable
    ? { ...item.itemable, unit_names: [...item.itemable.unit_names], address: { ...item.itemable.address } }
    : null,
  updated_at: item.updated_at,
  business_id: item.business_id,
});

const numberOf = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);
const comparableRows = (rows: readonly PriceRow[]) =>
  rows.map((r) => ({ id: r.id ?? null, locales: comparableLocales(r.locales), price: numberOf(r.price) }));

/** What the item comparison looks at: everything but the address, updated_at and the business id (SPEC §4). */
function comparableItem(draft: ItemDraft) {
  const chalet = draft.itemable;
  return {
    locales: comparableLocales(draft.locales),
    hide: !!draft.hide,
    disable_ordering: !!draft.disable_ordering,
    prices: comparableRows(draft.prices),
    addons: comparableRows(draft.addons),
    discounts: draft.discounts.map((d) => ({
      id: d.id ?? null,
      amount: numberOf(d.amount),
      type: d.type,
      from: d.from,
      to: d.to,
    })),
    itemable: chalet && {
      units: numberOf(chalet.units),
      unit_names: chalet.unit_names,
      bedrooms: numberOf(chalet.bedrooms),
      frontage: chalet.frontage ?? "",
      insurance: numberOf(chalet.insurance),
      latitude: chalet.latitude,
      longitude: chalet.longitude,
      owner_id: chalet.owner_id ?? null,
      maps_link: (chalet.maps_link ?? "").trim(),
    },
  };
}

export const isItemDirty = (saved: ItemDraft, draft: ItemDraft): boolean =>
  JSON.stringify(comparableItem(saved)) !== JSON.stringify(comparableItem(draft));

/** An empty maps link is valid; otherwise it needs coordinates after the at sign (SPEC §5). */
export const isMapsLinkValid = (link: string | null | undefined): boolean => parseMapsLink(link).valid;

/** Save is enabled only with changes and a valid or empty maps link. */
export const canSaveItem = (saved: ItemDraft, draft: ItemDraft): boolean =>
  isItemDirty(saved, draft) && isMapsLinkValid(draft.itemable?.maps_link);

/** Add Discount is disabled when the item already has a discount. */
export const canAddDiscount = (discounts: readonly DiscountRow[]): boolean => discounts.length === 0;

/** A new discount: a value discount from today for DISCOUNT_DEFAULT_DAYS days. */
export function newDiscount(today: Date = new Date()): DiscountRow {
  const { from, to } = defaultDiscountPeriod(today);
  return { amount: 0, type: "value", from, to };
}

/** The coordinates a maps link gives; an empty link clears them, an invalid one leaves them as they were. */
export function withMapsLink(chalet: ChaletDetails, link: string): ChaletDetails {
  const parsed = parseMapsLink(link);
  if (!parsed.valid) return { ...chalet, maps_link: link };
  return {
    ...chalet,
    maps_link: link,
    latitude: parsed.location?.latitude ?? null,
    longitude: parsed.location?.longitude ?? null,
  };
}
