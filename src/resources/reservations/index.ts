import type { RaRecord } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

const ReservationList = lazyLoaded(() => import("./ReservationList"));
const ReservationCreate = lazyLoaded(() => import("./ReservationCreate"));
const ReservationEdit = lazyLoaded(() => import("./ReservationEdit"));

export default {
  list: ReservationList,
  create: ReservationCreate,
  edit: ReservationEdit,
  recordRepresentation: (record: RaRecord) => `#${record.id} ${record.customer?.name ?? ""}`.trim(),
};
