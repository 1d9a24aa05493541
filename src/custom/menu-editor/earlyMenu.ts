import { apiJson } from "../../dataProvider/httpClient";
import { editorMenuPath } from "../../dataProvider/apiPaths";
import { PREFETCHED_FRESH_MS } from "../../dataProvider/queryDefaults";
import type { EditorMenu } from "./types";

// A page opened at /menu asks for the menu as it starts, beside the shell's and the editor's chunks, instead of
// after the editor has been fetched and drawn (about a second later on a cold start). The editor takes that
// answer once; every later load of the menu (uploads, saves, another menu) asks the server as before.

let early: { menuId: number; startedAt: number; answer: Promise<EditorMenu> } | null = null;

/** Starts loading the menu the editor is about to open. */
export function loadMenuEarly(menuId: number): void {
  const answer = apiJson<{ data: EditorMenu }>(editorMenuPath(menuId)).then(({ data }) => data);
  // Not read yet: a failure here is the editor's to handle (it asks again), not an unhandled rejection.
  answer.catch(() => undefined);
  early = { menuId, startedAt: Date.now(), answer };
}

/**
 * The early answer for this menu, once, while it is fresh; otherwise nothing (the caller asks the server). A copy
 * older than PREFETCHED_FRESH_MS (the editor was not opened then after all) is dropped, never shown later.
 */
export function takeEarlyMenu(menuId: number): Promise<EditorMenu> | undefined {
  const taken = early;
  early = null;
  if (!taken || taken.menuId !== menuId || Date.now() - taken.startedAt > PREFETCHED_FRESH_MS)
    return undefined;
  return taken.answer;
}
