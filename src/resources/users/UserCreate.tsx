import { useRef } from "react";
import { Create, SimpleForm, useNotify } from "react-admin";
import { useCurrentScope } from "../shared/useCurrentScope";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { UserInputs } from "./UserInputs";
import { toUserPayload, type UserFormValues } from "./userForm";

/** New user of the current business; a generated password is shown once so the owner can pass it on. */
const UserCreate = () => {
  const { businessId } = useCurrentScope();
  const notify = useNotify();
  const saveOptions = useSaveOptions("created");
  const generatedPassword = useRef<string>(undefined);

  const transform = (values: UserFormValues) => {
    const { payload, generatedPassword: generated } = toUserPayload(values, { businessId, isNew: true });
    generatedPassword.current = generated;
    return payload;
  };
  const onSuccess = (data: { id?: string | number }) => {
    saveOptions.onSuccess(data);
    const password = generatedPassword.current;
    if (password) {
      notify("resources.users.notices.generatedPassword", {
        type: "info",
        messageArgs: { password },
        autoHideDuration: null,
        multiLine: true,
      });
    }
  };

  return (
    <Create transform={transform} mutationOptions={{ ...saveOptions, onSuccess }}>
      <SimpleForm toolbar={<SubmitToolbar />}>
        <UserInputs isNew />
      </SimpleForm>
    </Create>
  );
};

export default UserCreate;
