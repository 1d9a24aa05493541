import { PASSWORD_MIN_LENGTH } from "../../../src/domain/constants";
import { normalizePhone } from "../../../src/domain/phone";
import { validationFailed, type FieldErrors } from "../../errors";

// Server side of the user form (SPEC §5): the same rules the dashboard applies before submitting.

// The e-mail shape ajv's "email" format accepts.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const isEmail = (value: string) => EMAIL.test(value);
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const blank = (value: string | null | undefined) => !value || !value.trim();

export interface UserFormInput {
  name: string;
  phone: string;
  email?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
}

export interface UserForm {
  name: string;
  /** E.164 */
  phone: string;
  /** Lower-cased; undefined when none was given. */
  email?: string;
  password?: string;
}

export function checkUserForm(
  input: UserFormInput,
  messages: { phoneInvalid: string; passwordMin: string; mismatch: string },
): UserForm {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = "validation.required";
  const phone = blank(input.phone) ? undefined : normalizePhone(input.phone);
  if (blank(input.phone)) errors.phone = "validation.required";
  else if (!phone) errors.phone = messages.phoneInvalid;
  const email = blank(input.email) ? undefined : normalizeEmail(input.email!);
  if (email && !isEmail(email)) errors.email = "validation.email";
  const password = blank(input.password) ? undefined : input.password!;
  if (password && password.length < PASSWORD_MIN_LENGTH)
    errors.password = { key: messages.passwordMin, params: { limit: PASSWORD_MIN_LENGTH } };
  if (password && input.password_confirmation !== password) errors.password_confirmation = messages.mismatch;
  if (!password && !blank(input.password_confirmation)) errors.password_confirmation = messages.mismatch;
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { name, phone: phone!, email, password };
}

export const USER_FORM_MESSAGES = {
  phoneInvalid: "people.users.phoneInvalid",
  passwordMin: "validation.minLength",
  mismatch: "validation.passwordConfirmation",
};
