import englishMessages from "ra-language-english";
import { mergeTranslations, type TranslationMessages } from "react-admin";
import { appEnglish } from "./en";
import { withoutUnusedFeatures } from "./unusedRaMessages";

// English in a chunk of its own, as Arabic is (see loadCatalogue): a page in Arabic does not carry it. index.html
// names it as a module preload, so an English page fetches it beside the app's own code, not after it.

export const englishCatalogue: TranslationMessages = mergeTranslations(
  withoutUnusedFeatures(englishMessages),
  appEnglish,
);
