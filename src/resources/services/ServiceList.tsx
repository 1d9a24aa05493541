import { Datagrid, EditButton, List, SearchInput, SelectField, SelectInput, TextField } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { LocalizedNameField, MediaThumbField } from "../shared/fields";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useResourceAccess } from "../shared/usePermission";
import { selectFlatServices, flattenServices } from "./serviceGroups";
import { SERVICEABLE_TYPE_CHOICES } from "./ServiceableInput";

interface ServiceRecord {
  id: number;
  locales: LocalizedText[];
  serviceable_type: string;
  serviceable_id: number;
  media: { src: string } | null;
}

const toRow = (service: ServiceRecord) => ({
  id: service.id,
  ...localeColumns(service.locales, true),
  serviceable_type: service.serviceable_type,
  serviceable_id: service.serviceable_id,
  image: service.media?.src,
});
// The exporter reads the raw answer: groups, flattened the same way as the rows on screen.
const exporter = (entries: unknown[]) =>
  csvExporter<ServiceRecord>("services", toRow)(
    flattenServices(entries),
    () => Promise.resolve({}),
    undefined!,
  );

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="serviceable_type"
    source="serviceable_type"
    choices={SERVICEABLE_TYPE_CHOICES}
    alwaysOn
  />,
];

const ServiceList = () => {
  const { canCreate, canUpdate, canDelete, businessId } = useResourceAccess("services");
  return (
    <List
      {...LIST_DEFAULTS}
      filter={{ business_id: businessId }}
      filters={filters}
      sort={{ field: "id", order: "ASC" }}
      queryOptions={{ select: selectFlatServices }}
      exporter={exporter}
      actions={<ListActions canCreate={canCreate} />}
      empty={<ListEmpty canCreate={canCreate} />}
    >
      <Datagrid
        rowClick={canUpdate ? "edit" : false}
        bulkActionButtons={canDelete ? <BulkConfirmDeleteButton /> : false}
      >
        <MediaThumbField source="media" sortable={false} />
        <LocalizedNameField source="locales" label="resources.services.fields.name" sortBy="search" />
        <SelectField source="serviceable_type" choices={SERVICEABLE_TYPE_CHOICES} sortable={false} />
        <TextField source="serviceable_id" sortable={false} />
        {canUpdate && <EditButton />}
        {canDelete && <ConfirmDeleteButton redirect={false} />}
      </Datagrid>
    </List>
  );
};

export default ServiceList;
