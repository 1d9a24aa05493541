// Stands in for the query-string library inside react-admin (scripts/stand-ins-plugin.ts), which reads and writes
// a list's parameters in the address and the API calls' queries with `parse` and `stringify` at their defaults:
// 2 KB gzip with its helpers on every page, for what URL encoding and a few rules do. The rules are the library's
// (src/vendor/plainQueryString.test.ts holds them to its output): keys sorted; a key without `=` is null; a
// repeated key is an array; `+` is a space; strict encoding (also ! ' ( ) *); undefined values left out.

type Value = string | null;
type Parsed = Record<string, Value | Value[]>;

const strictEncode = (value: unknown) =>
  encodeURIComponent(value as string).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Decodes what can be: a malformed escape is kept as written, the rest decoded (as decode-uri-component does). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(%[a-f0-9]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

export function parse(query: unknown): Parsed {
  const found: Parsed = Object.create(null);
  if (typeof query !== "string") return found;
  const text = query.trim().replace(/^[?#&]/, "");
  if (!text) return found;
  for (const param of text.split("&")) {
    if (param === "") continue;
    const spaced = param.replace(/\+/g, " ");
    const at = spaced.indexOf("=");
    const key = decode(at === -1 ? spaced : spaced.slice(0, at));
    const value = at === -1 ? null : decode(spaced.slice(at + 1));
    const before = found[key];
    found[key] = before === undefined ? value : ([] as Value[]).concat(before, value);
  }
  const sorted: Parsed = Object.create(null);
  for (const key of Object.keys(found).sort()) sorted[key] = found[key];
  return sorted;
}

export function stringify(object: Record<string, unknown> | null | undefined): string {
  if (!object) return "";
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      if (value === undefined) return "";
      if (value === null) return strictEncode(key);
      if (Array.isArray(value))
        return value
          .filter((item) => item !== undefined)
          .map((item) => (item === null ? strictEncode(key) : `${strictEncode(key)}=${strictEncode(item)}`))
          .join("&");
      return `${strictEncode(key)}=${strictEncode(value)}`;
    })
    .filter((part) => part.length > 0)
    .join("&");
}

export default { parse, stringify };
