import { DataTable } from "react-admin";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton";

/** A table's last column: the row's delete button with its confirmation (show it only with delete access). */
export const DeleteColumn = () => (
  <DataTable.Col label={false} disableSort>
    <ConfirmDeleteButton redirect={false} />
  </DataTable.Col>
);
