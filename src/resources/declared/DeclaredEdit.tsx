import { Edit, useCanAccess } from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { ResourceForm, SubmitToolbar } from "../shared/ResourceForm";
import { useSaveNotices } from "../shared/useSaveNotices";
import { DeclaredInputs, declaredPayload } from "./DeclaredInputs";
import { useDeclaredFailures } from "./useDeclaredFailures";
import { useSessionRefresh } from "./useSessionRefresh";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

// Pessimistic: the save waits for the server, so a 409 (someone else saved first) or a 422 shows on this form.
const DeclaredEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const refreshSession = useSessionRefresh(declaration);
  const { dialog, onFailure } = useDeclaredFailures(declaration);
  const { editOptions } = useSaveNotices({ onSaved: refreshSession, onFailure });
  const { canAccess: canDelete } = useCanAccess({ resource: declaration.name, action: "delete" });
  return (
    <>
      <Edit
        {...RECORD_PAGE_DEFAULTS}
        mutationMode="pessimistic"
        mutationOptions={editOptions}
        transform={declaredPayload(declaration)}
        redirect="list"
      >
        <ResourceForm
          toolbar={
            <SubmitToolbar>
              {canDelete && <ConfirmDeleteButton onDeleted={refreshSession} onFailure={onFailure} />}
            </SubmitToolbar>
          }
        >
          <DeclaredInputs declaration={declaration} />
        </ResourceForm>
      </Edit>
      {dialog}
    </>
  );
};

export default DeclaredEdit;
