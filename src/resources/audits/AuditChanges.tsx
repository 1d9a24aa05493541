import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { changeRows } from "./auditChanges";
import { fieldLabel, readableValue } from "./auditValues";
import { useAuditReading } from "./useAuditReading";

/** The change of an audit entry as a field | before | after table, named and formatted as the screens show them. */
export function AuditChanges() {
  const record = useRecordContext();
  const translate = useTranslate();
  const entity = String(record?.entity ?? "");
  const reading = useAuditReading(entity);
  const rows = changeRows(record?.changes);
  if (!rows.length) {
    return <Typography color="text.secondary">{translate("resources.audits.noChanges")}</Typography>;
  }
  return (
    <Table size="small" sx={{ maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate("resources.audits.field")}</TableCell>
          <TableCell>{translate("resources.audits.before")}</TableCell>
          <TableCell>{translate("resources.audits.after")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">
              {fieldLabel(row.field, entity, reading)}
            </TableCell>
            <TableCell sx={{ color: "error.main", wordBreak: "break-word" }}>
              {readableValue(row.field, row.before, entity, reading)}
            </TableCell>
            <TableCell sx={{ color: "success.main", wordBreak: "break-word" }}>
              {readableValue(row.field, row.after, entity, reading)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
