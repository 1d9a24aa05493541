import type { ComponentProps } from "react";
import { CssBaseline } from "@mui/material";
import { CoreAdminUI, LoadingPage } from "react-admin";
import { Notifications } from "./Notifications";
import { AccessDenied, AuthenticationError, RootError } from "./rootFallbackPages";

// react-admin's <Admin> draws <AdminUI>, whose default pages (its login form, its layout with app bar, menu and
// preferences inspector, its OAuth callback) are imported even when the app brings its own: they went into the
// JavaScript every route loads. This is the same UI with only what the dashboard draws: CssBaseline, the core
// routes with the app's own layout and pages, and the notifications. The pages for what goes wrong outside the
// shell, and the notifications' snackbar, are fetched when needed.

/** The app has resources: react-admin's "nothing declared yet" welcome page is never shown. */
const Ready = () => null;

export type AdminUIProps = Omit<
  ComponentProps<typeof CoreAdminUI>,
  "accessDenied" | "authenticationError" | "error" | "loading" | "ready" | "authCallbackPage"
>;

export const AdminUI = (props: AdminUIProps) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      accessDenied={AccessDenied}
      authenticationError={AuthenticationError}
      error={RootError}
      loading={LoadingPage}
      ready={Ready}
      // No identity provider redirects back to the dashboard: its sign-in is the login page's own.
      authCallbackPage={false}
      {...props}
    />
    <Notifications />
  </CssBaseline>
);
