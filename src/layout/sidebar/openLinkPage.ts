import { LINK_CODE_WAIT_MS } from "../../domain/constants";
import { isLinkPageLoaded, preloadOf } from "./preloadLink";

// The latest sidebar click: a later one (on any link) supersedes a click still waiting for its page's code.
let latestClick = 0;

/**
 * Opens the page of sidebar link `id` with `go` (the navigation), told whether to draw the page at once (react-
 * router's `flushSync` navigation: the click's own update) rather than in a transition (react-router's default,
 * which every other update of the page being left interrupts). A page whose code is in is drawn at once.
 * Otherwise its code is fetched now and the navigation waits for it, up to LINK_CODE_WAIT_MS,
 * to be drawn at once as well: a navigation in a transition while the page being left still draws its answers
 * (the Overview after a sign-in) was interrupted by each of them and showed the new page 300-500 ms after its code
 * had arrived. Past the wait (a slow network), or when the fetch fails, it navigates in a transition as before.
 * The wait is dropped when the user goes elsewhere meanwhile (another link, Back).
 */
export function openLinkPage(id: string, go: (atOnce: boolean) => void): void {
  const click = ++latestClick;
  const preload = preloadOf(id);
  if (isLinkPageLoaded(id) || !preload) {
    go(true);
    return;
  }
  const from = window.location.href;
  const stillWanted = () => click === latestClick && window.location.href === from;
  let settled = false;
  const settle = (open: () => void) => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    if (stillWanted()) open();
  };
  const timer = window.setTimeout(() => settle(() => go(false)), LINK_CODE_WAIT_MS);
  preload().then(
    () => settle(() => go(true)),
    () => settle(() => go(false)),
  );
}
