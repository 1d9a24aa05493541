import { listNameAt } from "./listAddress";
import { RESOURCES } from "./screens";

type Preload = () => Promise<void>;

/**
 * Fetches the chunk of the resource list an address opens ("/orders", or SPEC's "/orders/list"), if it is one: a
 * start there (a reload of the orders list kept open at the counter) asks for it beside the shell, instead of once
 * the shell has checked the session and drawn the route.
 */
export function preloadListAt(pathname: string): void {
  const name = listNameAt(pathname);
  const list = RESOURCES.find((resource) => name !== undefined && resource.name === name)?.list as
    { preload?: Preload } | undefined;
  list?.preload?.().catch(() => undefined);
}
