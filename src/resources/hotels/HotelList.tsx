import { Datagrid, EditButton, List, SearchInput, TextField } from "react-admin";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter } from "../shared/csvExport";
import { DayField, MediaThumbField } from "../shared/fields";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useResourceAccess } from "../shared/usePermission";

interface HotelRecord {
  id: number;
  name: string;
  media: { src: string } | null;
  created_at: string;
}

const exporter = csvExporter<HotelRecord>("hotels", (hotel) => ({
  id: hotel.id,
  name: hotel.name,
  image: hotel.media?.src,
  created_at: hotel.created_at,
}));

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const HotelList = () => {
  // Hotels have no permission area of their own: they are for the owners of the business.
  const { canCreate, canUpdate, canDelete, businessId } = useResourceAccess();
  return (
    <List
      {...LIST_DEFAULTS}
      filter={{ business_id: businessId }}
      filters={filters}
      sort={{ field: "id", order: "DESC" }}
      exporter={exporter}
      actions={<ListActions canCreate={canCreate} />}
      empty={<ListEmpty canCreate={canCreate} />}
    >
      <Datagrid
        rowClick={canUpdate ? "edit" : false}
        bulkActionButtons={canDelete ? <BulkConfirmDeleteButton /> : false}
      >
        <TextField source="id" />
        <MediaThumbField source="media" label="resources.hotels.fields.media" sortable={false} />
        <TextField source="name" />
        <DayField source="created_at" label="resources.hotels.fields.created_at" />
        {canUpdate && <EditButton />}
        {canDelete && <ConfirmDeleteButton redirect={false} />}
      </Datagrid>
    </List>
  );
};

export default HotelList;
