import { lazy } from "react";
import type { RaRecord } from "react-admin";

const ReservationList = lazy(() => import("./ReservationList"));
const ReservationCreate = lazy(() => import("./ReservationCreate"));
const ReservationEdit = lazy(() => import("./ReservationEdit"));

export default {
  list: ReservationList,
  create: ReservationCreate,
  edit: ReservationEdit,
  recordRepresentation: (record: RaRecord) => `#${record.id} ${record.customer?.name ?? ""}`.trim(),
};
