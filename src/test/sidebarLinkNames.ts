import { REGISTRY } from "../domain/resources";
import { appEnglish } from "../i18n/en";
import { registryMessages } from "../i18n/registryMessages";
import { linkLabelKey, SIDEBAR_LINKS } from "../layout/sidebar/links";

// Read from the registry and the English messages, as the sidebar reads them (no hand list to keep): a resource
// added to the registry is expected in the sidebar at once. Plain data only, so the browser tests import it too.

const messages = [registryMessages(REGISTRY, "en"), appEnglish];

const lookup = (key: string): string => {
  for (const catalogue of messages) {
    const found = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    if (typeof found === "string") return found;
  }
  throw new Error(`No English name for the sidebar link ${key}`);
};

/**
 * The product's sidebar links for the owner of a restaurant, in English and in their order: what the sidebar unit
 * test and the shell browser test expect to read.
 */
export const PRODUCT_LINK_NAMES: readonly string[] = SIDEBAR_LINKS.filter(
  // A chalet business's own pages (the rate calendar) are not a restaurant's.
  (link) => !REGISTRY.find((entry) => entry.name === link.id)?.chaletsOnly,
).map((link) => lookup(linkLabelKey(link, "restaurant")));
