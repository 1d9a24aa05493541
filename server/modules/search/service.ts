import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { SEARCH_PER_KIND, type Locale, type SearchKind } from "../../../src/domain/constants";
import { can } from "../../../src/domain/permissions";
import { localizedName } from "../../../src/domain/localizedText";
import { searchNeedle, searchNormalise, searchPhoneDigits } from "../../../src/domain/search-normalise";
import { parseLocales } from "../../db/locales";
import { customersShown } from "../customers/repository";
import { sightOf } from "../customers/service";
import { readableBranchIds, type Access } from "../../plugins/tenancy";
import {
  branchesOf,
  categoriesShown,
  findInIndex,
  indexScope,
  itemsShown,
  membersOf,
  ordersByNumber,
  ordersShown,
  staysByNumber,
  staysShown,
  type IndexedKind,
} from "./repository";

// The global search of a business: each kind the user may read (the same `can()` as every route: orders and stays
// in the branches where they may read them, the rest in the business), a few newest matches per kind.

export interface SearchHit {
  kind: SearchKind;
  id: number;
  /** The branch an order or stay belongs to (the dashboard switches to it to open the record). */
  branch_id: number | null;
  /** The menu an item or category belongs to. */
  menu_id: number | null;
  title: string;
  subtitle: string;
}

const names = (locales: string | null, locale: Locale, fallback = "") =>
  localizedName(
    parseLocales(locales).map((l) => ({ locale: l.locale, name: l.name ?? "" })),
    locale,
    fallback,
  );

/** Whether a few short texts (a member, a branch) contain the needle, compared as the index compares. */
const contains = (needle: string, ...texts: (string | null | undefined)[]) =>
  texts.some((text) => {
    if (!text) return false;
    const normal = searchNormalise(text);
    return normal.includes(needle) || normal.replace(/[\s+-]/g, "").includes(needle);
  });

export async function searchBusiness(
  db: Kysely<DB>,
  access: Access,
  businessId: number,
  query: string,
  locale: Locale,
): Promise<SearchHit[]> {
  const needle = searchNeedle(query);
  if (!needle) return [];
  const phone = searchPhoneDigits(query);
  const number = phone && /^\d{1,9}$/.test(phone) ? Number(phone) : undefined;
  const orderBranches = readableBranchIds(access, businessId, "orders");
  const stayBranches = readableBranchIds(access, businessId, "reservations");
  const mayRead = (area: "items" | "categories" | "users" | "branches" | "customers") =>
    can(access, { businessId, area, action: "read" });

  const inIndex = (kind: IndexedKind, owners: number[]) =>
    findInIndex(
      db,
      kind,
      owners.map((id) => indexScope(kind, id)),
      needle,
      SEARCH_PER_KIND,
    );
  // The order or stay whose number was typed comes first, even when its number is too short for the index.
  const exact = async (found: Promise<number[]>, fromIndex: Promise<number[]>) => {
    const [first, rest] = [await found, await fromIndex];
    return [...new Set([...first, ...rest])].slice(0, SEARCH_PER_KIND);
  };

  const orderIds = await exact(
    number !== undefined ? ordersByNumber(db, orderBranches, number, SEARCH_PER_KIND) : Promise.resolve([]),
    inIndex("order", orderBranches),
  );
  const stayIds = await exact(
    number !== undefined ? staysByNumber(db, stayBranches, number) : Promise.resolve([]),
    inIndex("stay", stayBranches),
  );
  const customerIds = mayRead("customers") ? await inIndex("customer", [businessId]) : [];
  const itemIds = mayRead("items") ? await inIndex("item", [businessId]) : [];
  const categoryIds = mayRead("categories") ? await inIndex("category", [businessId]) : [];

  const hits: SearchHit[] = [];
  const byIds = <T extends { id: number }>(rows: T[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);

  for (const o of byIds(await ordersShown(db, businessId, orderIds), orderIds))
    hits.push({
      kind: "order",
      id: o.id,
      branch_id: o.branch_id,
      menu_id: null,
      title: [`#${o.number}`, o.customer_name].filter(Boolean).join(" · "),
      subtitle: o.customer_phone,
    });
  for (const s of byIds(await staysShown(db, businessId, stayIds), stayIds))
    hits.push({
      kind: "stay",
      id: s.id,
      branch_id: s.branch_id,
      menu_id: null,
      title: [`#${s.id}`, s.customer_name].filter(Boolean).join(" · "),
      subtitle: [names(s.listing, locale), s.customer_phone].filter(Boolean).join(" · "),
    });
  // Customers the member sees (the directory's own rule: customers/repository.ts).
  const customers = await customersShown(db, businessId, customerIds, sightOf(access, businessId));
  for (const c of byIds(customers, customerIds))
    hits.push({
      kind: "customer",
      id: c.id,
      branch_id: null,
      menu_id: null,
      title: c.name || c.phone,
      subtitle: c.phone,
    });
  for (const i of byIds(await itemsShown(db, businessId, itemIds), itemIds))
    hits.push({
      kind: "item",
      id: i.id,
      branch_id: null,
      menu_id: i.menu_id,
      title: names(i.locales, locale, `#${i.id}`),
      subtitle: names(i.category, locale),
    });
  for (const c of byIds(await categoriesShown(db, businessId, categoryIds), categoryIds))
    hits.push({
      kind: "category",
      id: c.id,
      branch_id: null,
      menu_id: c.menu_id,
      title: names(c.locales, locale, `#${c.id}`),
      subtitle: "",
    });
  if (mayRead("users"))
    for (const u of (await membersOf(db, businessId))
      .filter((u) => contains(needle, u.name, u.email, u.phone))
      .slice(0, SEARCH_PER_KIND))
      hits.push({ kind: "user", id: u.id, branch_id: null, menu_id: null, title: u.name, subtitle: u.email });
  if (mayRead("branches"))
    for (const b of (await branchesOf(db, businessId))
      .filter((b) => contains(needle, b.slug, ...parseLocales(b.locales).map((l) => l.name)))
      .slice(0, SEARCH_PER_KIND))
      hits.push({
        kind: "branch",
        id: b.id,
        branch_id: b.id,
        menu_id: null,
        title: names(b.locales, locale, b.slug),
        subtitle: b.slug,
      });
  return hits;
}
