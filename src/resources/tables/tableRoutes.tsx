import { Navigate, Route, useParams } from "react-router-dom";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { TABLES_ROUTE, tablesPathOf } from "./paths";

const TableList = lazyLoaded(() => import("./TableList"));
const TableCreate = lazyLoaded(() => import("./TableCreate"));
const TableEdit = lazyLoaded(() => import("./TableEdit"));

const AddRedirect = () => <Navigate to={`${tablesPathOf(useParams().floorId ?? "")}/create`} replace />;
const EditRedirect = () => {
  const { floorId = "", id = "" } = useParams();
  return <Navigate to={`${tablesPathOf(floorId)}/${encodeURIComponent(id)}`} replace />;
};

/** The tables pages under their floor, with the SPEC forms /add and /edit/:id as redirects. */
export const tableRoutes = [
  <Route key="tables-list" path={TABLES_ROUTE} element={<TableList />} />,
  <Route key="tables-create" path={`${TABLES_ROUTE}/create`} element={<TableCreate />} />,
  <Route key="tables-add" path={`${TABLES_ROUTE}/add`} element={<AddRedirect />} />,
  <Route key="tables-edit-spec" path={`${TABLES_ROUTE}/edit/:id`} element={<EditRedirect />} />,
  <Route key="tables-edit" path={`${TABLES_ROUTE}/:id`} element={<TableEdit />} />,
];
