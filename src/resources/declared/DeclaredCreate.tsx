import { Create } from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { ResourceForm } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { declaredDefaults, DeclaredInputs, declaredPayload } from "./DeclaredInputs";
import { useDeclaredFailures } from "./useDeclaredFailures";
import { useSessionRefresh } from "./useSessionRefresh";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

const DeclaredCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { dialog, onFailure } = useDeclaredFailures(declaration);
  const { createOptions } = useSaveNotices({ onSaved: useSessionRefresh(declaration), onFailure });
  return (
    <>
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
      {dialog}
    </>
  );
};

export default DeclaredCreate;
