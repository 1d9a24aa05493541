import { Suspense, type ComponentType } from "react";
import type { CoreAdminUIProps } from "react-admin";
import { lazyLoaded } from "../custom/lazyLoaded";

// react-admin's pages for what goes wrong (a crash, a failed session check, a resource the user may not open),
// fetched when one is drawn (rootFallbacks.ts is a chunk of its own): rarely drawn, and react-admin's error page
// brings its page title, and with it MUI's text-field layer, to every page that imported it.

type Fallback = "AccessDenied" | "AuthenticationError" | "RootError";

const fallback = (name: Fallback) => {
  const Lazy = lazyLoaded(() =>
    import("./rootFallbacks").then((m) => ({ default: m[name] as ComponentType })),
  );
  const Drawn = (props: object) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Drawn, { preload: Lazy.preload });
};

export const AccessDenied = fallback("AccessDenied");
export const AuthenticationError = fallback("AuthenticationError");
export const RootError = fallback("RootError") as NonNullable<CoreAdminUIProps["error"]> & {
  preload: () => Promise<void>;
};
