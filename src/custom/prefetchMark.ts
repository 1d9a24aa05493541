/**
 * The User Timing mark the login page sets when, drawn and idle, it starts fetching the signed-in start's chunks
 * for the next page: DevTools shows it, and the bench tells those chunks apart from the login page's own by it.
 */
export const SIGNED_IN_PREFETCH_MARK = "prefetch:signed-in-start";
