import { QueryClient } from "@tanstack/react-query";

/**
 * react-admin's query cache, made here rather than by react-admin (which makes the same default client) so that a
 * signed-in start can put a list's first page in it before React has drawn anything (preloadSignedIn).
 */
export const queryClient = new QueryClient();
