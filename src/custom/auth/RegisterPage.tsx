import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { PATHS } from "../paths";
import { AuthLayout } from "./AuthLayout";
import { AuthSwitchLink } from "./AuthSwitchLink";
import { CodeStep } from "./register/CodeStep";
import { DetailsStep } from "./register/DetailsStep";
import { EmailStep } from "./register/EmailStep";
import { REGISTER_START, useRegisterProgress } from "./register/useRegisterProgress";

const STEP_COUNT = 3;
const STEP_HINTS = ["app.auth.emailStepHint", "app.auth.codeStepHint", "app.auth.detailsStepHint"];

/** Registration in three steps (SPEC §2): email, code received by email, then the details. */
export const RegisterPage = () => {
  const translate = useTranslate();
  const [progress, setProgress] = useRegisterProgress();
  const { step, email, code } = progress;

  return (
    <AuthLayout title="app.auth.registerTitle" subtitle={STEP_HINTS[step - 1]} subtitleArgs={{ email }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate("app.auth.stepProgress", { current: step, total: STEP_COUNT })}
      </Typography>
      {step === 1 && <EmailStep onCodeSent={(sentTo) => setProgress({ step: 2, email: sentTo, code: "" })} />}
      {step === 2 && (
        <CodeStep
          email={email}
          code={code}
          onValidated={(validCode) => setProgress({ step: 3, email, code: validCode })}
          // Back from step 2 forgets the email.
          onBack={() => setProgress(REGISTER_START)}
        />
      )}
      {step === 3 && (
        <DetailsStep email={email} code={code} onBack={() => setProgress({ step: 2, email, code })} />
      )}
      <AuthSwitchLink question="app.auth.haveAccount" label="app.auth.loginLink" to={PATHS.login} />
    </AuthLayout>
  );
};

RegisterPage.path = PATHS.register;
