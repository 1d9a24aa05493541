import { Suspense, type ReactNode } from "react";
import { Loading } from "react-admin";
import { pageWithStrings } from "./pageChunks";

// The pages drawn outside the layout, each its own chunk. Apart from the signed-in pages (lazyPages.tsx): the
// login page fetches the signed-in start ahead (preloadAfterLogin), which reaches the sidebar, whose links fetch
// the signed-in pages; with the login page among them the modules made a circle.

export const LazyLoginPage = pageWithStrings("auth", () =>
  import("./auth/LoginPage").then((m) => m.LoginPage),
);
export const LazyRegisterPage = pageWithStrings("auth", () =>
  import("./auth/RegisterPage").then((m) => m.RegisterPage),
);
export const LazyLockPage = pageWithStrings("auth", () => import("./auth/LockPage").then((m) => m.LockPage));

/** The fallback of pages drawn outside the layout. */
export const PageSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);
