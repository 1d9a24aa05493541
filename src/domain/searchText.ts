// Search that forgives how Arabic is spelled: people type "احمد" for "أحمد", "قهوه" for "قهوة", "شاى" for "شاي",
// with or without diacritics and with the tatweel that stretches a word on a menu. Both the text searched and the
// query are folded the same way, once each: the alef forms (أ إ آ ٱ) to a bare alef, taa marbuta to haa, alef
// maqsura to ya, diacritics and tatweel dropped, Arabic-Indic digits to ASCII digits, Latin letters to lower case.

/** Fathatan … sukun, the small high letters after them, and the superscript alef. */
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
/** ٠-٩ and ۰-۹ */
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function foldForSearch(text: string): string {
  return text
    .normalize("NFC")
    .replace(DIACRITICS, "")
    .replace(TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether folded text holds every word of a folded query, each anywhere in it ("شاي كرك" finds "كرك شاي حليب").
 * Both sides are folded by foldForSearch beforehand, so a list is folded once, not on every key typed.
 */
export function matchesFolded(foldedText: string, foldedQuery: string): boolean {
  if (!foldedQuery) return true;
  return foldedQuery.split(" ").every((word) => foldedText.includes(word));
}
