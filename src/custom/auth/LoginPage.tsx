import { useEffect, useState } from "react";
import { Form, useAuthProvider, useNotify } from "react-admin";
import { PATHS } from "../paths";
import { prefetchSignedInStart, preloadAfterLogin } from "../preloadAfterLogin";
import { whenIdle } from "../whenIdle";
import { AuthActions } from "./AuthActions";
import { AuthLayout } from "./AuthLayout";
import { AuthSwitchLink } from "./AuthSwitchLink";
import { CurrentPasswordInput, EmailInput } from "./AuthInputs";
import { loginPasswordValidators } from "./validators";

export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  // What the signed-in start needs is fetched while the user types, once this page is drawn and idle: at the click
  // the login call then travels alone (sent beside some seventy chunk requests, its answer took about 110 ms
  // instead of 15), and the reload finds everything in the browser cache.
  useEffect(() => whenIdle(prefetchSignedInStart), []);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      // The login call is sent first (login() issues its request before its first await): the browser opens at
      // most six connections to the server, and the preloads queued ahead of it held it back by about 500 ms.
      const signingIn = authProvider?.login({ email: values.email, password: values.password });
      // A click before the idle preload above has run: the chunks are fetched while the password is checked, not
      // after (the reload comes 200 ms after the answer, and a chunk still on its way then is fetched again).
      // Nothing is fetched twice when the preload has run.
      preloadAfterLogin();
      await signingIn;
      // Stay busy: the session has started and the page reloads in a moment.
    } catch {
      notify("app.auth.loginError", { type: "warning" });
      setLoading(false);
    }
  };

  return (
    <AuthLayout title="app.auth.loginTitle" subtitle="app.auth.loginSubtitle">
      <Form onSubmit={submit} noValidate>
        <EmailInput />
        <CurrentPasswordInput validate={loginPasswordValidators} />
        <AuthActions submitLabel="app.auth.login" loading={loading} />
      </Form>
      <AuthSwitchLink question="app.auth.noAccount" label="app.auth.registerLink" to={PATHS.register} />
    </AuthLayout>
  );
};

LoginPage.path = PATHS.login;
