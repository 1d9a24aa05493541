import type { ComponentType } from "react";
import { loadSection } from "../i18n";
import type { SectionName } from "../i18n/sections";
import { lazyLoaded, type LazyLoaded } from "./lazyLoaded";

// Every custom page is its own chunk, fetched when its route opens: the first load of any route carries only the
// shell and that route's page (lazyPages.tsx inside the layout, guestPages.tsx outside it).

/** A page component fetched when first drawn (or ahead, by its `preload`). */
export const page = <T extends ComponentType>(load: () => Promise<T>): LazyLoaded<T> =>
  lazyLoaded(() => load().then((component) => ({ default: component })));

/** A page whose strings are a catalogue section: its chunk and the section are fetched side by side. */
export const pageWithStrings = <T extends ComponentType>(section: SectionName, load: () => Promise<T>) =>
  page(() => Promise.all([load(), loadSection(section)]).then(([component]) => component));
