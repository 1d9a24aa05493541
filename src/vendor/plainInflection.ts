// Stands in for the inflection library (scripts/stand-ins-plugin.ts), which react-admin imports to make a label from
// a resource or field name when the catalogue has none ("order_items" → "Order items"). Every label of the
// dashboard is in its catalogues, so this only ever writes a fallback: plain English rules instead of the
// library's hundreds of irregular words (3 KB gzip on every page). src/vendor/plainInflection.test.ts checks it
// against the library on every resource and field name the app declares.

// Words without a plural, and singular words that end in s: as the library has them, for the words a dashboard uses.
const UNCOUNTABLE = /(equipment|information|money|news|series|species|sheep|fish|rice)$/i;
const SINGULAR_IN_S = /(alias|status|ss|is)$/i;
const TAKES_ES = /(alias|status|ss|x|z|ch|sh)$/i;

export function pluralize(word: string): string {
  if (UNCOUNTABLE.test(word) || /media$/i.test(word)) return word;
  if (/medium$/i.test(word)) return word.replace(/um$/i, "a");
  if (TAKES_ES.test(word)) return `${word}es`;
  if (/s$/i.test(word)) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function singularize(word: string): string {
  if (UNCOUNTABLE.test(word) || SINGULAR_IN_S.test(word)) return word;
  if (/media$/i.test(word)) return word.replace(/a$/i, "um");
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(alias|status|ss|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  return word.replace(/s$/i, "");
}

export const inflect = (word: string, count: number): string =>
  count === 1 ? singularize(word) : pluralize(word);

export function capitalize(text: string, lowFirstLetter = false): string {
  const lower = text.toLowerCase();
  return lowFirstLetter ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
}

export const humanize = (text: string, lowFirstLetter = false): string =>
  capitalize(text.replace(/_ids?$/, "").replace(/_/g, " "), lowFirstLetter);

export const underscore = (text: string): string =>
  text
    .replace(/([a-z\d])([A-Z])/g, "$1_$2")
    .replace(/[-\s]+/g, "_")
    .toLowerCase();

const STEPS: Record<string, (text: string) => string> = {
  pluralize,
  singularize,
  capitalize,
  humanize,
  underscore,
};

export const transform = (text: string, steps: string[]): string =>
  steps.reduce((result, step) => (STEPS[step] ? STEPS[step](result) : result), text);
