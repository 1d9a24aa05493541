import { useSyncExternalStore } from "react";
import { CUSTOMER_PAGES_PATH, TABLE_TOKEN_PARAM } from "../domain/constants";

// The customer pages' addresses, read from the location (no router library: five addresses do not need one).
//   /m/{slug}                     the menu (a chalet's listings)      ?t=<table token> when a table's QR opened it
//   /m/{slug}/t/{token}           the same, the table's token in the path
//   /m/{slug}/checkout            the order's details and sending
//   /m/{slug}/orders/{token}      following an order
//   /m/{slug}/stays/{id}          a chalet listing's dates and booking request

export type Route =
  | { page: "home" }
  | { page: "menu"; slug: string; tableToken: string | null }
  | { page: "checkout"; slug: string }
  | { page: "order"; slug: string; token: string }
  | { page: "stay"; slug: string; listingId: number };

const segment = (value: string | undefined) => {
  try {
    return value ? decodeURIComponent(value) : "";
  } catch {
    return "";
  }
};

export function routeOf(pathname: string, search: string): Route {
  const rest = pathname.startsWith(CUSTOMER_PAGES_PATH) ? pathname.slice(CUSTOMER_PAGES_PATH.length) : "";
  const [slug, kind, value] = rest.split("/").filter(Boolean).map(segment);
  if (!slug) return { page: "home" };
  if (kind === "checkout") return { page: "checkout", slug };
  if (kind === "orders" && value) return { page: "order", slug, token: value };
  if (kind === "stays" && /^\d+$/.test(value ?? "")) return { page: "stay", slug, listingId: Number(value) };
  const tableToken = kind === "t" && value ? value : new URLSearchParams(search).get(TABLE_TOKEN_PARAM);
  return { page: "menu", slug, tableToken: tableToken || null };
}

export const pathOf = {
  menu: (slug: string) => `${CUSTOMER_PAGES_PATH}/${encodeURIComponent(slug)}`,
  checkout: (slug: string) => `${pathOf.menu(slug)}/checkout`,
  order: (slug: string, token: string) => `${pathOf.menu(slug)}/orders/${encodeURIComponent(token)}`,
  stay: (slug: string, id: number) => `${pathOf.menu(slug)}/stays/${id}`,
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
if (typeof window !== "undefined") window.addEventListener("popstate", notify);

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  window.scrollTo(0, 0);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentAddress = () => location.pathname + location.search;

/** The page's address, redrawn on every navigation (links, Back). */
export function useAddress(): string {
  return useSyncExternalStore(subscribe, currentAddress);
}
