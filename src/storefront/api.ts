import type { Locale } from "../domain/constants";
import type {
  Availability,
  Listing,
  PlacedOrder,
  PublicBranch,
  PublicMenu,
  StayQuote,
  StayRequest,
  TrackedOrder,
} from "./types";

// The customer pages talk to the public API only (/api/public/..., no sign-in). The menu is revalidated by the
// browser's own cache (the server answers it with an ETag and `no-cache`: a repeat visit costs a 304).

/** A refusal of the API: its status, its message and its field messages, in the language asked for. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

async function call<T>(
  path: string,
  locale: Locale,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`/api/public/${path}`, {
    method: init.method ?? "GET",
    headers: {
      accept: "application/json",
      locale,
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => ({}))) as {
    data?: T;
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok) throw new ApiError(response.status, json.message ?? response.statusText, json.errors);
  return json.data as T;
}

const branchPath = (slug: string) => `branches/${encodeURIComponent(slug)}`;

export const api = {
  branch: (slug: string, locale: Locale) => call<PublicBranch>(branchPath(slug), locale),
  menu: (slug: string, locale: Locale) => call<PublicMenu>(`${branchPath(slug)}/menu`, locale),
  placeOrder: (slug: string, locale: Locale, body: unknown, idempotencyKey: string) =>
    call<PlacedOrder>(`${branchPath(slug)}/orders`, locale, {
      method: "POST",
      body,
      headers: { "idempotency-key": idempotencyKey },
    }),
  table: (slug: string, locale: Locale, tableToken: string) =>
    call<{ name: string }>(`${branchPath(slug)}/tables/${encodeURIComponent(tableToken)}`, locale),
  order: (token: string, locale: Locale) => call<TrackedOrder>(`orders/${encodeURIComponent(token)}`, locale),
  callWaiter: (slug: string, locale: Locale, tableToken: string) =>
    call<{ called: boolean; table: string }>(`${branchPath(slug)}/waiter-calls`, locale, {
      method: "POST",
      body: { table_token: tableToken },
    }),
  listings: (slug: string, locale: Locale) =>
    call<Listing[]>(`${branchPath(slug)}/listings?per_page=100`, locale),
  listing: (slug: string, locale: Locale, id: number) =>
    call<Listing>(`${branchPath(slug)}/listings/${id}`, locale),
  availability: (slug: string, locale: Locale, id: number) =>
    call<Availability>(`${branchPath(slug)}/listings/${id}/availability`, locale),
  quote: (slug: string, locale: Locale, id: number, body: unknown) =>
    call<StayQuote>(`${branchPath(slug)}/listings/${id}/quote`, locale, { method: "POST", body }),
  requestStay: (slug: string, locale: Locale, id: number, body: unknown, idempotencyKey: string) =>
    call<StayRequest>(`${branchPath(slug)}/listings/${id}/stay-requests`, locale, {
      method: "POST",
      body,
      headers: { "idempotency-key": idempotencyKey },
    }),
};

/** The live channel's connection settings (the same route the dashboard reads). */
export const liveConfig = () =>
  fetch("/api/live/config").then(
    (r) =>
      r.json() as Promise<{
        key: string;
        wsHost: string;
        wsPort: number;
        forceTLS: boolean;
        enabled: boolean;
      }>,
  );
