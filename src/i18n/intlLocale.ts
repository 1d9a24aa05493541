import type { Locale } from "../domain/constants";

/**
 * The Intl locale of a dashboard language. Arabic keeps Latin digits, like every figure of the dashboard, while
 * its words (relative times, day periods, month and day names) are Arabic.
 */
export const intlLocale = (locale: Locale | string): string => (locale === "ar" ? "ar-u-nu-latn" : "en");
