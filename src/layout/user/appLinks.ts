/** Addresses of the companion apps, as `GET /api/apps/config` answers them (server config QR_APP_URL, ...). */
export interface AppAddresses {
  qr_app_url: string;
  orders_app_url: string;
  tablet_app_url: string;
}

export interface AppLink {
  id: "qrApp" | "ordersApp" | "tabletApp";
  href: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The user menu's app links for a branch: the QR app at the branch's slug, the orders and tablet apps. */
export const appLinksFor = (addresses: AppAddresses, branchSlug: string): AppLink[] => [
  { id: "qrApp", href: `${trimSlash(addresses.qr_app_url)}/${encodeURIComponent(branchSlug)}` },
  { id: "ordersApp", href: addresses.orders_app_url },
  { id: "tabletApp", href: addresses.tablet_app_url },
];
