import { Edit, SimpleForm, useCanAccess } from "react-admin";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { useCurrentScope } from "../shared/useCurrentScope";
import { SubmitToolbar, useSaveOptions } from "../operations/formSupport";
import { UserInputs } from "./UserInputs";
import { toUserPayload, type UserFormValues } from "./userForm";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/** Edit UserStore (SPEC §2): the same rules as create; an empty password keeps the current one. */
const UserEdit = () => {
  const { businessId } = useCurrentScope();
  const { canAccess: canDelete } = useCanAccess({ resource: "users", action: "delete" });
  const saveOptions = useSaveOptions("updated");
  const transform = (values: UserFormValues) => toUserPayload(values, { businessId, isNew: false });
  return (
    <Edit
      {...RECORD_PAGE_DEFAULTS}
      title="resources.users.editTitle"
      transform={transform}
      mutationMode="pessimistic"
      mutationOptions={saveOptions}
    >
      <SimpleForm toolbar={<SubmitToolbar>{canDelete && <ConfirmDeleteButton />}</SubmitToolbar>}>
        <UserInputs isNew={false} />
      </SimpleForm>
    </Edit>
  );
};

export default UserEdit;
