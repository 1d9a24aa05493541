import { email, required, type Validator } from "react-admin";
import { BUSINESS_NAME_MIN_LENGTH, CODE_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/constants";
import { minLengthRule } from "../../resources/shared/minLengthRule";

// Validation rules of the auth forms (SPEC §5). Messages are translation keys; react-admin translates them.
const requiredField = required("app.validation.required");
const validEmail = email("app.validation.email");
const atLeast = (min: number) => minLengthRule(min, "app.validation.minLength");

const matchesPassword: Validator = (value, allValues) =>
  value === allValues.password ? undefined : "app.validation.passwordConfirmationMismatch";

const acceptedTerms: Validator = (value) => (value === true ? undefined : "app.validation.termsRequired");

export const emailValidators = [requiredField, validEmail];
export const loginPasswordValidators = [requiredField, atLeast(PASSWORD_MIN_LENGTH)];
export const codeValidators = [requiredField, atLeast(CODE_MIN_LENGTH)];
export const nameValidators = [required("app.validation.nameRequired")];
export const businessTypeValidators = [required("app.validation.businessTypeRequired")];
export const businessNameValidators = [
  required("app.validation.businessNameRequired"),
  atLeast(BUSINESS_NAME_MIN_LENGTH),
];
export const newPasswordValidators = [
  required("app.validation.passwordRequired"),
  atLeast(PASSWORD_MIN_LENGTH),
];
export const passwordConfirmationValidators = [matchesPassword];
export const termsValidators = [acceptedTerms];
