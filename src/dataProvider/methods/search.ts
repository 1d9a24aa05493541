import type { SearchKind } from "../../domain/constants";
import { apiJson } from "../httpClient";
import { businessPath, withQuery } from "../apiPaths";

/** One record the global search found (server/modules/search): what it is, where it lives, what it shows. */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  /** The branch of an order or stay (or the branch itself): the scope to switch to before opening it. */
  branch_id: number | null;
  /** The menu of an item or category. */
  menu_id: number | null;
  title: string;
  subtitle: string;
}

export const searchMethods = {
  /** The global search (Ctrl-K) over the business's records the user may read, a few per kind, newest first. */
  searchBusiness: ({ businessId, q, signal }: { businessId: number; q: string; signal?: AbortSignal }) =>
    apiJson<{ data: SearchHit[] }>(withQuery(`${businessPath(businessId)}/search`, { q }), { signal }),
};
