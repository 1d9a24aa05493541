import { Suspense, type ComponentProps } from "react";
import { Loading } from "react-admin";
import { lazyLoaded } from "../custom/lazyLoaded";

// The signed-in shell (top bar, sidebar, notifications, live updates, page search) is a chunk of its own: the
// login and register pages, the first page most people open, do not carry it.
const Shell = lazyLoaded(() => import("./Layout").then((m) => ({ default: m.Layout })));

/** Fetches the shell's chunk ahead of time (a start with a session, the wait before the reload after login). */
export const preloadShell = Shell.preload;

export const LazyLayout = (props: ComponentProps<typeof Shell>) => (
  <Suspense fallback={<Loading />}>
    <Shell {...props} />
  </Suspense>
);
