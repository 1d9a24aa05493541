/**
 * Props to spread on every resource page routed in the layout (`<List>` through LIST_DEFAULTS, `<Create>`, `<Edit>`,
 * `<Show>`): the access check is the route guard's (RouteGuard), which has refused the page before it draws, and
 * the session is checked once at the app's start (requireAuth; any 401 signs out). react-admin's own check asked
 * the auth provider again and held the page's request for its records until that answer had redrawn the page:
 * one more pass of the whole page, about 60 ms, on every page opened.
 */
export const RECORD_PAGE_DEFAULTS = { disableAuthentication: true } as const;
