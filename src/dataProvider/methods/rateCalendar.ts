import type { LocalizedText } from "../../domain/localizedText";
import { apiJson, apiPost } from "../httpClient";
import { businessPath, withQuery } from "../apiPaths";

// A chalet listing's rate calendar (server/modules/rate-calendar): its nights as they will be charged, the owner's
// overrides of nights, and its seasons. Amounts are KWD as the API gives them.

export interface RateNight {
  date: string;
  /** as it will be charged; null when the listing has no price */
  price: number | null;
  kind: "override" | "holiday" | "season" | "weekday" | "weekend";
  holiday_id?: number;
  season_id?: number;
  closed: boolean;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  min_nights: number;
  override: {
    price: number | null;
    min_nights: number | null;
    closed_to_arrival: boolean;
    closed_to_departure: boolean;
    closed: boolean;
  } | null;
}

export interface RateSeason {
  id: number;
  item_id: number;
  locales: LocalizedText[];
  from: string;
  to: string;
  repeats_yearly: boolean;
  weekdays: number;
  weekend: number | null;
  min_nights: number | null;
  updated_at: string;
}

export interface RateCalendar {
  item_id: number;
  from: string;
  to: string;
  full_week: number | null;
  nights: RateNight[];
  seasons: RateSeason[];
}

/** What a bulk edit sets on the chosen nights; what it leaves out is kept. */
export interface NightsChange {
  price?: number | null;
  min_nights?: number | null;
  closed_to_arrival?: boolean;
  closed_to_departure?: boolean;
  closed?: boolean;
}

export type SeasonInput = Omit<RateSeason, "id" | "item_id" | "updated_at">;

const listingPath = (businessId: number, itemId: number) => `${businessPath(businessId)}/items/${itemId}`;

export const rateCalendarMethods = {
  getRateCalendar: ({
    businessId,
    itemId,
    from,
    to,
    signal,
  }: {
    businessId: number;
    itemId: number;
    from: string;
    to: string;
    signal?: AbortSignal;
  }) =>
    apiJson<{ data: RateCalendar }>(
      withQuery(`${listingPath(businessId, itemId)}/rate-calendar`, { from, to }),
      {
        signal,
      },
    ),

  setNights: ({
    businessId,
    itemId,
    dates,
    change,
  }: {
    businessId: number;
    itemId: number;
    dates: string[];
    change: NightsChange;
  }) =>
    apiPost<{ data: { nights: number } }>(`${listingPath(businessId, itemId)}/rate-calendar`, {
      dates,
      ...change,
    }),

  clearNights: ({ businessId, itemId, dates }: { businessId: number; itemId: number; dates: string[] }) =>
    apiPost<{ data: { nights: number } }>(`${listingPath(businessId, itemId)}/rate-calendar/clear`, {
      dates,
    }),

  saveSeason: ({
    businessId,
    itemId,
    id,
    season,
  }: {
    businessId: number;
    itemId: number;
    id?: number;
    season: SeasonInput;
  }) =>
    apiPost<{ data: RateSeason }>(
      `${listingPath(businessId, itemId)}/rate-seasons${id ? `/${id}` : ""}`,
      season,
    ),

  deleteSeason: ({ businessId, itemId, id }: { businessId: number; itemId: number; id: number }) =>
    apiPost<{ data: { id: number } }>(`${listingPath(businessId, itemId)}/rate-seasons/${id}/delete`),
};
