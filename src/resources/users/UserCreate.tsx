import { useRef } from "react";
import { Create, SimpleForm } from "react-admin";
import { useCurrentScope } from "../shared/useCurrentScope";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { announceCreatedAccount } from "./createdAccount";
import { UserInputs } from "./UserInputs";
import { toUserPayload, type UserFormValues } from "./userForm";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/**
 * New user of the current business. The list it returns to then says how the person signs in: the password the
 * dashboard generated, shown once, or that an invitation e-mail went out (the server's `delivery`).
 */
const UserCreate = () => {
  const { businessId } = useCurrentScope();
  const saveOptions = useSaveOptions("created");
  const sent = useRef<{ name: string; generatedPassword?: string }>(undefined);

  const transform = (values: UserFormValues) => {
    const { payload, generatedPassword } = toUserPayload(values, { businessId, isNew: true });
    sent.current = { name: payload.name, generatedPassword };
    return payload;
  };
  const onSuccess = (data: { id?: string | number; email?: string; delivery?: "email" | "password" }) => {
    announceCreatedAccount({
      name: sent.current?.name ?? "",
      email: data.email ?? String(data.id ?? ""),
      delivery: data.delivery ?? "password",
      generatedPassword: sent.current?.generatedPassword,
    });
    saveOptions.onSuccess(data);
  };

  return (
    <Create {...RECORD_PAGE_DEFAULTS} transform={transform} mutationOptions={{ ...saveOptions, onSuccess }}>
      <SimpleForm toolbar={<SubmitToolbar />}>
        <UserInputs isNew />
      </SimpleForm>
    </Create>
  );
};

export default UserCreate;
