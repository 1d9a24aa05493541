import { Datagrid, DateInput, EditButton, List, SearchInput } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter, localeColumns } from "../shared/csvExport";
import { formatHolidayDate } from "../shared/dates";
import { useErrorDialog } from "../shared/ErrorDialog";
import { DayField, LocalizedNameField } from "../shared/fields";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { useResourceAccess } from "../shared/usePermission";

interface HolidayRecord {
  id: number;
  locales: LocalizedText[];
  from: string;
  to: string;
}

const exporter = csvExporter<HolidayRecord>("holidays", (holiday) => ({
  id: holiday.id,
  ...localeColumns(holiday.locales),
  from: formatHolidayDate(holiday.from),
  to: formatHolidayDate(holiday.to),
}));

// Holidays overlapping the chosen period.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" label="app.catalog.dateRange.from" alwaysOn />,
  <DateInput key="to" source="to" label="app.catalog.dateRange.to" alwaysOn />,
];

const HolidayList = () => {
  const { canCreate, canUpdate, canDelete } = useResourceAccess("holidays");
  const { dialog, showError } = useErrorDialog();
  return (
    <>
      <List
        {...LIST_DEFAULTS}
        filters={filters}
        sort={{ field: "from", order: "ASC" }}
        exporter={exporter}
        actions={<ListActions canCreate={canCreate} />}
        empty={<ListEmpty canCreate={canCreate} />}
      >
        <Datagrid
          rowClick={canUpdate ? "edit" : false}
          bulkActionButtons={canDelete ? <BulkConfirmDeleteButton /> : false}
        >
          <LocalizedNameField source="locales" label="resources.holidays.fields.name" sortBy="name" />
          <DayField source="from" holiday />
          <DayField source="to" holiday />
          {canUpdate && <EditButton />}
          {canDelete && <ConfirmDeleteButton redirect={false} onFailure={showError} />}
        </Datagrid>
      </List>
      {dialog}
    </>
  );
};

export default HolidayList;
