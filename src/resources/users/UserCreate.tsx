import { useRef } from "react";
import { Create, SimpleForm } from "react-admin";
import type { InvitationSent } from "../../dataProvider/methods/users";
import { useCurrentScope } from "../shared/useCurrentScope";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { announceCreatedAccount } from "./createdAccount";
import { UserInputs } from "./UserInputs";
import { toUserPayload, type UserFormValues } from "./userForm";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/**
 * New user of the current business: an invitation. The list it returns to then says how the person joins: the
 * one-time link to hand over, with Copy, or that the invitation was e-mailed (the server's `delivery`).
 */
const UserCreate = () => {
  const { businessId } = useCurrentScope();
  const saveOptions = useSaveOptions("created");
  const sentName = useRef("");

  const transform = (values: UserFormValues) => {
    const payload = toUserPayload(values, { businessId, isNew: true });
    sentName.current = payload.name;
    return payload;
  };
  const onSuccess = (data: Partial<InvitationSent> & { id?: string | number }) => {
    announceCreatedAccount({
      name: sentName.current,
      email: data.email ?? String(data.id ?? ""),
      delivery: data.delivery ?? "link",
      link: data.link,
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
