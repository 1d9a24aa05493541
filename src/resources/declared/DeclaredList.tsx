import { useMemo } from "react";
import { useMediaQuery, type Theme } from "@mui/material";
import {
  Datagrid,
  EditButton,
  ShowButton,
  TextField,
  useCanAccess,
  useLocale,
  useTranslate,
  type RaRecord,
} from "react-admin";
import type { ResourceDeclaration } from "../../domain/resources";
import { BulkConfirmDeleteButton } from "../shared/BulkConfirmDeleteButton";
import { ConfirmDeleteButton } from "../shared/ConfirmDeleteButton";
import { csvExporter } from "../shared/csvExport";
import { ListPage } from "../shared/list/ListPage";
import { ListActions } from "../shared/ListActions";
import { LIST_DEFAULTS, ListEmpty } from "../shared/ListDefaults";
import { listSortOf } from "../shared/listSort";
import { cardTexts } from "./cardText";
import { DeclaredColumn, declaredCsvRow, declaredFilters } from "./columns";
import { useSessionRefresh } from "./useSessionRefresh";
import { PhoneList } from "../shared/list/PhoneList";

/**
 * The list of a declared resource: listed fields as columns, its filters, CSV export, access-aware buttons. On
 * phones (below `sm`) each record is a card instead: its title and the other listed fields, opening the record.
 */
const DeclaredList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { canAccess: canUpdate } = useCanAccess({ resource: declaration.name, action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: declaration.name, action: "delete" });
  const refreshSession = useSessionRefresh(declaration);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  const translate = useTranslate();
  const locale = useLocale();
  const texts = (record: RaRecord) => cardTexts(declaration, record, translate, locale);
  // Made once per declaration: the list and its filter form are not redrawn by a new array on every render.
  const filters = useMemo(() => declaredFilters(declaration), [declaration]);
  return (
    <ListPage
      {...LIST_DEFAULTS}
      filters={filters}
      sort={listSortOf(declaration)}
      exporter={csvExporter<Record<string, unknown>>(declaration.name, (record) =>
        declaredCsvRow(declaration, record),
      )}
      actions={<ListActions withFilters />}
      empty={<ListEmpty />}
    >
      {isPhone ? (
        <PhoneList
          primaryText={(record) => texts(record).primary}
          secondaryText={(record) => texts(record).secondary}
          linkType={canUpdate ? "edit" : "show"}
        />
      ) : (
        <Datagrid
          rowClick={canUpdate ? "edit" : "show"}
          bulkActionButtons={canDelete ? <BulkConfirmDeleteButton onDeleted={refreshSession} /> : false}
        >
          <TextField source="id" label={`resources.${declaration.name}.fields.id`} />
          {declaration.fields
            .filter((field) => field.listed)
            .map((field) => (
              <DeclaredColumn key={field.name} declaration={declaration} field={field} />
            ))}
          {canUpdate ? <EditButton /> : <ShowButton />}
          {canDelete && <ConfirmDeleteButton redirect={false} onDeleted={refreshSession} />}
        </Datagrid>
      )}
    </ListPage>
  );
};

export default DeclaredList;
