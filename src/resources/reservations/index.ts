import type { RaRecord, SortPayload } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

/** The stays list's order (latest arrival first), also used to ask for its first page ahead (usePrefetchList). */
export const RESERVATIONS_SORT: SortPayload = { field: "from", order: "DESC" };

const ReservationList = lazyLoaded(() => import("./ReservationList"));
const ReservationCreate = lazyLoaded(() => import("./ReservationCreate"));
const ReservationEdit = lazyLoaded(() => import("./ReservationEdit"));

export default {
  list: ReservationList,
  create: ReservationCreate,
  edit: ReservationEdit,
  recordRepresentation: (record: RaRecord) => `#${record.id} ${record.customer?.name ?? ""}`.trim(),
};
