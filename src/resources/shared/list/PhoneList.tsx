import { lazy, Suspense } from "react";
import type { SimpleListProps } from "react-admin";
import { PHONE_MEDIA_QUERY } from "../phoneLayout";

const loadSimpleList = () => import("./simpleList");

// Phones draw the cards at once: there their code is fetched as soon as a list's code is, beside the list's own
// records; computers, which draw the table, never fetch it (about 1.5 KB gzip).
if (typeof window !== "undefined" && window.matchMedia?.(PHONE_MEDIA_QUERY).matches) void loadSimpleList();

const LazySimpleList = lazy(() => loadSimpleList().then((module) => ({ default: module.SimpleList })));

/** A list's phone cards (react-admin's SimpleList), whose code only phones load. */
export const PhoneList = (props: SimpleListProps) => (
  <Suspense fallback={null}>
    <LazySimpleList {...props} />
  </Suspense>
);
