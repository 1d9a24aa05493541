import { useLocaleState } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
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

/** The chalet listings of the current business (items with chalet details), named in the current language. */
export function useListings(): { listings: Listing[]; isPending: boolean } {
  const { businessId } = useCurrentScope();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ["items", "all", businessId],
    queryFn: ({ signal }) => dataProvider.getAllItems<ItemAnswer>({ businessId: businessId!, signal }),
    enabled: businessId !== undefined,
    ...QUERY_DEFAULTS,
  });
  const listings = (Array.isArray(data?.data) ? data.data : [])
    .filter((item) => item.itemable)
    .map((item) => ({
      id: item.id,
      name: localizedName(item.locales, locale, `#${item.id}`),
      units: item.itemable!.units,
      unitNames: item.itemable!.unit_names ?? [],
      prices: item.prices ?? [],
      holidays: item.holidays ?? [],
    }));
  return { listings, isPending };
}
