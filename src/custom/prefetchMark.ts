/**
 * The User Timing marks a page sets when, drawn and idle (whenIdle), it starts fetching the chunks of the page
 * opened next: the login page for the signed-in start, the Overview for the list it leads to. DevTools' timeline
 * shows them, so the prefetch is told apart from the page's own loading there.
 */
export const SIGNED_IN_PREFETCH_MARK = "prefetch:signed-in-start";
export const NEXT_PAGE_PREFETCH_MARK = "prefetch:next-page";
