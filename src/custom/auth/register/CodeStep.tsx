import { useState } from "react";
import { Form, TextInput, useNotify } from "react-admin";
import { validateCode } from "../../../authProvider/registration";
import { serverMessageOf, submissionErrorsOf, verbatim } from "../../../dataProvider/errorMessages";
import { AuthActions } from "../AuthActions";
import { codeValidators } from "../validators";

interface CodeStepProps {
  email: string;
  code: string;
  onValidated: (code: string) => void;
  onBack: () => void;
}

/** Step 2: the code received by email. A wrong code shows the server's message as an error notice. */
export const CodeStep = ({ email, code, onValidated, onBack }: CodeStepProps) => {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const enteredCode = String(values.code).trim();
    setLoading(true);
    try {
      await validateCode(email, enteredCode);
      onValidated(enteredCode);
    } catch (error) {
      const message = serverMessageOf(error);
      notify(message, { type: "error", ...verbatim(message) });
      return submissionErrorsOf(error, ["code"]);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} defaultValues={{ code }} noValidate>
      <TextInput
        source="code"
        label="app.auth.code"
        autoComplete="one-time-code"
        inputProps={{ inputMode: "numeric" }}
        validate={codeValidators}
        fullWidth
      />
      <AuthActions submitLabel="app.auth.verifyCode" loading={loading} onBack={onBack} />
    </Form>
  );
};
