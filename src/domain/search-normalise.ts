// The text the global search compares, the same on both sides: what is stored for a record and what is typed.
// Arabic spellings people mix freely are made one (alef forms, taa marbuta and haa, alef maqsura and ya),
// diacritics and tatweel are dropped, Arabic-Indic and Persian digits become Latin ones, and English is lower-cased
// with its accents dropped. The database keeps the stored side current with the same table, copied into its
// migration (2026_11_30_500_search_index) as SQL, and a test holds the two to each other.

import { DEFAULT_PHONE_EXT, DEFAULT_PHONE_LOCAL_DIGITS } from "./constants";

/** Each character that is written differently: to what it becomes ("" drops it). */
export const SEARCH_CHARACTER_MAP: Readonly<Record<string, string>> = Object.freeze({
  // Alef with hamza above or below, with madda, alef wasla.
  "\u0623": "\u0627",
  "\u0625": "\u0627",
  "\u0622": "\u0627",
  "\u0671": "\u0627",
  // Taa marbuta is read as haa, alef maqsura as ya.
  "\u0629": "\u0647",
  "\u0649": "\u064a",
  // Tatweel and the harakat (fathatan … sukun, maddah, hamza marks), superscript alef.
  "\u0640": "",
  ...Object.fromEntries(
    Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => [String.fromCharCode(0x064b + i), ""]),
  ),
  "\u0670": "",
  // Arabic-Indic and extended (Persian) digits.
  ...Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x0660 + d), String(d)])),
  ...Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x06f0 + d), String(d)])),
  // Latin letters with accents, small and capital (a database's lower() may know ASCII only).
  ...latin("aàáâãäåā", "AÀÁÂÃÄÅĀ"),
  ...latin("cç", "CÇ"),
  ...latin("eèéêëē", "EÈÉÊËĒ"),
  ...latin("iìíîïī", "IÌÍÎÏĪ"),
  ...latin("nñ", "NÑ"),
  ...latin("oòóôõöøō", "OÒÓÔÕÖØŌ"),
  ...latin("uùúûüū", "UÙÚÛÜŪ"),
  ...latin("yýÿ", "YÝŸ"),
});

/** The accented forms (after the plain letter, small then capital) of one letter, mapped to the plain small one. */
function latin(small: string, capital: string): Record<string, string> {
  const base = small[0];
  return Object.fromEntries([...small.slice(1), ...capital.slice(1)].map((c) => [c, base]));
}

/** A record's or a query's text as the search compares it: see the map above; ASCII lower-cased too. */
export function searchNormalise(text: string): string {
  let out = "";
  for (const c of text.toLowerCase()) out += SEARCH_CHARACTER_MAP[c] ?? c;
  return out;
}

/** Country code of the phones the search reads without it (SPEC §9: numbers are Kuwaiti unless they say). */
const HOME_COUNTRY_CODE = DEFAULT_PHONE_EXT;
const LOCAL_DIGITS = DEFAULT_PHONE_LOCAL_DIGITS;

/**
 * A query that is a phone number, as the digits stored numbers contain: "+965 5000 0001", "00965-50000001",
 * "٥٠٠٠ ٠٠٠١" all give "50000001"; undefined when the text has anything but digits, spaces, dashes, dots,
 * brackets and a leading plus.
 */
export function searchPhoneDigits(query: string): string | undefined {
  const text = searchNormalise(query).trim();
  if (!/^\+?[\d\s\-().]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, "");
  if (digits.startsWith(`00${HOME_COUNTRY_CODE}`)) digits = digits.slice(2);
  if (digits.startsWith(HOME_COUNTRY_CODE) && digits.length === HOME_COUNTRY_CODE.length + LOCAL_DIGITS)
    digits = digits.slice(HOME_COUNTRY_CODE.length);
  return digits || undefined;
}

/** What the search looks for: a phone's digits when the query is one, else the normalised text, trimmed. */
export const searchNeedle = (query: string) => searchPhoneDigits(query) ?? searchNormalise(query).trim();
