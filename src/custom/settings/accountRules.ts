import { email, required, type Validator } from "react-admin";
import { PASSWORD_MIN_LENGTH } from "../../domain/constants";
import { minLengthRule } from "../../resources/shared/minLengthRule";

// The account form rules and messages of SPEC §5. (SPEC notes the old phone rule wrongly demanded an e-mail
// format; the phone is only required here and the server checks the number.)

const MESSAGES = "app.settings.account.validation";

export const accountRules = {
  name: [required(`${MESSAGES}.nameRequired`)],
  email: [required(`${MESSAGES}.emailRequired`), email(`${MESSAGES}.emailInvalid`)],
  phone: [required(`${MESSAGES}.phoneRequired`)],
  password: [minLengthRule(PASSWORD_MIN_LENGTH, `${MESSAGES}.passwordMin`)],
  passwordConfirmation: [
    ((value: unknown, values: Record<string, unknown>) =>
      (value || "") !== (values.password || "") ? `${MESSAGES}.passwordMismatch` : undefined) as Validator,
  ],
};

export interface AccountValues {
  name: string;
  email: string;
  phone: string;
  photo?: number | null;
  password?: string | null;
  password_confirmation?: string | null;
}

/** The profile payload: both password fields are omitted when both are empty (SPEC §5). */
export function toProfilePayload(values: AccountValues): AccountValues {
  const { password, password_confirmation: confirmation, ...rest } = values;
  const payload: AccountValues = { name: rest.name, email: rest.email, phone: rest.phone };
  if (rest.photo !== undefined) payload.photo = rest.photo && rest.photo > 0 ? rest.photo : null;
  if (password || confirmation)
    Object.assign(payload, { password: password ?? "", password_confirmation: confirmation ?? "" });
  return payload;
}
