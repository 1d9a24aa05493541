import { useEffect, useState } from "react";
import { Alert, Link, Typography } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import { startSession } from "../../authProvider/session";
import type { SessionAnswer } from "../../authProvider/types";
import { apiPost } from "../../dataProvider/httpClient";
import { submissionErrorsOf, UNEXPECTED_ERROR, useNotifyApiError } from "../../dataProvider/errorMessages";
import { SET_PASSWORD_PATH } from "../../domain/constants";
import { AuthActions } from "../../custom/auth/AuthActions";
import { AuthLayout } from "../../custom/auth/AuthLayout";
import { CurrentPasswordInput, EmailInput, NewPasswordInputs } from "../../custom/auth/AuthInputs";

/** The one-time token of the invitation link, from the address's fragment (#token=…), which no server ever sees. */
const tokenFromAddress = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";

/** What `POST auth/invitation` tells whoever holds the link: nothing about the account behind the e-mail. */
interface InvitationPreview {
  business: string;
  inviter: string | null;
  email: string;
}

/** "new": choose a password (an account without one); "existing": sign in with one's own to accept. */
type Mode = "new" | "existing";

const FIELDS = { new: ["password", "password_confirmation"], existing: ["email", "password"] } as const;
const tokenMessageOf = (error: unknown) =>
  (error as { body?: { errors?: { token?: string[] } } }).body?.errors?.token?.[0];

/**
 * Where an invitation's link leads, signed out. The page never knows whether the e-mail has an account (the inviter
 * may hold the link): it offers both ways, choosing a password, which only works for an account without one, or
 * signing in with one's own password. Either accepts the invitation and starts the session. A link that no longer
 * works says so at once.
 */
const SetPasswordPage = () => {
  const translate = useTranslate();
  const notifyApiError = useNotifyApiError();
  const [token] = useState(tokenFromAddress);
  const [mode, setMode] = useState<Mode>("new");
  const [invitation, setInvitation] = useState<InvitationPreview>();
  const [deadLink, setDeadLink] = useState(false);
  const [loading, setLoading] = useState(false);
  const [linkError, setLinkError] = useState<string>();

  useEffect(() => {
    if (!token) return;
    // The low-level client, not the dataProvider: nobody is signed in, and a refused link must be shown here.
    apiPost<{ data: InvitationPreview }>("auth/invitation", { token })
      .then((answer) => setInvitation(answer.data))
      .catch((error) => {
        const message = tokenMessageOf(error);
        setLinkError(message);
        setDeadLink(!!message);
      });
  }, [token]);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    setLinkError(undefined);
    try {
      const path = mode === "new" ? "auth/set-password" : "auth/accept-invitation";
      const answer = await apiPost<SessionAnswer>(path, { ...values, token });
      if (!startSession(answer)) throw new Error(UNEXPECTED_ERROR);
      // Stay busy: the page reloads at "/" in a moment.
    } catch (error) {
      setLoading(false);
      const message = tokenMessageOf(error);
      if (message) {
        setLinkError(message);
        // A valid link that cannot set a password: the e-mail's owner signs in with their own instead.
        if (mode === "new" && invitation) setMode("existing");
      } else notifyApiError(error);
      return submissionErrorsOf(error, FIELDS[mode]);
    }
  };

  const intro = invitation
    ? translate(
        invitation.inviter ? "app.frontDesk.setPassword.invitedBy" : "app.frontDesk.setPassword.invitedTo",
        {
          inviter: invitation.inviter,
          business: invitation.business,
          email: invitation.email,
        },
      )
    : undefined;
  const switchTo = mode === "new" ? "existing" : "new";

  return (
    <AuthLayout title="app.frontDesk.setPassword.title">
      {intro && <Typography sx={{ mb: 1 }}>{intro}</Typography>}
      {!token ? (
        <Alert severity="info">{translate("app.frontDesk.setPassword.missingLink")}</Alert>
      ) : deadLink ? (
        <Alert severity="error">{linkError}</Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(
              mode === "new" ? "app.frontDesk.setPassword.intro" : "app.frontDesk.setPassword.signInIntro",
            )}
          </Typography>
          <Form
            key={mode}
            onSubmit={submit}
            defaultValues={mode === "existing" ? { email: invitation?.email ?? "" } : undefined}
            noValidate
          >
            {linkError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {linkError}
              </Alert>
            )}
            {mode === "new" ? (
              <NewPasswordInputs
                passwordLabel="app.frontDesk.setPassword.password"
                confirmationLabel="app.frontDesk.setPassword.confirmation"
              />
            ) : (
              <>
                <EmailInput />
                <CurrentPasswordInput />
              </>
            )}
            <AuthActions
              submitLabel={
                mode === "new" ? "app.frontDesk.setPassword.submit" : "app.frontDesk.setPassword.signInSubmit"
              }
              loading={loading}
            />
          </Form>
          <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
            <Link
              component="button"
              type="button"
              onClick={() => {
                setLinkError(undefined);
                setMode(switchTo);
              }}
              disabled={loading}
            >
              {translate(
                mode === "new"
                  ? "app.frontDesk.setPassword.haveAccount"
                  : "app.frontDesk.setPassword.newHere",
              )}
            </Link>
          </Typography>
        </>
      )}
    </AuthLayout>
  );
};

SetPasswordPage.path = SET_PASSWORD_PATH;

export default SetPasswordPage;
