import { useState } from "react";
import { Form, useNotify } from "react-admin";
import { sendCode } from "../../../authProvider/registration";
import { submissionErrorsOf, useNotifyApiError, verbatim } from "../../../dataProvider/errorMessages";
import { AuthActions } from "../AuthActions";
import { EmailInput } from "../AuthInputs";

/** Step 1: the email that receives the verification code. */
export const EmailStep = ({ onCodeSent }: { onCodeSent: (email: string) => void }) => {
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const email = String(values.email).trim();
    setLoading(true);
    try {
      const answer = await sendCode(email);
      if (answer?.message) notify(answer.message, { type: "info", ...verbatim(answer.message) });
      onCodeSent(email);
    } catch (error) {
      notifyApiError(error);
      return submissionErrorsOf(error, ["email"]);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <EmailInput />
      <AuthActions submitLabel="app.auth.sendCode" loading={loading} />
    </Form>
  );
};
