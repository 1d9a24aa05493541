import { Labeled, Show, SimpleShowLayout } from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { DeclaredValue } from "./columns";
import { fieldLabel } from "./labels";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/** Read-only view of a record, for staff who may read but not update: each field under its label. */
const DeclaredShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show {...RECORD_PAGE_DEFAULTS}>
    <SimpleShowLayout>
      {declaration.fields.map((field) => (
        <Labeled key={field.name} label={fieldLabel(declaration, field.name)}>
          <DeclaredValue declaration={declaration} field={field} />
        </Labeled>
      ))}
    </SimpleShowLayout>
  </Show>
);

export default DeclaredShow;
