import { Show, SimpleShowLayout } from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { DeclaredColumn } from "./columns";
import { RECORD_PAGE_DEFAULTS } from "../shared/recordPageDefaults";

/** Read-only view of a record, for staff who may read but not update. */
const DeclaredShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show {...RECORD_PAGE_DEFAULTS}>
    <SimpleShowLayout>
      {declaration.fields.map((field) => (
        <DeclaredColumn key={field.name} declaration={declaration} field={field} />
      ))}
    </SimpleShowLayout>
  </Show>
);

export default DeclaredShow;
