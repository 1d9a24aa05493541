import createCache, { type StylisPlugin } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { mergeTranslations, type TranslationMessages } from "react-admin";
import { appArabic } from "./ar";
import { raArabic } from "./raArabic";

// Everything only Arabic needs, in one chunk fetched when Arabic is chosen or stored (see loadCatalogue):
// the catalogue and the right-to-left emotion cache, which flips every left/right style rule of MUI.

export const arabicCatalogue: TranslationMessages = mergeTranslations(raArabic, appArabic);

export const rtlCache = createCache({
  key: "muirtl",
  stylisPlugins: [prefixer as StylisPlugin, rtlPlugin as StylisPlugin],
});
