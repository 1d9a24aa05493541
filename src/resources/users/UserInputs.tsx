import { PasswordInput, TextInput } from "react-admin";
import { PhoneInput } from "./PhoneInput";
import { userValidators } from "./userForm";

/** Fields of the user form (SPEC §2 Forms): name, email, password, confirmation, phone. */
export const UserInputs = ({ isNew }: { isNew: boolean }) => (
  <>
    <TextInput source="name" label="resources.users.fields.name" validate={userValidators.name} fullWidth />
    <TextInput
      source="email"
      label="resources.users.fields.email"
      inputMode="email"
      validate={userValidators.email}
      helperText="resources.users.hints.email"
      fullWidth
    />
    <PhoneInput validate={userValidators.phone} />
    <PasswordInput
      source="password"
      label="resources.users.fields.password"
      validate={userValidators.password}
      helperText={isNew ? "resources.users.hints.passwordNew" : "resources.users.hints.passwordEdit"}
      autoComplete="new-password"
      fullWidth
    />
    <PasswordInput
      source="password_confirmation"
      label="resources.users.fields.password_confirmation"
      validate={userValidators.passwordConfirmation}
      autoComplete="new-password"
      fullWidth
    />
  </>
);
