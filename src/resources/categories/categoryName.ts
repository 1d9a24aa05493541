import type { LocalizedText } from "../../domain/localizedText";

export const NO_NAME = "resources.categories.noName";

/** A category's name in the current language only; undefined when it has none there (shown as "No Name", SPEC §8). */
export const categoryNameIn = (
  locales: readonly LocalizedText[] | undefined,
  locale: string,
): string | undefined => locales?.find((entry) => entry.locale === locale && entry.name?.trim())?.name;
