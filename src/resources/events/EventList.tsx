import { Datagrid, DateInput, EditButton, List, SearchInput } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { formatDisplayDate } from "../shared/dates";
import { DayField, LocalizedNameField, MediaThumbField } from "../shared/fields";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useResourceAccess } from "../shared/usePermission";

interface EventRecord {
  id: number;
  locales: LocalizedText[];
  start: string;
  end: string;
  eventable_type: string;
  eventable_id: number;
  media: { src: string }[];
}

const exporter = csvExporter<EventRecord>("events", (event) => ({
  id: event.id,
  ...localeColumns(event.locales, true),
  start: formatDisplayDate(event.start),
  end: formatDisplayDate(event.end),
  eventable_type: event.eventable_type,
  eventable_id: event.eventable_id,
  media: event.media.map((media) => media.src).join(" "),
}));

// Events overlapping the chosen period.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" label="app.catalog.dateRange.from" alwaysOn />,
  <DateInput key="to" source="to" label="app.catalog.dateRange.to" alwaysOn />,
];

const EventList = () => {
  // Events have no permission area of their own: they are for the owners of the business.
  const { canCreate, canUpdate, canDelete, businessId } = useResourceAccess();
  return (
    <List
      {...LIST_DEFAULTS}
      filter={{ business_id: businessId }}
      filters={filters}
      sort={{ field: "start", order: "ASC" }}
      exporter={exporter}
      actions={<ListActions canCreate={canCreate} />}
      empty={<ListEmpty canCreate={canCreate} />}
    >
      <Datagrid
        rowClick={canUpdate ? "edit" : false}
        bulkActionButtons={canDelete ? <BulkConfirmDeleteButton /> : false}
      >
        <MediaThumbField source="media" sortable={false} />
        <LocalizedNameField source="locales" label="resources.events.fields.name" sortBy="search" />
        <DayField source="start" />
        <DayField source="end" />
        {canUpdate && <EditButton />}
        {canDelete && <ConfirmDeleteButton redirect={false} />}
      </Datagrid>
    </List>
  );
};

export default EventList;
