import type { MenuCategory, MenuItem } from "./types";

// Menu search that finds Arabic words however they are spelled: alef with hamza or madda as bare alef, taa marbuta
// as haa, alef maqsura as ya, hamza on waw or ya as the letter, no diacritics (tashkeel) and no tatweel; Arabic-Indic
// digits as Latin ones; Latin letters without case or accents. The same folding on both sides of the comparison.

const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const FOLDS: Record<string, string> = {
  "\u0622": "\u0627", // آ → ا
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Text folded for comparison (see above), with runs of spaces as one. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(DIACRITICS, "")
    .replace(TATWEEL, "")
    .replace(/[\u0622\u0623\u0625\u0671\u0629\u0649\u0624\u0626]/g, (letter) => FOLDS[letter])
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The words a search looks for in an item: its names and descriptions in both languages. */
export const searchTextOf = (item: MenuItem): string =>
  normalizeForSearch(item.locales.map((l) => `${l.name ?? ""} ${l.description ?? ""}`).join(" "));

export interface SearchIndex {
  entries: { item: MenuItem; text: string }[];
}

/** Every item of the menu's tree with its folded text, built once per menu. */
export function searchIndex(categories: readonly MenuCategory[]): SearchIndex {
  const entries: SearchIndex["entries"] = [];
  const visit = (category: MenuCategory) => {
    for (const item of category.items) entries.push({ item, text: searchTextOf(item) });
    category.children.forEach(visit);
  };
  categories.forEach(visit);
  return { entries };
}

const indexes = new WeakMap<readonly MenuCategory[], SearchIndex>();

/** searchIndex, once per menu. */
export function menuSearchIndex(categories: readonly MenuCategory[]): SearchIndex {
  let index = indexes.get(categories);
  if (!index) indexes.set(categories, (index = searchIndex(categories)));
  return index;
}

/** The items whose text holds every word of the query, in menu order. */
export function searchMenu(index: SearchIndex, query: string): MenuItem[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (!words.length) return [];
  return index.entries.filter((entry) => words.every((w) => entry.text.includes(w))).map((e) => e.item);
}
