import { useMemo } from "react";
import {
  DataTable,
  EditButton,
  ShowButton,
  useCanAccess,
  useLocale,
  useTranslate,
  type RaRecord,
} from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter } from "../shared/csvExport";
import { PhoneList } from "../shared/list/PhoneList";
import { ListActions } from "../shared/ListActions";
import { ListEmpty } from "../shared/ListDefaults";
import { listSortOf } from "../shared/listSort";
import { ResponsiveList } from "../shared/ResponsiveList";
import { cardTexts } from "./cardText";
import { DeclaredColumn, declaredCsvRow, declaredFilters } from "./columns";
import { fieldLabel } from "./labels";
import { useSessionRefresh } from "./useSessionRefresh";

/**
 * The list of a declared resource: its id and listed fields as columns headed by their labels and sorted by
 * their headings where declared sortable, its filters, CSV export, access-aware buttons. On phones each record is
 * a card instead: its title and the other listed fields, opening the record.
 */
const DeclaredList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { canAccess: canUpdate } = useCanAccess({ resource: declaration.name, action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: declaration.name, action: "delete" });
  const refreshSession = useSessionRefresh(declaration);
  const translate = useTranslate();
  const locale = useLocale();
  const texts = (record: RaRecord) => cardTexts(declaration, record, translate, locale);
  // Made once per declaration: the list and its filter form are not redrawn by a new array on every render.
  const filters = useMemo(() => declaredFilters(declaration), [declaration]);
  return (
    <ResponsiveList
      filters={filters}
      sort={listSortOf(declaration)}
      exporter={csvExporter<Record<string, unknown>>(declaration.name, (record) =>
        declaredCsvRow(declaration, record),
      )}
      actions={<ListActions withFilters />}
      empty={<ListEmpty />}
      phone={
        <PhoneList
          primaryText={(record) => texts(record).primary}
          secondaryText={(record) => texts(record).secondary}
          linkType={canUpdate ? "edit" : "show"}
        />
      }
    >
      <DataTable
        rowClick={canUpdate ? "edit" : "show"}
        bulkActionButtons={canDelete ? <BulkConfirmDeleteButton onDeleted={refreshSession} /> : false}
      >
        <DataTable.Col source="id" label={fieldLabel(declaration, "id")} />
        {declaration.fields
          .filter((field) => field.listed)
          .map((field) => (
            <DeclaredColumn key={field.name} declaration={declaration} field={field} />
          ))}
        <DataTable.Col label={false} disableSort>
          {canUpdate ? <EditButton /> : <ShowButton />}
        </DataTable.Col>
        {canDelete && (
          <DataTable.Col label={false} disableSort>
            <ConfirmDeleteButton redirect={false} onDeleted={refreshSession} />
          </DataTable.Col>
        )}
      </DataTable>
    </ResponsiveList>
  );
};

export default DeclaredList;
