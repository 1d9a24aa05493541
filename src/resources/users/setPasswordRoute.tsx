import { Route } from "react-router-dom";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { SET_PASSWORD_PATH } from "../../domain/constants";
import { PageSuspense } from "../../custom/guestPages";

const LazySetPasswordPage = lazyLoaded(() => import("./SetPasswordPage"));

/**
 * The page of the invitation e-mail's link, outside the layout and open without a session (the link is the proof).
 * Not guest-only: a browser still signed in as someone else simply starts the new member's session.
 */
export const setPasswordRoute = (
  <Route
    key="set-password"
    path={SET_PASSWORD_PATH}
    element={
      <PageSuspense>
        <LazySetPasswordPage />
      </PageSuspense>
    }
  />
);
