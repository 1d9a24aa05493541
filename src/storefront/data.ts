import { useCallback, useEffect, useState } from "react";
import type { Locale } from "../domain/constants";
import { api } from "./api";
import type { MenuCategory, MenuItem, PublicBranch, PublicMenu } from "./types";

// The branch and its menu, asked for once per page load (main.tsx starts both before React draws anything) and
// shared by every page that needs them. Their texts carry both languages, so a language switch asks for nothing.

const branches = new Map<string, Promise<PublicBranch>>();
const menus = new Map<string, Promise<PublicMenu>>();

const once = <T>(cache: Map<string, Promise<T>>, slug: string, load: () => Promise<T>) => {
  let promise = cache.get(slug);
  if (!promise) {
    promise = load();
    cache.set(slug, promise);
    // A failed load is asked for again next time (a retry button, the next page).
    promise.catch(() => cache.delete(slug));
  }
  return promise;
};

export const branchOf = (slug: string, locale: Locale) =>
  once(branches, slug, () => api.branch(slug, locale));
export const menuOf = (slug: string, locale: Locale) => once(menus, slug, () => api.menu(slug, locale));

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  retry: () => void;
}

/** A promise's answer as state; `retry` asks again. */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each draw; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ key });
    setAttempt((n) => n + 1);
  }, [key]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, retry };
}

/** Every item of the menu by id, for the cart and the checkout. */
export function itemsById(categories: readonly MenuCategory[]): Map<number, MenuItem> {
  const items = new Map<number, MenuItem>();
  const visit = (category: MenuCategory) => {
    for (const item of category.items) items.set(item.id, item);
    category.children.forEach(visit);
  };
  categories.forEach(visit);
  return items;
}
