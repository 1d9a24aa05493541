import { RESOURCES } from "./screens";

type Preload = () => Promise<void>;

/**
 * Fetches the chunk of the resource list an address opens ("/orders", or SPEC's "/orders/list"), if it is one: a
 * start there (a reload of the orders list kept open at the counter) asks for it beside the shell, instead of once
 * the shell has checked the session and drawn the route.
 */
export function preloadListAt(pathname: string): void {
  const [, name, rest, ...more] = pathname.split("/");
  if (more.length > 0 || (rest !== undefined && rest !== "list")) return;
  const list = RESOURCES.find((resource) => resource.name === name)?.list as
    { preload?: Preload } | undefined;
  list?.preload?.().catch(() => undefined);
}
