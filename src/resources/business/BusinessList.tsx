import {
  Datagrid,
  EditButton,
  FunctionField,
  SelectField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { getStoredUser } from "../../authProvider/session";
import type { LocalizedText } from "../../domain/localizedText";
import { can } from "../../domain/permissions";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { LocalizedNameField, MediaThumbField } from "../shared/fields";
import { SEARCH_FILTER } from "../shared/listFilters";
import { CatalogList } from "../shared/ResponsiveList";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";
import { ChoiceFilter } from "../shared/list/ChoiceFilter";
import { BUSINESS_TYPE_CHOICES } from "./businessTypeChoices";
import { PhoneList } from "../shared/list/PhoneList";

interface BusinessRecord {
  id: number;
  type: string;
  locales: LocalizedText[];
  is_owner: boolean;
  branches: unknown[];
  media: { src: string } | null;
}

const exporter = csvExporter<BusinessRecord>("business", (business) => ({
  id: business.id,
  ...localeColumns(business.locales),
  type: business.type,
  branches: business.branches.length,
  logo: business.media?.src,
}));

const filters = [
  SEARCH_FILTER,
  <ChoiceFilter key="type" source="type" choices={BUSINESS_TYPE_CHOICES} alwaysOn />,
];

/** Each row is its own business: edit needs `business.update` in it, delete needs to own it. */
const canUpdateBusiness = (record: { id: unknown }) =>
  can(getStoredUser(), { businessId: Number(record.id), area: "business", action: "update" });

const RowEditButton = () => {
  const record = useRecordContext();
  return record && canUpdateBusiness(record) ? <EditButton /> : null;
};
const RowDeleteButton = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const record = useRecordContext();
  return record?.is_owner ? <ConfirmDeleteButton redirect={false} onDeleted={refreshStoredUser} /> : null;
};

/** The businesses of the signed-in user (SPEC §2 /business). */
const BusinessList = () => {
  const refreshStoredUser = useRefreshStoredUser();
  const { canAccess: canDelete } = useCanAccess({ resource: "business", action: "delete" });
  const translate = useTranslate();
  return (
    <CatalogList
      filters={filters}
      exporter={exporter}
      // Phones: one card per business with its logo, name, type and number of branches.
      phone={
        <PhoneList
          leftAvatar={() => <MediaThumbField source="media" />}
          primaryText={<LocalizedNameField source="locales" />}
          secondaryText={<SelectField source="type" choices={BUSINESS_TYPE_CHOICES} />}
          tertiaryText={(record: BusinessRecord) =>
            `${translate("resources.business.fields.branches")}: ${record.branches.length}`
          }
          rowClick={(_id, _resource, record) => (canUpdateBusiness(record) ? "edit" : false)}
        />
      }
    >
      <Datagrid
        rowClick={(_id, _resource, record) => (canUpdateBusiness(record) ? "edit" : false)}
        bulkActionButtons={canDelete ? <BulkConfirmDeleteButton onDeleted={refreshStoredUser} /> : false}
        isRowSelectable={(record) => !!record.is_owner}
      >
        <MediaThumbField source="media" sortable={false} />
        <LocalizedNameField source="locales" label="resources.business.fields.name" sortBy="name" />
        <SelectField source="type" choices={BUSINESS_TYPE_CHOICES} />
        <FunctionField
          source="branches"
          sortable={false}
          render={(record: BusinessRecord) => record.branches.length}
        />
        <RowEditButton />
        <RowDeleteButton />
      </Datagrid>
    </CatalogList>
  );
};

export default BusinessList;
