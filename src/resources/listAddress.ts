// A resource's list has two addresses: SPEC §2's "/x/list" and "/x", where react-admin serves it (specRoutes.tsx
// redirects the first to the second).

/** SPEC's list address of a resource, "/x/list", with its query string and hash if any. */
const SPEC_LIST_ADDRESS = /^\/([^/?#]+)\/list(?=$|[?#])/;

/** Where react-admin serves SPEC's list address: "/x/list?…" → "/x?…" (any other address as it is). */
export const servedListAddress = (address: string): string => address.replace(SPEC_LIST_ADDRESS, "/$1");

/**
 * The name whose list a path opens when it is a list address ("/x" or "/x/list"); whether that name is a
 * resource's is for the caller to know.
 */
export function listNameAt(pathname: string): string | undefined {
  const [, name, rest, ...more] = pathname.split("/");
  if (!name || more.length > 0 || (rest !== undefined && rest !== "list")) return undefined;
  return name;
}
