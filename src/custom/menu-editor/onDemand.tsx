import { Suspense, type ComponentType } from "react";
import { ProgressLine } from "../../resources/shared/ProgressLine";
import { lazyLoaded } from "../lazyLoaded";

/**
 * A part of the editor fetched on demand (onDemandParts.tsx), drawn in its own Suspense boundary so that the rest of
 * the editor never waits for it: until it is in, a thin progress bar holds its place.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazyLoaded(() => load().then((component) => ({ default: component })));
  const OnDemand = (props: P) => (
    <Suspense fallback={<ProgressLine sx={{ my: 1 }} />}>
      <Part {...props} />
    </Suspense>
  );
  return Object.assign(OnDemand, { preload: Part.preload });
}

/**
 * A chalet's owner search with its autocomplete, drawn by the item card's chalet inputs. Here rather than with the
 * other parts: the card itself is one of them, and the card's inputs importing that list made a circle.
 */
export const UserSearchInput = onDemand(() =>
  import("../../resources/users/UserSearchInput").then((m) => m.UserSearchInput),
);
