import { useCallback } from "react";
import { useLocaleState } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { useQuery } from "@tanstack/react-query";
import { PREFETCHED_FRESH_MS, QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { usePrefetch } from "../../dataProvider/usePrefetch";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../shared/useCurrentScope";

/** A chalet listing (an item with chalet details) with its units. */
export interface Listing {
  id: number;
  name: string;
  units: number;
  unitNames: string[];
  prices: { locales: LocalizedText[]; price: number }[];
  holidays: { id: number; price: number }[];
}

interface ItemAnswer {
  id: number;
  locales: LocalizedText[];
  prices: { locales: LocalizedText[]; price: number }[];
  holidays: { id: number; price: number }[];
  itemable: { units: number; unit_names: string[] } | null;
}

/** A unit's name: its given name, else its number. */
export const unitName = (listing: Listing | undefined, unit: number) =>
  listing?.unitNames[unit - 1]?.trim() || String(unit);

const NONE: Listing[] = [];

/** The business's items query that the listings are picked from; one per business that every reader shares. */
function useAllItemsQuery() {
  const { businessId } = useCurrentScope();
  const dataProvider = useAppDataProvider();
  return {
    queryKey: ["items", "all", businessId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider.getAllItems<ItemAnswer>({ businessId: businessId!, signal }),
    enabled: businessId !== undefined,
    staleTime: PREFETCHED_FRESH_MS,
    ...QUERY_DEFAULTS,
  };
}

/**
 * The chalet listings of the current business (items with chalet details), named in the current language.
 * Picked once per answer and language (react-query keeps a `select` result while its function is the same), so
 * the listing cells of a list each read them without redoing the work.
 */
export function useListings(): { listings: Listing[]; isPending: boolean } {
  const [locale] = useLocaleState();
  const select = useCallback(
    (answer: { data: ItemAnswer[] }): Listing[] =>
      (Array.isArray(answer?.data) ? answer.data : [])
        .filter((item) => item.itemable)
        .map((item) => ({
          id: item.id,
          name: localizedName(item.locales, locale, `#${item.id}`),
          units: item.itemable!.units,
          unitNames: item.itemable!.unit_names ?? [],
          prices: item.prices ?? [],
          holidays: item.holidays ?? [],
        })),
    [locale],
  );
  const { data, isPending } = useQuery({ ...useAllItemsQuery(), select });
  return { listings: data ?? NONE, isPending };
}

/** A listing's name in the current language, else its number. */
export function useListingName(id: number): string {
  const { listings } = useListings();
  return listings.find((listing) => listing.id === id)?.name ?? `#${id}`;
}

/** Starts loading the listings for readers further down, without redrawing the caller when they arrive. */
export function usePrefetchListings(): void {
  usePrefetch(useAllItemsQuery());
}
