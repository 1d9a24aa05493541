import { useEffect, useState } from "react";
import { Form, SelectInput, TextInput } from "react-admin";
import {
  fetchBusinessTypes,
  register,
  type BusinessTypeChoice,
  type RegistrationPayload,
} from "../../../authProvider/registration";
import { startSession } from "../../../authProvider/session";
import { submissionErrorsOf, UNEXPECTED_ERROR, useNotifyApiError } from "../../../dataProvider/errorMessages";
import { AuthActions } from "../AuthActions";
import { NewPasswordInputs } from "../AuthInputs";
import {
  businessNameValidators,
  businessTypeValidators,
  nameValidators,
  termsValidators,
} from "../validators";
import { browserTimeZone } from "../../../domain/zoned-time";
import { TimeZoneInput } from "../../configurations/TimeZoneInput";
import { TermsInput } from "./TermsInput";
import { clearRegisterProgress } from "./useRegisterProgress";

const DETAILS_FIELDS = [
  "name",
  "businessType",
  "businessName",
  "password",
  "password_confirmation",
  "acceptTerms",
  "timezone",
] as const;

interface DetailsStepProps {
  email: string;
  code: string;
  onBack: () => void;
}

/** Step 3: the user and business details; success starts the session like a login. */
export const DetailsStep = ({ email, code, onBack }: DetailsStepProps) => {
  const notifyApiError = useNotifyApiError();
  const [loading, setLoading] = useState(false);
  const [businessTypes, setBusinessTypes] = useState<BusinessTypeChoice[]>();

  useEffect(() => {
    let active = true;
    fetchBusinessTypes().then(
      (types) => active && setBusinessTypes(types),
      (error: unknown) => active && notifyApiError(error),
    );
    return () => {
      active = false;
    };
  }, [notifyApiError]);

  const submit = async (values: Record<string, unknown>) => {
    const payload = {
      ...values,
      email,
      code,
      acceptTerms: values.acceptTerms === true,
    } as RegistrationPayload;
    setLoading(true);
    try {
      if (!startSession(await register(payload))) throw new Error(UNEXPECTED_ERROR);
      clearRegisterProgress();
      // Stay busy: the page reloads at "/" in a moment.
    } catch (error) {
      setLoading(false);
      notifyApiError(error);
      return submissionErrorsOf(error, DETAILS_FIELDS);
    }
  };

  return (
    // The business's time zone starts as the device's: every date the owner reads is in it from the first day.
    <Form onSubmit={submit} noValidate defaultValues={{ timezone: browserTimeZone() }}>
      <TextInput
        source="name"
        label="app.auth.name"
        autoComplete="name"
        validate={nameValidators}
        fullWidth
      />
      <SelectInput
        source="businessType"
        label="app.auth.businessType"
        choices={businessTypes ?? []}
        isPending={!businessTypes}
        validate={businessTypeValidators}
        fullWidth
      />
      <TextInput
        source="businessName"
        label="app.auth.businessName"
        autoComplete="organization"
        validate={businessNameValidators}
        fullWidth
      />
      <TimeZoneInput source="timezone" label="app.auth.timezone" />
      <NewPasswordInputs />
      <TermsInput source="acceptTerms" validate={termsValidators} />
      <AuthActions submitLabel="app.auth.register" loading={loading} onBack={onBack} />
    </Form>
  );
};
