import { TextInput, type Validator } from "react-admin";
import { HoldToRevealPasswordInput } from "./HoldToRevealPasswordInput";
import { emailValidators, newPasswordValidators, passwordConfirmationValidators } from "./validators";

// The account fields of the signed-out pages (sign in, lock, registration, an invitation's password).

/** The account's e-mail. */
export const EmailInput = () => (
  <TextInput
    source="email"
    type="email"
    label="app.auth.email"
    autoComplete="email"
    validate={emailValidators}
    fullWidth
  />
);

/** The password the account already has (signing in, unlocking). */
export const CurrentPasswordInput = ({ validate }: { validate?: Validator | Validator[] }) => (
  <HoldToRevealPasswordInput
    source="password"
    label="app.auth.password"
    autoComplete="current-password"
    validate={validate}
    fullWidth
  />
);

interface NewPasswordInputsProps {
  /** Translation keys of the two labels. */
  passwordLabel?: string;
  confirmationLabel?: string;
}

/** A new password and its confirmation, checked against each other. */
export const NewPasswordInputs = ({
  passwordLabel = "app.auth.password",
  confirmationLabel = "app.auth.passwordConfirmation",
}: NewPasswordInputsProps) => (
  <>
    <HoldToRevealPasswordInput
      source="password"
      label={passwordLabel}
      autoComplete="new-password"
      validate={newPasswordValidators}
      fullWidth
    />
    <HoldToRevealPasswordInput
      source="password_confirmation"
      label={confirmationLabel}
      autoComplete="new-password"
      validate={passwordConfirmationValidators}
      fullWidth
    />
  </>
);
