import { useState } from "react";
import { Chip, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from "@mui/material";
import { useTranslate } from "react-admin";
import { DEFAULT_PER_PAGE } from "../../domain/constants";
import { DemoPage } from "./DemoPage";

const PEOPLE = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: ["Dakota Rice", "Minerva Hooper", "Sage Rodriguez", "Philip Chaney", "Doris Greene"][index % 5],
  city: ["Kuwait City", "Salmiya", "Hawalli", "Jahra", "Fahaheel"][index % 5],
  salary: 1000 + ((index * 379) % 2500),
  active: index % 3 !== 0,
}));

type Variant = "regular" | "extended" | "paginated";

/** /table-list/regular, /extended and /paginated: the same people, plain, with status, or by page. */
export const TableListDemo = ({ variant }: { variant: Variant }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const rows =
    variant === "paginated"
      ? PEOPLE.slice(page * DEFAULT_PER_PAGE, (page + 1) * DEFAULT_PER_PAGE)
      : PEOPLE.slice(0, 6);
  return (
    <DemoPage title={`app.demo.titles.table_${variant}`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{translate("app.demo.fields.name")}</TableCell>
            <TableCell>{translate("app.demo.fields.city")}</TableCell>
            <TableCell align="right">{translate("app.demo.fields.salary")}</TableCell>
            {variant === "extended" && <TableCell>{translate("app.demo.fields.status")}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>{row.id}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.city}</TableCell>
              <TableCell align="right">{row.salary}</TableCell>
              {variant === "extended" && (
                <TableCell>
                  <Chip
                    size="small"
                    color={row.active ? "success" : "default"}
                    label={translate(row.active ? "app.demo.active" : "app.demo.inactive")}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {variant === "paginated" && (
        <TablePagination
          component="div"
          count={PEOPLE.length}
          page={page}
          rowsPerPage={DEFAULT_PER_PAGE}
          rowsPerPageOptions={[DEFAULT_PER_PAGE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </DemoPage>
  );
};
