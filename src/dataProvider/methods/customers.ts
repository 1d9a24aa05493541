import { HttpError } from "react-admin";
import type { CustomerTag } from "../../domain/constants";
import type { LocalizedText } from "../../domain/localizedText";
import { apiHeaders, apiJson, apiPost, apiUrl } from "../httpClient";
import { businessPath, withQuery } from "../apiPaths";

// The customers pages' calls (issue 50; server/modules/customers). Money is in the currency's units, as every answer.

export interface Customer {
  id: number;
  phone: string;
  name: string;
  note: string;
  tags: CustomerTag[];
  orders_count: number;
  stays_count: number;
  spent: number;
  average_ticket: number;
  outstanding: number;
  currency: string;
  first_visit_at: string | null;
  last_visit_at: string | null;
}

export interface CustomerDetail extends Customer {
  names: string[];
  favourites: { item_id: number; quantity: number; locales: LocalizedText[] }[];
}

export interface CustomerOrder {
  id: number;
  number: number;
  branch_id: number;
  status: string;
  type: string;
  total: number;
  payment_state: string;
  currency: string;
  created_at: string;
}

export interface CustomerStay {
  id: number;
  branch_id: number;
  listing: { locales: LocalizedText[] };
  from: string;
  to: string;
  status: string;
  total: number;
  paid: number;
  balance: number;
  currency: string;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  total: number;
  total_capped: boolean;
}

export type CustomerQuery = Record<string, string | number | undefined>;

const customersPath = (businessId: number) => `${businessPath(businessId)}/customers`;

type Signal = { signal?: AbortSignal };

export const customerMethods = {
  getCustomers: ({ businessId, query, signal }: Signal & { businessId: number; query: CustomerQuery }) =>
    apiJson<Page<Customer>>(withQuery(customersPath(businessId), query), { signal }),

  getCustomer: ({ businessId, id, signal }: Signal & { businessId: number; id: number }) =>
    apiJson<{ data: CustomerDetail }>(`${customersPath(businessId)}/${id}`, { signal }),

  /** Their orders (`orders`) or stays (`stays`) in the branches the user reads, newest first. */
  getCustomerRecords: <T>({
    businessId,
    id,
    records,
    page,
    signal,
  }: Signal & { businessId: number; id: number; records: "orders" | "stays"; page: number }) =>
    apiJson<Page<T>>(withQuery(`${customersPath(businessId)}/${id}/${records}`, { page, per_page: 10 }), {
      signal,
    }),

  updateCustomer: ({
    businessId,
    id,
    note,
    tags,
  }: {
    businessId: number;
    id: number;
    note: string;
    tags: CustomerTag[];
  }) =>
    apiJson<{ data: Customer }>(`${customersPath(businessId)}/${id}`, {
      method: "PUT",
      body: JSON.stringify({ note, tags }),
    }),

  forgetCustomer: ({ businessId, id }: { businessId: number; id: number }) =>
    apiPost<{ data: { id: number } }>(`${customersPath(businessId)}/${id}/forget`),

  /** The list's filters as a CSV file, written by the server in the user's language. */
  exportCustomers: async ({
    businessId,
    query,
  }: {
    businessId: number;
    query: CustomerQuery;
  }): Promise<Blob> => {
    const response = await fetch(apiUrl(withQuery(`${customersPath(businessId)}/export`, query)), {
      headers: apiHeaders(),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new HttpError(body.message ?? response.statusText, response.status, body);
    }
    return response.blob();
  },
};
