import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { changeRows, readable } from "./auditChanges";

/** The change of an audit entry as a field | before | after table. */
export function AuditChanges() {
  const record = useRecordContext();
  const translate = useTranslate();
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
              {row.field}
            </TableCell>
            <TableCell sx={{ color: "error.main", wordBreak: "break-word" }}>
              {readable(row.before)}
            </TableCell>
            <TableCell sx={{ color: "success.main", wordBreak: "break-word" }}>
              {readable(row.after)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
