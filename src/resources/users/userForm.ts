import { email, required, type Validator } from "react-admin";
import { DEFAULT_PHONE_COUNTRY, PASSWORD_MIN_LENGTH } from "../../domain/constants";
import { generatedEmailFor, normalizePhone } from "../../domain/phone";
import { minLengthRule } from "../shared/minLengthRule";

// The user form rules of SPEC §5: name and phone required, e-mail optional but valid; a password only on edit
// (a new person chooses their own through the invitation).
// Messages are translation keys; react-admin translates them.

export const PHONE_INVALID = "resources.users.validation.phoneInvalid";
export const PASSWORD_MISMATCH = "app.validation.passwordConfirmationMismatch";

/** The values of the create and edit forms; `phone_country` only says how to read a local number. */
export interface UserFormValues {
  name?: string;
  email?: string | null;
  phone?: string | null;
  phone_country?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
}

const countryOf = (values: UserFormValues) => values.phone_country || DEFAULT_PHONE_COUNTRY;

/** A phone rule reading the country of a local number from another field (`phone_country` by default). */
export const validPhoneIn =
  (countrySource = "phone_country"): Validator =>
  (value, allValues: Record<string, unknown>) => {
    const country = readPath(allValues, countrySource);
    const defaultCountry = typeof country === "string" && country ? country : DEFAULT_PHONE_COUNTRY;
    return value && !normalizePhone(value, defaultCountry) ? PHONE_INVALID : undefined;
  };

/** The value at a dotted path of the form values ("customer.phone"). */
export const readPath = (values: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

/** Confirmation and password must be equal (both empty is fine: the password is then kept). */
const matchesPassword: Validator = (value, allValues: UserFormValues) =>
  (value ?? "") === (allValues.password ?? "") ? undefined : PASSWORD_MISMATCH;

export const userValidators = {
  name: [required("app.validation.required")],
  email: [email("app.validation.email")],
  phone: [required("app.validation.required"), validPhoneIn()],
  password: [minLengthRule(PASSWORD_MIN_LENGTH, "app.validation.minLength")],
  passwordConfirmation: [matchesPassword],
};

export interface UserPayload {
  business_id?: number;
  name: string;
  email: string;
  phone: string;
  password?: string;
  password_confirmation?: string;
}

/**
 * The body sent to `POST users/` or `users/{id}` (SPEC §5): the phone in E.164 from the formatted number and an
 * e-mail made from its digits when none is given. Adding someone sends no password: they choose their own through
 * the invitation. An edit sends one only when typed (empty keeps the current one), the confirmation equal to it.
 */
export function toUserPayload(
  values: UserFormValues,
  { businessId, isNew }: { businessId?: number; isNew: boolean },
): UserPayload {
  const phone = normalizePhone(values.phone, countryOf(values)) ?? String(values.phone ?? "").trim();
  const givenEmail = values.email?.trim();
  const password = isNew ? undefined : values.password || undefined;
  return {
    ...(businessId !== undefined ? { business_id: businessId } : {}),
    name: (values.name ?? "").trim(),
    email: givenEmail || generatedEmailFor(phone),
    phone,
    ...(password ? { password, password_confirmation: password } : {}),
  };
}
