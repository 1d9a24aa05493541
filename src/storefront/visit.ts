import { readStored, writeStored } from "./storage";
import type { CartLine } from "./cart";

// What the phone remembers of a visit: the table the QR code named (for this tab: a code scanned yesterday must not
// send today's order to that table), its name once the server has said it, and the last orders placed at the
// branch, so their tracking pages are found again after a reload and "order again" has their lines.

export const REMEMBERED_ORDERS = 5;

export function tableTokenOf(slug: string, fromAddress: string | null): string | null {
  const key = `storefront.table.${slug}`;
  try {
    if (fromAddress) sessionStorage.setItem(key, fromAddress);
    return fromAddress ?? sessionStorage.getItem(key);
  } catch {
    return fromAddress;
  }
}

const isText = (value: unknown): value is string => typeof value === "string";
export const tableNameOf = (token: string) => readStored(`tableName.${token}`, isText);
export const rememberTableName = (token: string, name: string | null) => {
  if (name) writeStored(`tableName.${token}`, name);
};

export interface RememberedOrder {
  token: string;
  number: number;
  placedAt: string;
  lines: CartLine[];
}

const isOrders = (value: unknown): value is RememberedOrder[] =>
  Array.isArray(value) && value.every((o) => typeof o?.token === "string" && Array.isArray(o.lines));

export const rememberedOrders = (slug: string): RememberedOrder[] =>
  readStored(`orders.${slug}`, isOrders) ?? [];

export function rememberOrder(slug: string, order: RememberedOrder): void {
  const others = rememberedOrders(slug).filter((o) => o.token !== order.token);
  writeStored(`orders.${slug}`, [order, ...others].slice(0, REMEMBERED_ORDERS));
}
