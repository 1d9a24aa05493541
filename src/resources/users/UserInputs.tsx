import { Alert } from "@mui/material";
import { PasswordInput, TextInput, useTranslate } from "react-admin";
import { PhoneInput } from "./PhoneInput";
import { userValidators } from "./userForm";

/**
 * Fields of the user form (SPEC §2 Forms): name, email, phone, and on edit password and confirmation. A new person
 * is invited and chooses their own password, so the create form asks for none.
 */
export const UserInputs = ({ isNew }: { isNew: boolean }) => {
  const translate = useTranslate();
  return (
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
      {isNew ? (
        <Alert severity="info" sx={{ width: "100%", mt: 1 }}>
          {translate("resources.users.hints.invitation")}
        </Alert>
      ) : (
        <>
          <PasswordInput
            source="password"
            label="resources.users.fields.password"
            validate={userValidators.password}
            helperText="resources.users.hints.passwordEdit"
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
      )}
    </>
  );
};
