import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { LocalizedText } from "../../domain/localizedText";

export interface WidgetAnswer<T> {
  period: {
    from: string;
    to: string;
    days: number;
    previous_from: string;
    previous_to: string;
    today: string;
    time_zone: string;
  };
  currency: string;
  figures: T;
}

/** One widget's figures: GET business/{id}/overview/{widget}?{query} (null while no business is chosen). */
export function useWidget<T>(businessId: number | undefined, widget: string, query: string) {
  const dataProvider = useAppDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: ["overview", businessId, widget, query],
    queryFn: ({ signal }) =>
      dataProvider.getOverviewWidget<WidgetAnswer<T>>({ businessId: businessId!, widget, query, signal }),
    enabled: businessId !== undefined,
    ...QUERY_DEFAULTS,
  });
  // isPending stays true while no business is chosen, as nothing can be shown yet.
  return { answer: data?.data, error: error ?? undefined, isPending };
}

export type Names = LocalizedText[];
