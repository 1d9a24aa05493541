import { sql } from "kysely";
import type { Locale } from "../../src/domain/constants";
import type { FieldErrors } from "../errors";

export interface LocaleText {
  locale: Locale;
  name?: string | null;
  description?: string | null;
}

/** Columns for a localized record: the entries as JSON and a lower-cased search text for `q`. */
export function localesColumns(locales: readonly LocaleText[]): { locales: string; search: string } {
  const clean = locales.map((l) => ({
    locale: l.locale,
    name: (l.name ?? "").trim(),
    ...(l.description ? { description: l.description } : {}),
  }));
  return {
    locales: JSON.stringify(clean),
    search: clean
      .map((l) => l.name.toLowerCase())
      .filter(Boolean)
      .join(" | "),
  };
}

export function parseLocales(text: string | null | undefined): LocaleText[] {
  if (!text) return [];
  try {
    return JSON.parse(text) as LocaleText[];
  } catch {
    return [];
  }
}

/** The name in a locale, else the first non-empty name. */
export const nameIn = (locales: readonly LocaleText[], locale: Locale) =>
  locales.find((l) => l.locale === locale && l.name)?.name ?? locales.find((l) => l.name)?.name ?? "";

/** SPEC §5: a name is required for the first locale tab only; duplicates of a locale are refused. */
export function validateLocales(locales: readonly LocaleText[] | undefined, field = "locales"): FieldErrors {
  if (!locales?.length) return { [`${field}.0.name`]: "validation.nameRequired" };
  const errors: FieldErrors = {};
  if (!locales[0].name?.trim()) errors[`${field}.0.name`] = "validation.nameRequired";
  const seen = new Set<string>();
  locales.forEach((l, i) => {
    if (seen.has(l.locale)) errors[`${field}.${i}.locale`] = "validation.invalid";
    seen.add(l.locale);
  });
  return errors;
}

/** Escapes a user's search text for LIKE. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column LIKE %q%` with the escape character spelled out, the same on SQLite and PostgreSQL. */
export const searchLike = (column: string, q: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern(q)} escape '\\'`;
