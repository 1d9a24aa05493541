import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import {
  DEFAULT_PHONE_LOCAL_DIGITS,
  SEARCH_PER_KIND,
  type Locale,
  type SearchKind,
} from "../../../src/domain/constants";
import { can } from "../../../src/domain/permissions";
import { localizedName } from "../../../src/domain/localizedText";
import { searchNeedle, searchNormalise, searchPhoneDigits } from "../../../src/domain/search-normalise";
import { normalizePhone } from "../../../src/domain/phone";
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
  recordsByPhone,
  customerByPhone,
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

/** The query as a whole phone number in E.164 (local digits read as the home country's), when it is one. */
const wholePhone = (digits: string | undefined) =>
  digits && digits.length >= DEFAULT_PHONE_LOCAL_DIGITS
    ? normalizePhone(digits.length === DEFAULT_PHONE_LOCAL_DIGITS ? digits : `+${digits}`)
    : undefined;

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

  // A whole phone number typed: its orders, stays and customer are read by the phone's index; only when nothing
  // was made under that number does the trigram index look for the digits inside other texts.
  const e164 = wholePhone(phone) ?? "";
  const orPhone = async (byPhone: Promise<number[]> | "", fromIndex: () => Promise<number[]>) => {
    const ids = byPhone ? await byPhone : [];
    return ids.length ? ids : fromIndex();
  };
  const none = Promise.resolve([] as number[]);
  // Each kind is one or two indexed reads of its own: asked together (PostgreSQL runs them side by side).
  const [orderIds, stayIds, customerIds, itemIds, categoryIds] = await Promise.all([
    exact(
      number !== undefined ? ordersByNumber(db, orderBranches, number, SEARCH_PER_KIND) : none,
      orPhone(e164 && recordsByPhone(db, "orders", businessId, orderBranches, e164, SEARCH_PER_KIND), () =>
        inIndex("order", orderBranches),
      ),
    ),
    exact(
      number !== undefined ? staysByNumber(db, stayBranches, number) : none,
      orPhone(
        e164 && recordsByPhone(db, "reservations", businessId, stayBranches, e164, SEARCH_PER_KIND),
        () => inIndex("stay", stayBranches),
      ),
    ),
    mayRead("customers")
      ? orPhone(e164 && customerByPhone(db, businessId, e164), () => inIndex("customer", [businessId]))
      : none,
    mayRead("items") ? inIndex("item", [businessId]) : none,
    mayRead("categories") ? inIndex("category", [businessId]) : none,
  ]);
  const [orders, stays, customers, items, categories, members, branches] = await Promise.all([
    ordersShown(db, businessId, orderIds),
    staysShown(db, businessId, stayIds),
    // Customers the member sees (the directory's own rule: customers/repository.ts).
    customersShown(db, businessId, customerIds, sightOf(access, businessId)),
    itemsShown(db, businessId, itemIds),
    categoriesShown(db, businessId, categoryIds),
    mayRead("users") ? membersOf(db, businessId) : Promise.resolve([]),
    mayRead("branches") ? branchesOf(db, businessId) : Promise.resolve([]),
  ]);

  const hits: SearchHit[] = [];
  const byIds = <T extends { id: number }>(rows: T[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);

  for (const o of byIds(orders, orderIds))
    hits.push({
      kind: "order",
      id: o.id,
      branch_id: o.branch_id,
      menu_id: null,
      title: [`#${o.number}`, o.customer_name].filter(Boolean).join(" · "),
      subtitle: o.customer_phone,
    });
  for (const s of byIds(stays, stayIds))
    hits.push({
      kind: "stay",
      id: s.id,
      branch_id: s.branch_id,
      menu_id: null,
      title: [`#${s.id}`, s.customer_name].filter(Boolean).join(" · "),
      subtitle: [names(s.listing, locale), s.customer_phone].filter(Boolean).join(" · "),
    });
  for (const c of byIds(customers, customerIds))
    hits.push({
      kind: "customer",
      id: c.id,
      branch_id: null,
      menu_id: null,
      title: c.name || c.phone,
      subtitle: c.phone,
    });
  for (const i of byIds(items, itemIds))
    hits.push({
      kind: "item",
      id: i.id,
      branch_id: null,
      menu_id: i.menu_id,
      title: names(i.locales, locale, `#${i.id}`),
      subtitle: names(i.category, locale),
    });
  for (const c of byIds(categories, categoryIds))
    hits.push({
      kind: "category",
      id: c.id,
      branch_id: null,
      menu_id: c.menu_id,
      title: names(c.locales, locale, `#${c.id}`),
      subtitle: "",
    });
  for (const u of members.filter((u) => contains(needle, u.name, u.email, u.phone)).slice(0, SEARCH_PER_KIND))
    hits.push({ kind: "user", id: u.id, branch_id: null, menu_id: null, title: u.name, subtitle: u.email });
  for (const b of branches
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
