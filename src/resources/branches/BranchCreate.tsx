import { Create } from "react-admin";
import { emptyLocales } from "../shared/LocalesTabsInput";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { branchPayload, BranchInputs } from "./BranchInputs";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const BranchCreate = () => {
  const refreshStoredUser = useRefreshStoredUser();
  // The stored user lists the business's branches (branch selector, permissions): reload it.
  const { createOptions } = useSaveNotices({ onSaved: refreshStoredUser });
  return (
    <Create {...RECORD_PAGE_DEFAULTS} mutationOptions={createOptions} transform={branchPayload}>
      <ResourceForm defaultValues={{ locales: emptyLocales(), slug: "" }}>
        <BranchInputs />
      </ResourceForm>
    </Create>
  );
};

export default BranchCreate;
