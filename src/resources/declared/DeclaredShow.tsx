import { Show, SimpleShowLayout } from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { DeclaredColumn } from "./columns";

/** Read-only view of a record, for staff who may read but not update. */
const DeclaredShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show>
    <SimpleShowLayout>
      {declaration.fields.map((field) => (
        <DeclaredColumn key={field.name} declaration={declaration} field={field} />
      ))}
    </SimpleShowLayout>
  </Show>
);

export default DeclaredShow;
