import { lazy, Suspense, type ComponentProps } from "react";
import { Loading } from "react-admin";

// The signed-in shell (top bar, sidebar, notifications, live updates, page search) is a chunk of its own: the
// login and register pages, the first page most people open, do not carry it.
const Shell = lazy(() => import("./Layout").then((m) => ({ default: m.Layout })));

export const LazyLayout = (props: ComponentProps<typeof Shell>) => (
  <Suspense fallback={<Loading />}>
    <Shell {...props} />
  </Suspense>
);
