import type { LocalizedText } from "../../domain/localizedText";
import { apiJson, apiPost } from "../httpClient";
import { branchPath } from "../apiPaths";

// Staff order entry (issue 48): what the order screen picks from, a new order, more items for an open order, and
// a line taken out of a pending one. Amounts are the API's decimal KWD.

export interface EntryPriced {
  id: number;
  locales: LocalizedText[];
  price: number;
}

export interface EntryItem {
  id: number;
  category_id: number;
  locales: LocalizedText[];
  sold_out: boolean;
  disable_ordering: boolean;
  prices: EntryPriced[];
  addons: EntryPriced[];
  /** "percentage": percent; "value": KWD off each unit's price */
  discount: { type: string; amount: number } | null;
  /** today's holiday price of the first (default) price */
  holiday_price: number | null;
}

export interface EntryTable {
  id: number;
  locales: LocalizedText[];
  open_order: { id: number; number: number; status: string } | null;
}

export interface OrderEntryData {
  currency: string;
  categories: { id: number; locales: LocalizedText[]; items: EntryItem[] }[];
  general_discount_percent: number;
  extra_charge: number;
  floors: { id: number; locales: LocalizedText[]; tables: EntryTable[] }[];
  popular: number[];
}

export interface StaffOrderLine {
  item_id: number;
  quantity: number;
  price_id?: number | null;
  addon_ids?: number[];
  note?: string;
}

export interface StaffOrderBody {
  type: string;
  table_id?: number | null;
  customer?: { name?: string; phone?: string; address?: string };
  lines: StaffOrderLine[];
}

interface Place {
  businessId: number;
  branchId: number;
}

type Saved = { data: { id: number; number: number } };

export const orderEntryMethods = {
  getOrderEntry: ({ businessId, branchId, signal }: Place & { signal?: AbortSignal }) =>
    apiJson<{ data: OrderEntryData }>(`${branchPath(businessId, branchId)}/order-entry`, { signal }),
  createStaffOrder: ({ businessId, branchId, body }: Place & { body: StaffOrderBody }) =>
    apiPost<Saved>(`${branchPath(businessId, branchId)}/orders`, body),
  addOrderLines: ({
    businessId,
    branchId,
    orderId,
    lines,
  }: Place & { orderId: number; lines: StaffOrderLine[] }) =>
    apiPost<Saved>(`${branchPath(businessId, branchId)}/orders/${orderId}/lines`, { lines }),
  removeOrderLine: ({
    businessId,
    branchId,
    orderId,
    lineId,
    reason,
    updatedAt,
  }: Place & { orderId: number; lineId: number; reason: string; updatedAt: string }) =>
    apiPost<Saved>(`${branchPath(businessId, branchId)}/orders/${orderId}/remove-line`, {
      line_id: lineId,
      reason,
      updated_at: updatedAt,
    }),
};
