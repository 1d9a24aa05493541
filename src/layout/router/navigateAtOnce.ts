// Location changes render in a transition (BlockingBrowserRouter): a page whose code is still on its way keeps the
// previous one on screen instead of flashing a fallback. But a transition yields to every other update, and the
// page being left keeps updating while its answers arrive (the Overview draws its figures for about a second after
// a sign-in): the new page's render was interrupted and restarted until they stopped, 100-400 ms after the click.
// A page whose code is already in cannot suspend, so it is drawn at once, as the click's own update.

let atOnce = false;

/** Runs `navigate` so that the location change it makes is drawn at once, not in a transition. */
export function navigateAtOnce(navigate: () => void): void {
  atOnce = true;
  try {
    navigate();
  } finally {
    atOnce = false;
  }
}

/** Whether the location change being told is one navigateAtOnce makes. */
export const isNavigatingAtOnce = (): boolean => atOnce;
