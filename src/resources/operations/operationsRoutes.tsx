import { Navigate, Route } from "react-router-dom";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { BOARD_PATH } from "../reservations/paths";
import { tableRoutes } from "../tables/tableRoutes";

const ReservationBoard = lazyLoaded(() =>
  import("../reservations/ReservationBoard").then((module) => ({ default: module.ReservationBoard })),
);
/** The permissions editor, fetched ahead of time by its sidebar link. */
export const PermissionsPage = lazyLoaded(() =>
  import("../permissions/PermissionsPage").then((module) => ({ default: module.PermissionsPage })),
);

const PERMISSIONS_PATH = "/permissions/list";

/**
 * The custom routes of the operations screens (mount inside the layout's `<CustomRoutes>`): the tables under
 * their floor, the reservations board and the permissions editor.
 */
export const operationsRoutes = [
  ...tableRoutes,
  <Route key="reservations-board" path={BOARD_PATH} element={<ReservationBoard />} />,
  <Route key="permissions" path={PERMISSIONS_PATH} element={<PermissionsPage />} />,
  <Route key="permissions-root" path="/permissions" element={<Navigate to={PERMISSIONS_PATH} replace />} />,
];
