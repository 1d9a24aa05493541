import createCache, { type StylisPlugin } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { mergeTranslations, type TranslationMessages } from "react-admin";
import { REGISTRY } from "../domain/resources";
import { appArabic } from "./ar";
import { raArabic } from "./raArabic";
import { registryMessages } from "./registryMessages";

// Everything only Arabic needs, in one chunk fetched when Arabic is chosen or stored (see loadCatalogue):
// the catalogue (with the names and fields the resources declare, from the registry) and the right-to-left
// emotion cache, which flips every left/right style rule of MUI.

export const arabicCatalogue: TranslationMessages = mergeTranslations(
  raArabic,
  registryMessages(REGISTRY, "ar"),
  appArabic,
);

export const rtlCache = createCache({
  key: "muirtl",
  stylisPlugins: [prefixer as StylisPlugin, rtlPlugin as StylisPlugin],
});
