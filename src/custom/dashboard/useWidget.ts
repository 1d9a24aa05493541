import { useApiQuery } from "../../resources/operations/useApiQuery";
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
  const { data, error, isPending } = useApiQuery<{ data: WidgetAnswer<T> }>(
    businessId !== undefined ? `business/${businessId}/overview/${widget}?${query}` : null,
  );
  return { answer: data?.data, error, isPending };
}

export type Names = LocalizedText[];
