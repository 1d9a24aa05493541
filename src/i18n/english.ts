import englishMessages from "ra-language-english";
import { mergeTranslations, type TranslationMessages } from "react-admin";
import { REGISTRY } from "../domain/resources";
import { appEnglish } from "./en";
import { registryMessages } from "./registryMessages";
import { withoutUnusedFeatures } from "./unusedRaMessages";

// English in a chunk of its own, as Arabic is (see loadCatalogue): a page in Arabic does not carry it. index.html
// names it as a module preload, so an English page fetches it beside the app's own code, not after it. The names
// and fields the resources declare come from the registry.

export const englishCatalogue: TranslationMessages = mergeTranslations(
  withoutUnusedFeatures(englishMessages),
  registryMessages(REGISTRY, "en"),
  appEnglish,
);
