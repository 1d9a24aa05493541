import { Create } from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { declaredDefaults, DeclaredInputs, declaredPayload } from "./DeclaredInputs";
import { useSessionRefresh } from "./useSessionRefresh";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const DeclaredCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { createOptions } = useSaveNotices({ onSaved: useSessionRefresh(declaration) });
  return (
    <Create
      {...RECORD_PAGE_DEFAULTS}
      mutationOptions={createOptions}
      transform={declaredPayload(declaration)}
      redirect="list"
    >
      <ResourceForm defaultValues={declaredDefaults(declaration)}>
        <DeclaredInputs declaration={declaration} />
      </ResourceForm>
    </Create>
  );
};

export default DeclaredCreate;
