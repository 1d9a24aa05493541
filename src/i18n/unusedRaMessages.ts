import type { TranslationMessages } from "react-admin";

/**
 * react-admin's messages for features the dashboard does not have: saved queries (its lists have their own filter
 * bar), the guessers and the configurable-page inspector. Neither catalogue carries them (the Arabic one would
 * spend 0.5 KB gzip on every page).
 */
export const UNUSED_RA_SECTIONS = ["saved_queries", "guesser", "configurable"] as const;

/** react-admin's messages without the sections of features the dashboard does not have. */
export function withoutUnusedFeatures(messages: TranslationMessages): TranslationMessages {
  const ra = { ...(messages.ra as Record<string, unknown>) };
  for (const section of UNUSED_RA_SECTIONS) delete ra[section];
  return { ...messages, ra } as TranslationMessages;
}
