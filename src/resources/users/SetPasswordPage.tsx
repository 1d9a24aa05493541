import { useState } from "react";
import { Alert } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import { startSession } from "../../authProvider/session";
import type { SessionAnswer } from "../../authProvider/types";
import { apiPost } from "../../dataProvider/httpClient";
import { submissionErrorsOf, UNEXPECTED_ERROR, useNotifyApiError } from "../../dataProvider/errorMessages";
import { SET_PASSWORD_PATH } from "../../domain/constants";
import { AuthActions } from "../../custom/auth/AuthActions";
import { AuthLayout } from "../../custom/auth/AuthLayout";
import { NewPasswordInputs } from "../../custom/auth/AuthInputs";

const FIELDS = ["password", "password_confirmation"] as const;

/** The one-time token of the invitation link, from the address's fragment (#token=…), which no server ever sees. */
const tokenFromAddress = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";

/**
 * Where a staff invitation e-mail leads: the new member chooses their password and is signed in at once. A used or
 * expired link is answered with the server's message under the form.
 */
const SetPasswordPage = () => {
  const translate = useTranslate();
  const notifyApiError = useNotifyApiError();
  const [token] = useState(tokenFromAddress);
  const [loading, setLoading] = useState(false);
  const [linkError, setLinkError] = useState<string>();

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    setLinkError(undefined);
    try {
      // The low-level client, not the dataProvider: the invited person is not signed in yet, and a refused link must
      // show its message here rather than run react-admin's logout to the login page.
      const answer = await apiPost<SessionAnswer>("auth/set-password", { ...values, token });
      if (!startSession(answer)) throw new Error(UNEXPECTED_ERROR);
      // Stay busy: the page reloads at "/" in a moment.
    } catch (error) {
      setLoading(false);
      const tokenMessage = (error as { body?: { errors?: { token?: string[] } } }).body?.errors?.token?.[0];
      if (tokenMessage) setLinkError(tokenMessage);
      else notifyApiError(error);
      return submissionErrorsOf(error, FIELDS);
    }
  };

  return (
    <AuthLayout title="app.frontDesk.setPassword.title" subtitle="app.frontDesk.setPassword.intro">
      {!token ? (
        <Alert severity="info">{translate("app.frontDesk.setPassword.missingLink")}</Alert>
      ) : (
        <Form onSubmit={submit} noValidate>
          {linkError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {linkError}
            </Alert>
          )}
          <NewPasswordInputs
            passwordLabel="app.frontDesk.setPassword.password"
            confirmationLabel="app.frontDesk.setPassword.confirmation"
          />
          <AuthActions submitLabel="app.frontDesk.setPassword.submit" loading={loading} />
        </Form>
      )}
    </AuthLayout>
  );
};

SetPasswordPage.path = SET_PASSWORD_PATH;

export default SetPasswordPage;
