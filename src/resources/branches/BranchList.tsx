import { Datagrid, EditButton, FunctionField, TextField, useCanAccess } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { DayField, LocalizedNameField } from "../shared/fields";
import { CatalogList } from "../shared/ResponsiveList";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { useQrAppAddresses } from "./QrAppAddress";
import { PhoneList } from "../shared/list/PhoneList";

interface BranchRecord {
  id: number;
  slug: string;
  locales: LocalizedText[];
  created_at: string;
}

const exporter = csvExporter<BranchRecord>("branches", (branch) => ({
  id: branch.id,
  ...localeColumns(branch.locales),
  slug: branch.slug,
  created_at: branch.created_at,
}));

const QrAppLink = ({ address }: { address?: string }) =>
  address ? (
    <a
      href={address}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
      onClick={(event) => event.stopPropagation()}
    >
      {address}
    </a>
  ) : null;

// A function, not an element: SimpleList wraps only a function's result in its floated tertiary span; an element
// is put in as it is and runs into the primary text on the card's first line.
const createdText = () => <DayField source="created_at" />;

const BranchList = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const { canAccess: canUpdate } = useCanAccess({ resource: "branches", action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: "branches", action: "delete" });
  const qrAppAddressOf = useQrAppAddresses();
  return (
    <CatalogList
      exporter={exporter}
      // Phones: one card per branch with its name and its address in the QR app (slug), left to right.
      phone={
        <PhoneList
          primaryText={<LocalizedNameField source="locales" />}
          secondaryText={(record: BranchRecord) => <span dir="ltr">{record.slug}</span>}
          tertiaryText={createdText}
          rowClick={canUpdate ? "edit" : false}
        />
      }
    >
      <Datagrid
        rowClick={canUpdate ? "edit" : false}
        bulkActionButtons={canDelete ? <BulkConfirmDeleteButton onDeleted={refreshStoredUser} /> : false}
      >
        <LocalizedNameField source="locales" label="resources.branches.fields.name" sortBy="name" />
        <TextField source="slug" />
        <FunctionField
          label="resources.branches.fields.qr_app"
          render={(record: BranchRecord) => <QrAppLink address={qrAppAddressOf(record.slug)} />}
        />
        <DayField source="created_at" />
        {canUpdate && <EditButton />}
        {canDelete && <ConfirmDeleteButton redirect={false} onDeleted={refreshStoredUser} />}
      </Datagrid>
    </CatalogList>
  );
};

export default BranchList;
